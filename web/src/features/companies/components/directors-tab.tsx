import type { Warning } from '@cegdok/engine';
import { SIGNING_GROUPS, type SigningGroup } from '@cegdok/engine';
import { Alert, Button, Card, Checkbox, Chip, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { PersonPicker, type PickablePerson } from '../../../components/person-picker.tsx';
import { directorFromPerson } from '../rules/member-rules.ts';
import { findSigningRuleIssues } from '../rules/signing-rules.ts';
import type { CompanyForm } from './company-form-context.ts';
import { ConsistencyWarnings } from '../../../components/consistency-warnings.tsx';

export const NEEDS_ANOTHER_DIRECTOR =
  'Együttes cégjegyzés esetén legalább még egy ügyvezető szükséges. Adjon hozzá ügyvezetőt, vagy adjon önálló cégjegyzési jogot.';
export const NEEDS_GROUP =
  'Az együttes cégjegyzési joggal rendelkező ügyvezetőnek csoportot (A, B vagy C) kell választani:';
export const GROUP_NEEDS_TWO =
  'Minden együttes cégjegyzési csoportban legalább két ügyvezetőnek kell lennie. Egy ügyvezetős csoport:';

type DirectorsTabProps = { form: CompanyForm; persons: PickablePerson[]; warnings: Warning[] };

export function DirectorsTab({ form, persons, warnings }: DirectorsTabProps) {
  const directors = form.values.ugyvezetok;
  const issues = findSigningRuleIssues(directors);
  return (
    <Stack>
      <PersonPicker
        label="Ügyvezető hozzáadása"
        persons={persons}
        disabledIds={directors.flatMap((director) => (director.szemely.id === undefined ? [] : [director.szemely.id]))}
        onPick={(person) => form.insertListItem('ugyvezetok', directorFromPerson(person))}
      />
      {directors.map((director, index) => {
        const path = `ugyvezetok.${index}` as const;
        const isSole = director.cegjegyzesiJogTipus === 'ONALLO';
        return (
          <Card
            key={String(director.szemely.id ?? index)}
            withBorder
            padding="md"
            aria-label={`Ügyvezető: ${director.nev}`}
          >
            <Group justify="space-between" mb="sm">
              <div>
                <Title order={3} size="h5">
                  {director.nev}
                </Title>
                <Text size="sm" c="dimmed">
                  {director.lakohely}
                </Text>
              </div>
              <Button size="xs" color="red" variant="subtle" onClick={() => form.removeListItem('ugyvezetok', index)}>
                Eltávolítás
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateInput
                label="Megbízás kezdete"
                valueFormat="YYYY. MM. DD."
                clearable
                {...form.getInputProps(`${path}.megbizasKezdoIdopontja`)}
              />
              <DateInput
                label="Megbízás vége"
                placeholder="Nincs megadva"
                valueFormat="YYYY. MM. DD."
                clearable
                {...form.getInputProps(`${path}.megbizasVegIdopontja`)}
              />
            </SimpleGrid>
            <Checkbox
              mt="sm"
              label="Önálló cégjegyzési jog"
              checked={isSole}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                form.setFieldValue(`${path}.cegjegyzesiJogTipus`, checked ? 'ONALLO' : 'EGYUTTES');
                if (checked) form.setFieldValue(`${path}.cegjegyzesEgyuttesenCsoport`, []);
              }}
            />
            {!isSole && (
              <Stack gap={6} mt="sm">
                <Text size="sm">Együttes cégjegyzési csoport</Text>
                <Chip.Group
                  multiple
                  value={director.cegjegyzesEgyuttesenCsoport}
                  onChange={(groups) =>
                    form.setFieldValue(
                      `${path}.cegjegyzesEgyuttesenCsoport`,
                      SIGNING_GROUPS.filter((group) => groups.includes(group)) as SigningGroup[],
                    )
                  }
                >
                  <Group gap="xs">
                    {SIGNING_GROUPS.map((group) => (
                      <Chip key={group} value={group}>
                        {group}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              </Stack>
            )}
          </Card>
        );
      })}
      {issues.needsAnotherDirector && (
        <Alert color="blue" variant="light">
          {NEEDS_ANOTHER_DIRECTOR}
        </Alert>
      )}
      {issues.directorsWithoutGroup.length > 0 && (
        <Alert color="blue" variant="light">
          {NEEDS_GROUP} {issues.directorsWithoutGroup.join(', ')}
        </Alert>
      )}
      {issues.groupsWithOneDirector.length > 0 && (
        <Alert color="blue" variant="light">
          {GROUP_NEEDS_TWO} {issues.groupsWithOneDirector.join(', ')}
        </Alert>
      )}
      <ConsistencyWarnings warnings={warnings} />
    </Stack>
  );
}
