import { Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { PageSection } from '../components/page-section.tsx';

const ADVANTAGES = [
  {
    title: 'Adatok egyszer, dokumentumok bármennyiszer',
    text: 'A tagokat, ügyvezetőket és a társaságokat elmenti, így egy módosításnál vagy egy új ügyfélnél nem kell mindent újra begépelni.',
  },
  {
    title: 'Egységes, ellenőrzött szöveg',
    text: 'A klauzulák a leggyakoribb üzleti helyzetekre készültek, a pontok számozása mindig folyamatos marad, akkor is, ha egy rendelkezést kikapcsol.',
  },
  {
    title: 'Szerkeszthető Word-fájl',
    text: 'A letöltött .docx valódi Word-számozást és stílusokat használ: ha egy pontot beszúr, a többi magától újraszámozódik.',
  },
  {
    title: 'Előnézet létrehozás előtt',
    text: 'Minden dokumentumot elolvashat, mielőtt elkészítené; ha valami nem stimmel, egy kattintással visszalép és javít.',
  },
  {
    title: 'Beépített figyelmeztetések',
    text: 'Minimális törzstőke, múltbeli határidők, hiányzó cégjegyzési csoportok – a rendszer jelzi, mielőtt a cégbíróság tenné.',
  },
  {
    title: 'Közös előfizetés az irodának',
    text: 'Az ügyvédi iroda kollégái egy előfizetésen osztozhatnak; meghívással vagy csatlakozási kérelemmel kerülnek az irodához.',
  },
] as const;

export function AdvantagesPage() {
  return (
    <PageSection
      title="Előnyök"
      lead="Kevesebb gépelés, kevesebb hibalehetőség, több idő az ügyfélre. Így segíti a Cégdok a napi cégalapítási munkát."
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {ADVANTAGES.map((advantage) => (
          <Card key={advantage.title} withBorder padding="lg">
            <Title order={2} size="h4" mb="xs">
              {advantage.title}
            </Title>
            <Text size="sm" c="dimmed">
              {advantage.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group mt="xl">
        <Button component={Link} to={paths.register}>
          Kipróbálom ingyen
        </Button>
        <Button component={Link} to={paths.contact} variant="default">
          Kérdésem van
        </Button>
      </Group>
    </PageSection>
  );
}
