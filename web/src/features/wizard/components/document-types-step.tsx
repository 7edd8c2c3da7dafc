import type { DocumentTypeId } from '@cegdok/engine';
import { Alert, Badge, Card, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { FREE_PLAN, isTypeAllowed, sortDocumentCards } from '../rules/wizard-rules.ts';

export const FREE_PLAN_INFO =
  'Az Ingyenes csomag csak bizonyos dokumentumok létrehozását teszi lehetővé. Magasabb csomaggal az összes dokumentum elérhető; a csomagot a Fiók menüpontban, a fiókbeállításoknál módosíthatja.';

type Props = {
  planName: string | undefined;
  selected: DocumentTypeId[];
  onChange: (selected: DocumentTypeId[]) => void;
};

export function DocumentTypesStep({ planName, selected, onChange }: Props) {
  const cards = sortDocumentCards(selected);
  return (
    <Stack>
      {planName === FREE_PLAN && (
        <Alert color="blue" variant="light">
          {FREE_PLAN_INFO}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {cards.map((type) => {
          const isAllowed = isTypeAllowed(type, planName);
          const isSelected = selected.includes(type.id);
          const toggle = () =>
            isAllowed && onChange(isSelected ? selected.filter((id) => id !== type.id) : [...selected, type.id]);
          return (
            <Card
              key={type.id}
              withBorder
              padding="md"
              style={{ cursor: isAllowed ? 'pointer' : 'not-allowed', opacity: isAllowed ? 1 : 0.6 }}
              bg={isSelected ? 'indigo.0' : undefined}
              onClick={toggle}
              data-testid={`doc-card-${type.id}`}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Checkbox
                  label={type.title}
                  checked={isSelected}
                  disabled={!isAllowed}
                  onChange={toggle}
                  onClick={(event) => event.stopPropagation()}
                />
                {!isAllowed && (
                  <Badge color="gray" variant="light" leftSection="🔒" aria-label="Zárolva">
                    Zárolva
                  </Badge>
                )}
              </Group>
              {type.isPerDirector && (
                <Text size="xs" c="dimmed" mt={6}>
                  Ügyvezetőnként külön dokumentum készül.
                </Text>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
