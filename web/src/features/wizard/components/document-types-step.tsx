import { documentTypes, type DocumentTypeId } from '@cegdok/engine';
import { Alert, Badge, Card, Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { FREE_PLAN, isTypeAllowed } from '../../../lib/plan-rules.ts';

export const FREE_PLAN_INFO =
  'Az Ingyenes csomag csak bizonyos dokumentumok létrehozását teszi lehetővé. Magasabb csomaggal az összes dokumentum elérhető; a csomagot a Fiók menüpontban, a fiókbeállításoknál módosíthatja.';

function LockIcon() {
  return (
    <svg width="10" height="12" viewBox="0 0 10 12" aria-label="Zárolva" role="img">
      <rect x="0.5" y="5" width="9" height="6.5" rx="1.5" fill="currentColor" />
      <path d="M2.5 5V3.5a2.5 2.5 0 0 1 5 0V5" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}

type Props = {
  planName: string | undefined;
  selected: DocumentTypeId[];
  onChange: (selected: DocumentTypeId[]) => void;
};

export function DocumentTypesStep({ planName, selected, onChange }: Props) {
  return (
    <Stack>
      {planName === FREE_PLAN && (
        <Alert color="blue" variant="light">
          {FREE_PLAN_INFO}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {/* The cards keep the registry's order: a ticked card stays under the pointer (or finger) that ticked it. */}
        {documentTypes.map((type) => {
          const isAllowed = isTypeAllowed(type, planName);
          const isSelected = selected.includes(type.id);
          const toggle = () =>
            isAllowed && onChange(isSelected ? selected.filter((id) => id !== type.id) : [...selected, type.id]);
          return (
            <Card
              key={type.id}
              withBorder
              padding="md"
              style={{ cursor: isAllowed ? 'pointer' : 'not-allowed' }}
              bg={isSelected ? 'indigo.0' : isAllowed ? undefined : 'gray.0'}
              onClick={toggle}
              data-testid={`doc-card-${type.id}`}
            >
              {/* The checkbox and its label toggle on their own; a click anywhere else on the card toggles through it. */}
              <div
                onClick={(event) => {
                  if ((event.target as Element).closest('label, input')) event.stopPropagation();
                }}
              >
                <Checkbox label={type.title} checked={isSelected} disabled={!isAllowed} onChange={toggle} />
              </div>
              {!isAllowed && (
                <Badge color="gray" variant="light" mt={8} leftSection={<LockIcon />}>
                  Magasabb csomagban
                </Badge>
              )}
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
