import { DECISION_MODES, type CompanyInput } from '@cegdok/engine';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DateField } from '../../../components/date-field.tsx';
import type { UseFormReturnType } from '@mantine/form';
import { Fragment, useEffect, useId, useRef } from 'react';
import type { SavedPerson } from '../../../api/persons.ts';
import { AddressAutocomplete } from '../../../components/address-autocomplete.tsx';
import { TimeOfDayInput } from '../../../components/time-of-day-input.tsx';
import { insertAndFocus, removeAndFocus } from '../../../lib/remove-and-focus.ts';
import {
  DECISION_MODE_LABELS,
  emptyOtherAttendee,
  registeredDirectorNames,
  type AmendmentFormValues,
} from '../rules/amendment-form-values.ts';
import type { MemberRef } from '../rules/amendment-members.ts';
import { followTransfers } from '../rules/amendment-capital-values.ts';
import { memberBuyers, type BuyerFormValues } from '../rules/amendment-transfer-values.ts';
import { AuthorityAddressChangeFieldset } from './amendment-address-change-fieldset.tsx';
import { BusinessYearFieldset, CapitalIncreaseFieldset } from './amendment-capital-fieldsets.tsx';
import { PaidContributionsFieldset } from './amendment-paid-contributions-fieldset.tsx';
import { AmendmentTransfersFieldset } from './amendment-transfers-fieldset.tsx';
import { DirectorChangeFieldset } from './amendment-director-change-fieldset.tsx';
import { LanguageFields } from '../../persons/components/language-fields.tsx';

export const VOTE_ARRIVALS_LEGEND = 'A szavazatok beérkezése';
export const VOTE_ARRIVALS_HINT =
  'Nem kötelező. Az a nap, amelyen a tag aláírt szavazólapja az ügyvezetéshez beérkezett; a megadott napok a szavazás eredményének ügyvezetői megállapításában szerepelnek. A határozathozatal napja a szavazási határidő utolsó napja, ha pedig valamennyi szavazat korábban beérkezett, az utolsó szavazat beérkezésének napja (Ptk. 3:20. § (4)).';
export const voteArrivalLabel = (name: string) => `A szavazat beérkezésének napja (${name})`;

export const PROXIES_LEGEND = 'Meghatalmazott útján jelen lévő tagok';
export const PROXIES_HINT =
  'Nem kötelező. Ha a tag a taggyűlésen meghatalmazott útján járt el, adja meg a meghatalmazott nevét; üresen hagyva a tag személyesen, jogi személy tag a képviselője útján van jelen. A meghatalmazást közokiratba vagy teljes bizonyító erejű magánokiratba kell foglalni (Ptk. 3:110. § (1)), és a jegyzőkönyvhöz kell csatolni.';
export const proxyLabel = (name: string) => `A meghatalmazott neve (${name})`;
export const proxyDateLabel = (name: string) => `A meghatalmazás kelte (${name})`;
export const OTHER_ATTENDEES_LEGEND = 'Más jelenlévők (nem tagok)';
export const OTHER_ATTENDEES_HINT =
  'Nem kötelező. A taggyűlésen nem tagként jelen lévő személyek (például a nem tag ügyvezető vagy az ügyvéd); a jelenléti íven a tagok után szerepelnek.';
export const otherAttendeeNameLabel = (number: number) => `Név (${number}. jelenlévő)`;
export const otherAttendeeCapacityLabel = (number: number) => `Minőség (${number}. jelenlévő)`;
export const ADD_OTHER_ATTENDEE = 'Jelenlévő hozzáadása';
export const removeOtherAttendeeLabel = (number: number) => `Törlés (${number}. jelenlévő)`;
export const FIRST_RESOLUTION_LABEL = 'Az első határozat sorszáma';
export const FIRST_RESOLUTION_HINT =
  'A határozatok évenkénti sorszáma; a további határozatok sorszáma ettől folyamatosan következik (pl. 3/2026. számú határozat). Üresen hagyva 1.';

export const NOT_UNANIMOUS_NOTE =
  'Ha nem minden szavazó tag szavazott igennel, a határozatonkénti szavazatokat az összefoglalóban (3. lépés) rögzítheti: ott látja, melyik határozathoz milyen többség kell, és elfogadták-e.';

type Props = {
  form: UseFormReturnType<AmendmentFormValues>;
  /** The registered state and the new one (step 1): the capital increase's rows follow the share transfers. */
  base: CompanyInput;
  changed: CompanyInput;
  /** The registered members: the sellers of transfers, the contributors of a capital increase. */
  members: MemberRef[];
  /** The members who decide (attend and vote): the new sole member of a company becoming single-member. */
  deciders: MemberRef[];
  /** The registered members' names in the registered state's order, for their törzsbetét payment. */
  registeredNames: string[];
  /** The registered members' data, for a transfer to a member. */
  buyers: { id: string; vevo: BuyerFormValues }[];
  persons: SavedPerson[];
  today: string;
};

const dateProps = { valueFormat: 'YYYY. MM. DD.' } as const;

/**
 * A written resolution's vote arrivals: a date for each member entitled to vote, optional. A group of its own, its
 * hint read with the group's name (Ptk. 3:20. § (4)).
 */
function VoteArrivalsFieldset({
  form,
  deciders,
}: {
  form: UseFormReturnType<AmendmentFormValues>;
  deciders: MemberRef[];
}) {
  const hintId = useId();
  const names = new Map(deciders.map((member) => [member.id, member.nev]));
  return (
    <Fieldset variant="unstyled" legend={VOTE_ARRIVALS_LEGEND} aria-describedby={hintId} mt="md">
      <Text id={hintId} size="sm" c="dimmed" mb="xs">
        {VOTE_ARRIVALS_HINT}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {form.values.dontes.szavazatBeerkezesek.map((row, index) => {
          const name = names.get(row.tag);
          return (
            name !== undefined && (
              <DateField
                key={row.tag}
                label={voteArrivalLabel(name)}
                clearable
                {...dateProps}
                {...form.getInputProps(`dontes.szavazatBeerkezesek.${index}.beerkezes`)}
              />
            )
          );
        })}
      </SimpleGrid>
    </Fieldset>
  );
}

/**
 * A meeting's proxies (Ptk. 3:110. § (1)): for each member present, the proxy's name, optional, and once a name is
 * given, the day of the power of attorney. A group of its own, its hint read with the group's name.
 */
function ProxiesFieldset({ form, deciders }: { form: UseFormReturnType<AmendmentFormValues>; deciders: MemberRef[] }) {
  const hintId = useId();
  const names = new Map(deciders.map((member) => [member.id, member.nev]));
  const { jelenlevok, meghatalmazasok } = form.values.dontes;
  return (
    <Fieldset variant="unstyled" legend={PROXIES_LEGEND} aria-describedby={hintId}>
      <Text id={hintId} size="sm" c="dimmed" mb="xs">
        {PROXIES_HINT}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {meghatalmazasok.map((row, index) => {
          const name = names.get(row.tag);
          if (name === undefined || !jelenlevok.includes(row.tag)) return null;
          return (
            <Fragment key={row.tag}>
              <TextInput
                label={proxyLabel(name)}
                {...form.getInputProps(`dontes.meghatalmazasok.${index}.kepviselo`)}
              />
              {row.kepviselo.trim() === '' ? (
                <div />
              ) : (
                <DateField
                  label={proxyDateLabel(name)}
                  clearable
                  {...dateProps}
                  {...form.getInputProps(`dontes.meghatalmazasok.${index}.meghatalmazasKelte`)}
                />
              )}
            </Fragment>
          );
        })}
      </SimpleGrid>
    </Fieldset>
  );
}

/** A meeting's attendees who are not members: a name and a capacity each, as the attendance sheet lists them. */
function OtherAttendeesFieldset({ form }: { form: UseFormReturnType<AmendmentFormValues> }) {
  const hintId = useId();
  const rows = form.values.dontes.egyebJelenlevok;
  const listPath = 'dontes.egyebJelenlevok';
  return (
    <Fieldset variant="unstyled" legend={OTHER_ATTENDEES_LEGEND} aria-describedby={hintId} mt="md">
      <Text id={hintId} size="sm" c="dimmed" mb="xs">
        {OTHER_ATTENDEES_HINT}
      </Text>
      <Stack gap="xs">
        {rows.map((_row, index) => (
          <Stack key={index} gap="xs">
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label={otherAttendeeNameLabel(index + 1)}
                withAsterisk
                {...form.getInputProps(`${listPath}.${index}.nev`)}
              />
              <TextInput
                label={otherAttendeeCapacityLabel(index + 1)}
                placeholder="Pl.: ügyvéd"
                withAsterisk
                {...form.getInputProps(`${listPath}.${index}.minoseg`)}
              />
              <Button
                variant="subtle"
                color="red"
                aria-label={removeOtherAttendeeLabel(index + 1)}
                onClick={() => removeAndFocus(() => form.removeListItem(listPath, index), listPath)}
              >
                Törlés
              </Button>
            </Group>
            {/* he signs the attendance sheet (and the minutes as chair or keeper): explained to him if need be */}
            <LanguageFields form={form} prefix={`${listPath}.${index}.`} allampolgarsag={undefined} />
          </Stack>
        ))}
        <Button
          variant="light"
          w="fit-content"
          data-path={listPath}
          onClick={() =>
            insertAndFocus(() => form.insertListItem(listPath, emptyOtherAttendee()), listPath, rows.length)
          }
        >
          {ADD_OTHER_ATTENDEE}
        </Button>
      </Stack>
    </Fieldset>
  );
}

/**
 * A share transfer entered, changed or deleted moves törzsbetét between members before the capital increase: the
 * increase's contribution rows, while still as suggested, are recounted, so a buyer who joins by the transfer is not
 * asked for a contribution and an accession declaration, and a buyer's bought share is not counted as its increment.
 */
function useContributionsFollowTransfers(
  form: UseFormReturnType<AmendmentFormValues>,
  base: CompanyInput,
  changed: CompanyInput,
) {
  const transfers = form.values.uzletreszAtruhazasok;
  const shares = JSON.stringify(transfers.map((transfer) => [transfer.eladoTag, transfer.vevo.nev, transfer.nevertek]));
  const followed = useRef(transfers);
  useEffect(() => {
    const before = followed.current;
    followed.current = transfers;
    const increase = form.getValues().tokeemeles;
    const next = followTransfers(increase, { changed, transfers: before }, { changed, transfers }, base);
    if (next !== increase) form.setFieldValue('tokeemeles', next);
    // Only when what a transfer moves changes: the other values are read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shares]);
}

/**
 * The amendment's own data: how and when the members decided, dating, effect, director changes, share transfers, a
 * capital increase, the registered members' paid törzsbetétek, a business-year change, the law firm.
 */
export function AmendmentDataStep({
  form,
  base,
  changed,
  members,
  deciders,
  registeredNames,
  buyers,
  persons,
  today,
}: Props) {
  const { dontes } = form.values;
  useContributionsFollowTransfers(form, base, changed);
  const isMeeting = dontes.mod === 'TAGGYULES';
  const deciderOptions = deciders.map((member) => ({ value: member.id, label: member.nev }));
  return (
    <Stack>
      <Fieldset legend="A döntés">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="A döntés módja"
            withAsterisk
            allowDeselect={false}
            data={DECISION_MODES.map((mode) => ({ value: mode, label: DECISION_MODE_LABELS[mode] }))}
            {...form.getInputProps('dontes.mod')}
          />
          <DateField
            label={dontes.mod === 'ULES_NELKULI' ? 'A határozathozatal napja' : 'A döntés napja'}
            description={
              dontes.mod === 'ULES_NELKULI'
                ? 'A szavazási határidő utolsó napja; ha minden szavazat korábban beérkezett, az utolsó szavazat beérkezésének napja (Ptk. 3:20. § (4))'
                : undefined
            }
            withAsterisk
            {...dateProps}
            {...form.getInputProps('dontes.datum')}
          />
          <TextInput label="A döntés helye" placeholder="Pl.: Budapest" {...form.getInputProps('dontes.helye')} />
          <TextInput
            label={FIRST_RESOLUTION_LABEL}
            description={FIRST_RESOLUTION_HINT}
            inputMode="numeric"
            placeholder="1"
            {...form.getInputProps('hatarozatSorszam')}
          />
          {dontes.mod === 'ULES_NELKULI' && (
            <DateField
              label="A határozattervezet megküldésének napja"
              {...dateProps}
              {...form.getInputProps('dontes.tervezetMegkuldese')}
            />
          )}
          {dontes.mod === 'ULES_NELKULI' && (
            <DateField
              label="A szavazási határidő utolsó napja"
              description="Legalább nyolc nap a tervezet kézhezvételétől (Ptk. 3:20. § (1)); üresen hagyva a határozathozatal napja"
              {...dateProps}
              {...form.getInputProps('dontes.szavazasiHatarido')}
            />
          )}
          {isMeeting && (
            <>
              <TimeOfDayInput label="A taggyűlés kezdete" {...form.getInputProps('dontes.kezdes')} />
              <TimeOfDayInput label="A taggyűlés befejezése" {...form.getInputProps('dontes.befejezes')} />
              {/* Radios, not a select: the long choice is read whole at phone width, not cut off in the field. */}
              <Radio.Group label="A taggyűlés összehívása" {...form.getInputProps('dontes.osszehivas')}>
                <Stack gap={6} mt={6}>
                  <Radio
                    value="TELJES_JELENLET"
                    label="Szabálytalan összehívás, minden tag jelen van (Ptk. 3:17. § (5))"
                  />
                  <Radio value="MEGHIVO" label="Meghívóval" />
                </Stack>
              </Radio.Group>
              {dontes.osszehivas === 'MEGHIVO' && (
                <DateField label="A meghívó kelte" {...dateProps} {...form.getInputProps('dontes.meghivoKelte')} />
              )}
              {dontes.osszehivas === 'MEGHIVO' && (
                <Select
                  label="A taggyűlést összehívó ügyvezető"
                  description="Bármelyik bejegyzett ügyvezető összehívhatja (Ptk. 3:196. § (2)); üresen hagyva a jegyzőkönyv nem nevezi meg név szerint"
                  placeholder="Válasszon ügyvezetőt"
                  clearable
                  data={registeredDirectorNames(base)}
                  {...form.getInputProps('dontes.osszehivo')}
                  value={dontes.osszehivo ?? null}
                />
              )}
              <TextInput label="Levezető elnök" withAsterisk {...form.getInputProps('dontes.levezetoElnok')} />
              <TextInput label="Jegyzőkönyvvezető" withAsterisk {...form.getInputProps('dontes.jegyzokonyvvezeto')} />
              <Select
                label="Jegyzőkönyv-hitelesítő tag"
                placeholder="Válasszon tagot"
                clearable
                data={deciderOptions}
                {...form.getInputProps('dontes.hitelesito')}
              />
            </>
          )}
        </SimpleGrid>
        {dontes.mod === 'ULES_NELKULI' && <VoteArrivalsFieldset form={form} deciders={deciders} />}
        {deciders.length > 1 && dontes.mod !== 'TAGOK_SZERZODESE' && (
          <Stack gap="xs" mt="md">
            {/* Without a meeting nobody is present: the members vote in writing. */}
            <Checkbox.Group
              label={isMeeting ? 'Jelen lévő (szavazó) tagok' : 'Szavazó tagok'}
              {...form.getInputProps('dontes.jelenlevok')}
            >
              <Stack gap={6} mt={6}>
                {deciders.map((member) => (
                  <Checkbox key={member.id} value={member.id} label={member.nev} />
                ))}
              </Stack>
            </Checkbox.Group>
            {isMeeting && dontes.jelenlevok.length > 0 && <ProxiesFieldset form={form} deciders={deciders} />}
            <Checkbox
              label="Valamennyi szavazó tag minden határozatra igennel szavazott (egyhangú döntés)"
              {...form.getInputProps('dontes.egyhangu', { type: 'checkbox' })}
            />
            {!dontes.egyhangu && (
              <Alert color="yellow" variant="light">
                {NOT_UNANIMOUS_NOTE}
              </Alert>
            )}
          </Stack>
        )}
        {isMeeting && <OtherAttendeesFieldset form={form} />}
      </Fieldset>

      <Fieldset legend="Keltezés és hatály">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Keltezés helye"
            placeholder="Pl.: Budapest"
            withAsterisk
            {...form.getInputProps('keltezesHelye')}
          />
          <DateField label="Keltezés napja" withAsterisk {...dateProps} {...form.getInputProps('keltezesIdeje')} />
          <DateField
            label="A változás hatálynapja"
            description="Üresen hagyva a döntés napja"
            clearable
            {...dateProps}
            {...form.getInputProps('hatalyNapja')}
          />
        </SimpleGrid>
      </Fieldset>

      <DirectorChangeFieldset form={form} />

      <AmendmentTransfersFieldset
        form={form}
        members={members}
        buyers={buyers}
        newMembers={memberBuyers(changed)}
        persons={persons}
        today={today}
      />
      <CapitalIncreaseFieldset form={form} members={members} base={base} changed={changed} />
      <PaidContributionsFieldset form={form} registeredNames={registeredNames} />
      <BusinessYearFieldset form={form} />
      <AuthorityAddressChangeFieldset form={form} />

      <Fieldset legend="Az okiratot ellenjegyző ügyvédi iroda">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Iroda neve" withAsterisk {...form.getInputProps('ugyvediIroda.nev')} />
          <AddressAutocomplete
            label="Az iroda székhelye"
            withAsterisk
            {...form.getInputProps('ugyvediIroda.szekhely')}
          />
          <TextInput label="Ügyvéd neve" withAsterisk {...form.getInputProps('ugyvediIroda.ugyvedNeve')} />
          <TextInput label="KASZ szám" withAsterisk {...form.getInputProps('ugyvediIroda.kasz')} />
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
