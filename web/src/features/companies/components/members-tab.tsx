import type { Warning } from '@cegdok/engine';
import { CONTRIBUTION_MODES } from '@cegdok/engine';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateField } from '../../../components/date-field.tsx';
import { PersonPicker, type PickablePerson } from '../../../components/person-picker.tsx';
import { insertAndFocus, removeAndFocus } from '../../../lib/remove-and-focus.ts';
import { formatForint } from '../../../lib/format-forint.ts';
import {
  memberFromPerson,
  newLegalEntityMember,
  setContribution,
  setDeviation,
  totalContributions,
} from '../rules/member-rules.ts';
import type { CompanyForm } from './company-form-context.ts';
import type { EntryErrors } from './entry-errors.ts';
import { EntryCard } from './entry-card.tsx';
import { EntryCardHeader } from './entry-card-header.tsx';
import { ConsistencyWarnings } from '../../../components/consistency-warnings.tsx';
import { todayIso } from '../../../lib/today-iso.ts';
import { LegalRepresentativesFieldset } from './legal-representatives-fieldset.tsx';
import { ADD_LEGAL_ENTITY_MEMBER, LegalEntityMemberFields } from './legal-entity-member-fields.tsx';
import { ServiceAgentField } from './service-agent-field.tsx';
import { InKindPropertiesFieldset } from './in-kind-properties-fieldset.tsx';

type MembersTabProps = {
  form: CompanyForm;
  persons: PickablePerson[];
  warnings: Warning[];
  /** A registered company: each member's törzsbetét payment is kept (a capital increase, a transfer need it). */
  isRegistered?: boolean;
  /** Messages on a member's card (entryErrorsOf): a link's about him as a whole, his own data's. */
  entryErrors?: EntryErrors;
};

export const PAID_CONTRIBUTION_LABEL = 'A törzsbetétét teljes egészében befizette';

export function MembersTab({ form, persons, warnings, isRegistered = false, entryErrors }: MembersTabProps) {
  const members = form.values.tagok;
  const total = totalContributions(members);
  const today = todayIso();
  return (
    <Stack>
      <Group align="flex-end">
        <div style={{ flex: '1 1 16rem' }}>
          <PersonPicker
            label="Tag hozzáadása"
            dataPath="tagok"
            persons={persons}
            disabledIds={members.flatMap((member) => (member.szemely.id === undefined ? [] : [member.szemely.id]))}
            onPick={(person) => form.insertListItem('tagok', memberFromPerson(person))}
          />
        </div>
        {/* A legal entity is typed in on its card; with no saved person to pick, a removed card's focus comes here. */}
        <Button
          variant="light"
          data-path={persons.length === 0 ? 'tagok' : undefined}
          onClick={() =>
            insertAndFocus(() => form.insertListItem('tagok', newLegalEntityMember()), 'tagok', members.length)
          }
        >
          {ADD_LEGAL_ENTITY_MEMBER}
        </Button>
      </Group>
      {members.map((member, index) => {
        const path = `tagok.${index}` as const;
        const hasCash = member.penzbetet.trim() !== '' && member.penzbetet.trim() !== '0';
        const hasInKind = member.nemPenzbeliBetet.trim() !== '' && member.nemPenzbeliBetet.trim() !== '0';
        // A legal entity (a holding company): its own data instead of a natural person's, which it has none of.
        const legalEntity = member.jogiSzemely;
        return (
          <EntryCard
            key={member.szemely.id === undefined ? `uj-${index}` : `szemely-${String(member.szemely.id)}`}
            label={`Tag: ${member.nev.trim() || (legalEntity ? 'új jogi személy' : '')}`}
            error={entryErrors?.[path]}
          >
            <EntryCardHeader
              form={form}
              path={path}
              entry={member}
              isLegalEntity={legalEntity}
              onRemove={() => removeAndFocus(() => form.removeListItem('tagok', index), 'tagok')}
            />
            {legalEntity && <LegalEntityMemberFields form={form} index={index} />}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label="Pénzbeli betét (Ft)"
                inputMode="numeric"
                value={member.penzbetet}
                error={form.errors[`${path}.penzbetet`]}
                data-path={`${path}.penzbetet`}
                onChange={(event) =>
                  form.setFieldValue(path, setContribution(member, 'penzbetet', event.currentTarget.value))
                }
              />
              <DateField
                label="Pénzbeli betét befizetési határideje"
                valueFormat="YYYY. MM. DD."
                disabled={!hasCash}
                clearable
                {...form.getInputProps(`${path}.penzbetetHatarido`)}
              />
              <Select
                label="Pénzbeli betét befizetésének módja"
                data={[...CONTRIBUTION_MODES]}
                disabled={!hasCash}
                clearable
                {...form.getInputProps(`${path}.penzbetetMod`)}
              />
              <TextInput
                label="Nem pénzbeli betét (Ft)"
                inputMode="numeric"
                value={member.nemPenzbeliBetet}
                error={form.errors[`${path}.nemPenzbeliBetet`]}
                data-path={`${path}.nemPenzbeliBetet`}
                onChange={(event) =>
                  form.setFieldValue(path, setContribution(member, 'nemPenzbeliBetet', event.currentTarget.value))
                }
              />
              <DateField
                label="Nem pénzbeli betét szolgáltatásának határideje"
                valueFormat="YYYY. MM. DD."
                disabled={!hasInKind}
                clearable
                {...form.getInputProps(`${path}.nemPenzbeliBetetHatarido`)}
              />
              <TextInput
                label="Nem pénzbeli betét (apport) leírása, módja"
                disabled={!hasInKind}
                {...form.getInputProps(`${path}.nemPenzbeliBetetMod`)}
              />
              <DateField
                label="A tagság kezdete"
                description="A tagjegyzékbe; üresen hagyva a létesítő okirat kelte"
                valueFormat="YYYY. MM. DD."
                clearable
                {...form.getInputProps(`${path}.tagsagKezdete`)}
              />
            </SimpleGrid>
            {hasInKind && <InKindPropertiesFieldset form={form} index={index} />}
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
              <Stack gap={6}>
                <Checkbox
                  label="A betéttől eltérő üzletrész"
                  checked={member.hasUzletreszElteres}
                  onChange={(event) =>
                    form.setFieldValue(path, setDeviation(member, 'uzletreszElteres', event.currentTarget.checked))
                  }
                />
                {member.hasUzletreszElteres && (
                  <TextInput
                    aria-label="Üzletrész (%)"
                    rightSection="%"
                    {...form.getInputProps(`${path}.uzletreszElteres`)}
                  />
                )}
              </Stack>
              <Stack gap={6}>
                <Checkbox
                  label="Eltérő osztalékarány"
                  checked={member.hasOsztalekArany}
                  onChange={(event) =>
                    form.setFieldValue(path, setDeviation(member, 'osztalekArany', event.currentTarget.checked))
                  }
                />
                {member.hasOsztalekArany && (
                  <TextInput
                    aria-label="Osztalékarány (%)"
                    rightSection="%"
                    {...form.getInputProps(`${path}.osztalekArany`)}
                  />
                )}
              </Stack>
            </SimpleGrid>
            <ServiceAgentField
              form={form}
              path={path}
              entry={member}
              description={
                legalEntity
                  ? 'A külföldi székhelyű tagnak kézbesítési megbízottat kell megneveznie (Ctv. 25. § (1) l)).'
                  : 'A külföldi lakóhelyű tagnak kézbesítési megbízottat kell megneveznie (Ctv. 25. § (1) l)).'
              }
            />
            {!legalEntity && <LegalRepresentativesFieldset form={form} index={index} today={today} />}
            {isRegistered && (
              <Checkbox
                mt="sm"
                label={PAID_CONTRIBUTION_LABEL}
                aria-label={`${member.nev}: ${PAID_CONTRIBUTION_LABEL.toLowerCase()}`}
                description="Törzstőke-emeléshez és az üzletrész kívülállóra átruházásához kell (Ptk. 3:198. § (1), 3:167. § (1))."
                {...form.getInputProps(`${path}.torzsbetetBefizetve`, { type: 'checkbox' })}
              />
            )}
          </EntryCard>
        );
      })}
      {total > 0 && (
        <Text fw={600} data-testid="contribution-total">
          A betétek összege (törzstőke): {formatForint(total)}
        </Text>
      )}
      <ConsistencyWarnings warnings={warnings} />
    </Stack>
  );
}
