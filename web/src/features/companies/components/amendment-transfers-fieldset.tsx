import {
  Button,
  Card,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DateField } from '../../../components/date-field.tsx';
import type { UseFormReturnType } from '@mantine/form';
import type { SavedPerson } from '../../../api/persons.ts';
import { AddressAutocomplete } from '../../../components/address-autocomplete.tsx';
import { PersonPicker } from '../../../components/person-picker.tsx';
import { insertAndFocus, removeAndFocus } from '../../../lib/remove-and-focus.ts';
import type { AmendmentFormValues } from '../rules/amendment-form-values.ts';
import {
  buyerFilledFrom,
  buyerFromPerson,
  emptyTransfer,
  OWNERSHIP_PASSES_LABELS,
  ownershipPassesProblem,
  TRANSFER_TITLE_LABELS,
  type BuyerFormValues,
} from '../rules/amendment-transfer-values.ts';
import { amountInputProps, clearableDateProps } from './amendment-input-props.ts';
import { LanguageFields } from '../../persons/components/language-fields.tsx';
import { BUYER_REPRESENTATIVES_LEGEND, RepresentativesFields } from './legal-representatives-fieldset.tsx';
import { JointRepresentativesFields, LEGAL_ENTITY_LANGUAGE_QUESTION } from './legal-entity-member-fields.tsx';

type Props = {
  form: UseFormReturnType<AmendmentFormValues>;
  members: { id: string; nev: string }[];
  /** The registered members' data, copied into the buyer when the buyer is a member already. */
  buyers: { id: string; vevo: BuyerFormValues }[];
  /** The saved persons, offered to fill an outside buyer's data. */
  persons: SavedPerson[];
  /**
   * The members of the new state (step 1) by saved-person id: an outside buyer picked among the saved persons takes
   * the data of his new member card, where a minor's legal representatives and the language were entered already.
   */
  newMembers?: { id: string; vevo: BuyerFormValues }[];
  today: string;
};

/** "Üzletrész-átruházás": each transfer's parties, price and dates, as the share-transfer agreement needs them. */
export function AmendmentTransfersFieldset({ form, members, buyers, newMembers = [], persons, today }: Props) {
  const transfers = form.values.uzletreszAtruhazasok;
  const memberOptions = members.map((member) => ({ value: member.id, label: member.nev }));
  return (
    <Fieldset legend="Üzletrész-átruházás">
      <Stack>
        {transfers.length === 0 && (
          <Text size="sm" c="dimmed">
            Ha egy tag üzletrészét (vagy annak egy részét) átruházza, kattintson az „Átruházás hozzáadása” gombra. Az 1.
            lépésben a tagok törzsbetétjeit már az átruházás utáni állapot szerint adja meg.
          </Text>
        )}
        {transfers.map((transfer, index) => {
          const path = `uzletreszAtruhazasok.${index}` as const;
          const number = index + 1;
          const isSale = transfer.jogcim === 'ADASVETEL';
          const buyerMemberId = buyers.find((buyer) => buyer.vevo.nev === transfer.vevo.nev)?.id ?? null;
          return (
            <Card key={index} withBorder padding="md" component="section" aria-label={`${number}. átruházás`}>
              <Group justify="space-between" mb="sm">
                <Title order={3} size="h5">
                  {number}. átruházás
                </Title>
                <Button
                  size="xs"
                  color="red"
                  variant="subtle"
                  onClick={() =>
                    removeAndFocus(() => form.removeListItem('uzletreszAtruhazasok', index), 'uzletreszAtruhazasok')
                  }
                >
                  Átruházás törlése
                </Button>
              </Group>
              <Stack>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Select
                    label="Az eladó (átruházó) tag"
                    placeholder="Válasszon tagot"
                    searchable
                    nothingFoundMessage="Nincs találat"
                    withAsterisk
                    data={memberOptions}
                    {...form.getInputProps(`${path}.eladoTag`)}
                  />
                  <Select
                    label="Az átruházás jogcíme"
                    allowDeselect={false}
                    data={Object.entries(TRANSFER_TITLE_LABELS).map(([value, label]) => ({ value, label }))}
                    {...form.getInputProps(`${path}.jogcim`)}
                  />
                  <TextInput
                    label="Az átruházott törzsbetét névértéke"
                    description="Pl.: 600 000"
                    withAsterisk
                    {...amountInputProps(form, `${path}.nevertek`)}
                  />
                  <DateField
                    label="A szerződés kelte"
                    withAsterisk
                    {...clearableDateProps}
                    {...form.getInputProps(`${path}.szerzodesKelte`)}
                  />
                </SimpleGrid>

                <Checkbox
                  label="A vevő már tagja a társaságnak"
                  {...form.getInputProps(`${path}.vevoMarTag`, { type: 'checkbox' })}
                />
                {transfer.vevoMarTag ? (
                  <Select
                    label="A vevő (tag)"
                    placeholder="Válasszon tagot"
                    searchable
                    nothingFoundMessage="Nincs találat"
                    withAsterisk
                    data={memberOptions.filter((option) => option.value !== transfer.eladoTag)}
                    value={buyerMemberId}
                    error={form.errors[`${path}.vevo.nev`]}
                    data-path={`${path}.vevo.nev`}
                    onChange={(id) => {
                      const buyer = buyers.find((candidate) => candidate.id === id);
                      if (buyer) form.setFieldValue(`${path}.vevo`, { ...buyer.vevo });
                    }}
                  />
                ) : (
                  <BuyerFields
                    form={form}
                    path={path}
                    buyer={transfer.vevo}
                    date={transfer.szerzodesKelte ?? today}
                    persons={persons}
                    newMembers={newMembers}
                  />
                )}

                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {isSale && (
                    <>
                      <TextInput
                        label="A vételár"
                        description="Pl.: 900 000"
                        withAsterisk
                        {...amountInputProps(form, `${path}.vetelar`)}
                      />
                      <DateField
                        label="A vételár megfizetésének határideje"
                        {...clearableDateProps}
                        {...form.getInputProps(`${path}.fizetesiHatarido`)}
                      />
                      <TextInput
                        label="Az eladó bankszámlaszáma"
                        placeholder="12345678-12345678-12345678"
                        {...form.getInputProps(`${path}.eladoSzamlaszam`)}
                      />
                    </>
                  )}
                  <Select
                    label="A tulajdonjog átszáll"
                    allowDeselect={false}
                    data={Object.entries(OWNERSHIP_PASSES_LABELS).map(([value, label]) => ({ value, label }))}
                    {...form.getInputProps(`${path}.tulajdonatszallas`)}
                    // Said as soon as the dates or the choice make it so, not only when the field is left.
                    error={ownershipPassesProblem(transfer, form.values.keltezesIdeje)}
                  />
                  <DateField
                    label="A szerzés bejelentése a Társaságnak"
                    description="A vevő nyolc napon belül jelenti be (Ptk. 3:168. § (2)); üresen hagyva a szerződés keltével"
                    {...clearableDateProps}
                    {...form.getInputProps(`${path}.bejelentesKelte`)}
                  />
                  <DateField
                    label="Az ajánlat közlése a többi taggal"
                    description="Ettől számít az elővásárlásra nyitva álló 15 nap"
                    {...clearableDateProps}
                    {...form.getInputProps(`${path}.ajanlatKozlese`)}
                  />
                  <TextInput
                    label="Az eladó házastársának neve"
                    description="Ha a házastárs hozzájárul az átruházáshoz; üresen hagyva nincs hozzájáruló nyilatkozat"
                    {...form.getInputProps(`${path}.hazastarsiHozzajarulas.nev`)}
                  />
                </SimpleGrid>

                <Stack gap="xs">
                  <Text fw={600} size="sm">
                    A többi tag elővásárlási nyilatkozata
                  </Text>
                  {transfer.elovasarlasiNyilatkozatok.map((_statement, statementIndex) => {
                    const statementPath = `${path}.elovasarlasiNyilatkozatok.${statementIndex}` as const;
                    return (
                      <Group key={statementIndex} align="flex-end" wrap="wrap">
                        <Select
                          label={`Nyilatkozó tag (${statementIndex + 1}.)`}
                          placeholder="Válasszon tagot"
                          searchable
                          nothingFoundMessage="Nincs találat"
                          data={memberOptions.filter((option) => option.value !== transfer.eladoTag)}
                          {...form.getInputProps(`${statementPath}.tag`)}
                        />
                        <DateField
                          label={`A nyilatkozat napja (${statementIndex + 1}.)`}
                          {...clearableDateProps}
                          {...form.getInputProps(`${statementPath}.datum`)}
                        />
                        <Button
                          variant="subtle"
                          color="red"
                          onClick={() =>
                            removeAndFocus(
                              () => form.removeListItem(`${path}.elovasarlasiNyilatkozatok`, statementIndex),
                              `${path}.elovasarlasiNyilatkozatok`,
                            )
                          }
                        >
                          Nyilatkozat törlése
                        </Button>
                      </Group>
                    );
                  })}
                  <Button
                    variant="light"
                    w="fit-content"
                    data-path={`${path}.elovasarlasiNyilatkozatok`}
                    onClick={() =>
                      insertAndFocus(
                        () => form.insertListItem(`${path}.elovasarlasiNyilatkozatok`, { tag: null, datum: today }),
                        `${path}.elovasarlasiNyilatkozatok`,
                        transfer.elovasarlasiNyilatkozatok.length,
                      )
                    }
                  >
                    Nyilatkozat hozzáadása
                  </Button>
                </Stack>
              </Stack>
            </Card>
          );
        })}
        <Button
          variant="light"
          w="fit-content"
          data-path="uzletreszAtruhazasok"
          onClick={() =>
            insertAndFocus(
              () => form.insertListItem('uzletreszAtruhazasok', emptyTransfer(today)),
              'uzletreszAtruhazasok',
              transfers.length,
            )
          }
        >
          Átruházás hozzáadása
        </Button>
      </Stack>
    </Fieldset>
  );
}

type BuyerFieldsProps = {
  form: UseFormReturnType<AmendmentFormValues>;
  path: `uzletreszAtruhazasok.${number}`;
  buyer: BuyerFormValues;
  /** The contract's date: a minor buyer's age is judged on it. */
  date: string;
  persons: SavedPerson[];
  newMembers: { id: string; vevo: BuyerFormValues }[];
};

/** An outside buyer: name and address, a person's data for the members' list, or a legal entity's. */
function BuyerFields({ form, path, buyer: values, date, persons, newMembers }: BuyerFieldsProps) {
  const buyer = `${path}.vevo` as const;
  const isLegalEntity = values.jogiSzemely;
  return (
    <Stack gap="sm">
      {!isLegalEntity && persons.length > 0 && (
        <PersonPicker
          label="A vevő adatainak kitöltése egy mentett személy adataival"
          persons={persons}
          disabledIds={[]}
          onPick={(picked) => {
            const member = newMembers.find((candidate) => candidate.id === String(picked.id));
            const person = persons.find((candidate) => String(candidate.id) === String(picked.id));
            if (person)
              form.setFieldValue(
                buyer,
                member ? buyerFilledFrom(buyerFromPerson(person), member.vevo) : buyerFromPerson(person),
              );
            else if (member) form.setFieldValue(buyer, { ...member.vevo });
          }}
        />
      )}
      <Checkbox
        label="A vevő jogi személy (gazdasági társaság)"
        {...form.getInputProps(`${buyer}.jogiSzemely`, { type: 'checkbox' })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="A vevő neve" withAsterisk {...form.getInputProps(`${buyer}.nev`)} />
        <AddressAutocomplete
          label={isLegalEntity ? 'A vevő székhelye' : 'A vevő lakcíme'}
          withAsterisk
          {...form.getInputProps(`${buyer}.lakohely`)}
        />
        {isLegalEntity ? (
          <>
            <TextInput
              label="A vevő cégjegyzékszáma"
              placeholder="01-09-123456"
              withAsterisk
              {...form.getInputProps(`${buyer}.cegjegyzekszam`)}
            />
            <TextInput
              label="A vevő képviselője"
              description="Név és minőség, például: Kiss Anna ügyvezető."
              withAsterisk
              {...form.getInputProps(`${buyer}.kepviselo`)}
            />
          </>
        ) : (
          <>
            <TextInput label="A vevő születési neve" {...form.getInputProps(`${buyer}.szuletesiNev`)} />
            <TextInput label="A vevő anyja neve" {...form.getInputProps(`${buyer}.anyjaNeve`)} />
            <TextInput label="A vevő születési helye" {...form.getInputProps(`${buyer}.szuletesiHely`)} />
            <DateField
              label="A vevő születési ideje"
              {...clearableDateProps}
              {...form.getInputProps(`${buyer}.szuletesiIdo`)}
            />
            <TextInput label="A vevő állampolgársága" {...form.getInputProps(`${buyer}.allampolgarsag`)} />
            <TextInput label="A vevő adóazonosító jele" {...form.getInputProps(`${buyer}.adoazonositoJel`)} />
          </>
        )}
      </SimpleGrid>
      {isLegalEntity && (
        <JointRepresentativesFields form={form} path={buyer} jointRepresentatives={values.egyuttesKepviselok} />
      )}
      {!isLegalEntity && (
        <RepresentativesFields
          form={form}
          path={`${buyer}.torvenyesKepviselok`}
          person={values}
          date={date}
          legend={BUYER_REPRESENTATIVES_LEGEND}
          role={['vevő', 'vevőnek']}
        />
      )}
      {/* a legal entity's representatives sign for it: the explanation clause names them (decisions 031, 041) */}
      <LanguageFields
        form={form}
        prefix={`${buyer}.`}
        allampolgarsag={isLegalEntity ? undefined : values.allampolgarsag}
        {...(isLegalEntity ? { question: LEGAL_ENTITY_LANGUAGE_QUESTION } : {})}
      />
    </Stack>
  );
}
