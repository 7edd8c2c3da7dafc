import { Badge, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';

const STEPS = [
  {
    title: 'Rögzítse egyszer az adatokat',
    text: 'A tagok, ügyvezetők és a társaság adatai elmentve várják – a következő ügyfélnél már csak kiválasztja őket.',
  },
  {
    title: 'Válassza ki a dokumentumokat',
    text: 'Társasági szerződés vagy alapító okirat, aláírásminta, székhelyhasználati nyilatkozat, meghatalmazás, elfogadó nyilatkozat, tagjegyzék.',
  },
  {
    title: 'Nézze át, majd töltse le',
    text: 'Minden dokumentumot előnézetben ellenőrizhet, és szerkeszthető Word-fájlként tölthet le, a beadáshoz készen.',
  },
] as const;

const DOCUMENTS = [
  'Társasági szerződés / alapító okirat',
  'Aláírásminta ügyvezetőnként',
  'Székhelyhasználati hozzájáruló nyilatkozat',
  'Jogi képviselői meghatalmazás',
  'Ügyvezetői elfogadó nyilatkozat',
  'Tagjegyzék',
] as const;

export function LandingPage() {
  return (
    <>
      <Container size="lg" py={72}>
        <Stack gap="lg" maw={760}>
          <Badge variant="light" size="lg" w="fit-content">
            Ügyvédeknek és ügyvédi irodáknak
          </Badge>
          <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.15}>
            Kft. alapítási okiratok percek alatt, gépelési hibák nélkül
          </Title>
          <Text size="xl" c="dimmed">
            A Cégdok a mentett társasági és személyi adatokból állítja össze a cégbejegyzéshez szükséges dokumentumokat.
            Ön a jogi munkára figyelhet, a formázást, a számozást és az adatok egyezését mi visszük végig.
          </Text>
          <Group>
            <Button component={Link} to={paths.register} size="lg">
              Ingyenes regisztráció
            </Button>
            <Button component={Link} to={paths.advantages} size="lg" variant="default">
              Miért a Cégdok?
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            Az ingyenes csomagban 3 dokumentumot próbálhat ki, bankkártya megadása nélkül.
          </Text>
        </Stack>
      </Container>

      <Container size="lg" pb={64}>
        <Title order={2} mb="lg">
          Így működik
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {STEPS.map((step, index) => (
            <Card key={step.title} withBorder padding="lg">
              <ThemeIcon radius="xl" size="lg" mb="md">
                {index + 1}
              </ThemeIcon>
              <Text fw={700} mb={6}>
                {step.title}
              </Text>
              <Text size="sm" c="dimmed">
                {step.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" pb={72}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Stack>
            <Title order={2}>A teljes alapítási csomag egy helyen</Title>
            <Text c="dimmed">
              Egyszemélyes és többszemélyes Kft.-hez egyaránt: a dokumentum a tagok számától függően társasági
              szerződésként vagy alapító okiratként készül, az ügyvezetőnkénti iratok pedig minden ügyvezetőre külön
              elkészülnek.
            </Text>
            <List spacing="xs">
              {DOCUMENTS.map((document) => (
                <List.Item key={document}>{document}</List.Item>
              ))}
            </List>
          </Stack>
          <Card withBorder padding="xl" bg="indigo.0">
            <Title order={3} mb="sm">
              Ellenőriz, mielőtt hibázna
            </Title>
            <Text mb="md">
              A Cégdok figyelmeztet, ha a törzstőke nem éri el a 3 000 000 Ft-ot, ha egy befizetési határidő vagy
              megbízási dátum már a múltban van, vagy ha az együttes cégjegyzéshez nincs meg a második ügyvezető.
            </Text>
            <Button component={Link} to={paths.pricing} variant="white">
              Csomagok megtekintése
            </Button>
          </Card>
        </SimpleGrid>
      </Container>
    </>
  );
}
