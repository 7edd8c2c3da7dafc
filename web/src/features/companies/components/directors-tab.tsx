import type { Warning } from '@cegdok/engine';
import { SIGNING_GROUPS, type SigningGroup } from '@cegdok/engine';
import { Alert, Checkbox, Chip, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateField } from '../../../components/date-field.tsx';
import { PersonPicker, type PickablePerson } from '../../../components/person-picker.tsx';
import { removeAndFocus } from '../../../lib/remove-and-focus.ts';
import { directorFromPerson } from '../rules/member-rules.ts';
import type { CompanyForm } from './company-form-context.ts';
import type { EntryErrors } from './entry-errors.ts';
import { EntryCard } from './entry-card.tsx';
import { EntryCardHeader } from './entry-card-header.tsx';
import { ServiceAgentField } from './service-agent-field.tsx';
import { ConsistencyWarnings } from '../../../components/consistency-warnings.tsx';

export const NEEDS_ANOTHER_DIRECTOR =
  'Együttes cégjegyzés esetén legalább még egy ügyvezető szükséges. Adjon hozzá ügyvezetőt, vagy adjon önálló cégjegyzési jogot.';
export const NEEDS_GROUP =
  'Az együttes cégjegyzési joggal rendelkező ügyvezetőnek csoportot (A, B vagy C) kell választani:';

/** The engine's findings shown in the tab's three signing-rule info boxes instead of the general warning list. */
const SIGNING_RULE_CODES = ['SINGLE_DIRECTOR_NOT_SOLE', 'JOINT_SIGNER_WITHOUT_GROUP', 'GROUP_WITH_SINGLE_DIRECTOR'];

/** `tarsasag.ugyvezetok.2.cegjegyzesEgyuttesenCsoport` → 2. */
function directorIndex(warning: Warning): number {
  return Number(warning.path?.split('.')[2] ?? -1);
}

type DirectorsTabProps = {
  form: CompanyForm;
  persons: PickablePerson[];
  warnings: Warning[];
  /** Messages on a director's card (entryErrorsOf): a link's about him as a whole, his own data's. */
  entryErrors?: EntryErrors;
};

export function DirectorsTab({ form, persons, warnings, entryErrors }: DirectorsTabProps) {
  const directors = form.values.ugyvezetok;
  const withCode = (code: string) => warnings.filter((warning) => warning.code === code);
  const needsAnotherDirector = withCode('SINGLE_DIRECTOR_NOT_SOLE').length > 0;
  const directorsWithoutGroup = withCode('JOINT_SIGNER_WITHOUT_GROUP').flatMap(
    (warning) => directors[directorIndex(warning)]?.nev ?? [],
  );
  const lonelyGroups = withCode('GROUP_WITH_SINGLE_DIRECTOR');
  return (
    <Stack>
      <PersonPicker
        label="Ügyvezető hozzáadása"
        dataPath="ugyvezetok"
        persons={persons}
        disabledIds={directors.flatMap((director) => (director.szemely.id === undefined ? [] : [director.szemely.id]))}
        onPick={(person) => form.insertListItem('ugyvezetok', directorFromPerson(person))}
      />
      {directors.map((director, index) => {
        const path = `ugyvezetok.${index}` as const;
        const isSole = director.cegjegyzesiJogTipus === 'ONALLO';
        return (
          <EntryCard
            key={String(director.szemely.id ?? index)}
            label={`Ügyvezető: ${director.nev}`}
            error={entryErrors?.[path]}
          >
            <EntryCardHeader
              form={form}
              path={path}
              entry={director}
              onRemove={() => removeAndFocus(() => form.removeListItem('ugyvezetok', index), 'ugyvezetok')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateField
                label="Megbízás kezdete"
                valueFormat="YYYY. MM. DD."
                clearable
                {...form.getInputProps(`${path}.megbizasKezdoIdopontja`)}
              />
              <DateField
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
            <ServiceAgentField
              form={form}
              path={path}
              entry={director}
              description="A külföldi lakóhelyű ügyvezetőnek kézbesítési megbízottat kell megneveznie (Ctv. 25. § (1) l))."
            />
          </EntryCard>
        );
      })}
      {needsAnotherDirector && (
        <Alert color="blue" variant="light">
          {NEEDS_ANOTHER_DIRECTOR}
        </Alert>
      )}
      {directorsWithoutGroup.length > 0 && (
        <Alert color="blue" variant="light">
          {NEEDS_GROUP} {directorsWithoutGroup.join(', ')}
        </Alert>
      )}
      {lonelyGroups.map((warning) => (
        <Alert key={warning.message} color="blue" variant="light">
          {warning.message}
        </Alert>
      ))}
      <ConsistencyWarnings warnings={warnings.filter((warning) => !SIGNING_RULE_CODES.includes(warning.code))} />
    </Stack>
  );
}
