import { CONTRIBUTION_MODES, type CompanyInput } from '@cegdok/engine';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { DateField } from '../../../components/date-field.tsx';
import type { UseFormReturnType } from '@mantine/form';
import { useRef, useState } from 'react';
import { formatForint, parseAmount } from '../../../lib/format-forint.ts';
import { insertAndFocus, removeAndFocus } from '../../../lib/remove-and-focus.ts';
import {
  contributionsToRecount,
  emptyContribution,
  NEW_MEMBER,
  type ContributionFormValues,
} from '../rules/amendment-capital-values.ts';
import type { AmendmentFormValues } from '../rules/amendment-form-values.ts';
import { amountInputProps, clearableDateProps } from './amendment-input-props.ts';

type Props = {
  form: UseFormReturnType<AmendmentFormValues>;
  members: { id: string; nev: string }[];
  /** The registered state and the new one (step 1): the rows are checked against the members' new törzsbetétek. */
  base: CompanyInput;
  changed: CompanyInput;
};

export const RECOUNT_TITLE = 'A hozzájárulások eltérnek a tagok új törzsbetétjétől';
export const RECOUNTED = 'A hozzájárulások újraszámolva.';

export const IN_KIND_NOT_HANDLED =
  'A program csak pénzbeli hozzájárulással történő törzstőke-emelést kezel. Nem pénzbeli hozzájárulás (apport) esetén a vagyontárgy értékelése miatt (Ptk. 3:198. § (3)) a tőkeemelés okiratait egyedileg, a programon kívül kell elkészíteni.';
const IN_KIND_NOTE_ID = 'tokeemeles-nem-penzbeli-megjegyzes';

/**
 * An in-kind amount the row still holds (entered before the field was removed): shown, not dropped silently; the
 * summary names the engine's refusal of it, and the lawyer may clear it here.
 */
function InKindAmount({ amount, onClear }: { amount: number; onClear: () => void }) {
  return (
    <Alert color="yellow" variant="light" mt="sm" title={`Nem pénzbeli hozzájárulás: ${formatForint(amount)}`}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Nem pénzbeli hozzájárulással történő tőkeemelést a program nem kezel: az összefoglaló ezt hibaként jelzi. Ha a
          hozzájárulás pénzbeli, az összeget a Pénzbeli hozzájárulás mezőben adja meg, és ezt az összeget törölje.
        </Text>
        <Button size="xs" variant="default" onClick={onClear}>
          Nem pénzbeli összeg törlése
        </Button>
      </Stack>
    </Alert>
  );
}

/** `Nagy Béla: 1 000 000 Ft`, a new member's name marked as such. */
function expectedContribution(row: ContributionFormValues, members: { id: string; nev: string }[]): string {
  const name =
    row.hozzajarulo === NEW_MEMBER
      ? `${row.ujTag} (új tag)`
      : (members.find((member) => member.id === row.hozzajarulo)?.nev ?? '');
  return `${name}: ${formatForint(parseAmount(row.penzbeli) + parseAmount(row.nemPenzbeli))}`;
}

/**
 * The contribution rows, once the lawyer changed them, are not recounted by themselves when a share transfer or the
 * new state changes: the difference is named at the rows, with the contributions expected, and one button recounts
 * them (keeping each contributor's deadline, payment mode and an in-kind contribution that fits). The region is a
 * polite live region: a transfer changed above is heard of without moving the focus; its text does not follow what
 * is typed in the rows, so typing there is not interrupted.
 */
function RecountNotice({
  expected,
  members,
  hasTransfers,
  onRecount,
  recounted,
}: {
  expected: ContributionFormValues[] | null;
  members: { id: string; nev: string }[];
  hasTransfers: boolean;
  onRecount: () => void;
  recounted: boolean;
}) {
  const source = hasTransfers
    ? 'Az 1. lépésben megadott törzsbetétek és a fenti üzletrész-átruházások szerint'
    : 'Az 1. lépésben megadott törzsbetétek szerint';
  return (
    <div role="status">
      {expected ? (
        <Alert color="yellow" variant="light" role="group" title={RECOUNT_TITLE}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {expected.length === 0
                ? `${source} egyik tagnak sem kell hozzájárulást vállalnia.`
                : `${source} a vállalandó hozzájárulások: ${expected.map((row) => expectedContribution(row, members)).join('; ')}.`}{' '}
              Az Újraszámolás ezekre állítja a sorokat; a befizetés határidejét és módját megtartja. Ha nem ezt kívánja,
              javítsa a tagok új törzsbetétjét az 1. lépésben
              {hasTransfers ? ', vagy a fenti átruházások névértékét' : ''}.
            </Text>
            <Button size="sm" variant="default" onClick={onRecount}>
              Újraszámolás
            </Button>
          </Stack>
        </Alert>
      ) : recounted ? (
        <Text size="sm" c="dimmed">
          {RECOUNTED}
        </Text>
      ) : null}
    </div>
  );
}

/** "Törzstőke-emelés": shown when the new capital is higher than the registered one (Ptk. 3:198.–3:200. §). */
export function CapitalIncreaseFieldset({ form, members, base, changed }: Props) {
  const increase = form.values.tokeemeles;
  const transfers = form.values.uzletreszAtruhazasok;
  const expected = contributionsToRecount(increase, base, changed, transfers);
  const [recounted, setRecounted] = useState(false);
  // "Újraszámolva" is said of the last recount only: a new difference clears it.
  if (recounted && expected) setRecounted(false);
  const rowsRef = useRef<HTMLDivElement>(null);
  if (!increase) return null;

  // The button goes with the notice: the focus moves on to the first row's heading (or the add button).
  function recount() {
    if (!increase || !expected) return;
    form.setFieldValue('tokeemeles.hozzajarulasok', expected);
    setRecounted(true);
    setTimeout(() =>
      (
        rowsRef.current?.querySelector<HTMLElement>('h3') ??
        document.querySelector<HTMLElement>('[data-path="tokeemeles.hozzajarulasok"]')
      )?.focus(),
    );
  }
  const contributorOptions = [
    ...members.map((member) => ({ value: member.id, label: member.nev })),
    { value: NEW_MEMBER, label: 'Új tag (csatlakozó nyilatkozattal)' },
  ];
  return (
    <Fieldset legend="Törzstőke-emelés" aria-describedby={IN_KIND_NOTE_ID}>
      <Stack>
        <Text size="sm" c="dimmed" id={IN_KIND_NOTE_ID}>
          {IN_KIND_NOT_HANDLED}
        </Text>
        <TextInput
          label="Az emelés összege"
          description="Az új és a bejegyzett törzstőke különbözete"
          withAsterisk
          {...amountInputProps(form, 'tokeemeles.osszeg')}
        />
        <RecountNotice
          expected={expected}
          members={members}
          hasTransfers={transfers.length > 0}
          onRecount={recount}
          recounted={recounted}
        />
        <Stack ref={rowsRef}>
          {increase.hozzajarulasok.map((row, index) => {
            const path = `tokeemeles.hozzajarulasok.${index}` as const;
            const number = index + 1;
            return (
              <Card
                key={index}
                withBorder
                padding="md"
                component="section"
                aria-label={`${number}. vagyoni hozzájárulás`}
              >
                <Group justify="space-between" mb="sm">
                  <Title order={3} size="h5" tabIndex={-1}>
                    {number}. vagyoni hozzájárulás
                  </Title>
                  <Button
                    size="xs"
                    color="red"
                    variant="subtle"
                    onClick={() =>
                      removeAndFocus(
                        () => form.removeListItem('tokeemeles.hozzajarulasok', index),
                        'tokeemeles.hozzajarulasok',
                      )
                    }
                  >
                    Hozzájárulás törlése
                  </Button>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Select
                    label="A hozzájárulást vállaló"
                    placeholder="Válasszon tagot vagy új tagot"
                    withAsterisk
                    data={contributorOptions}
                    {...form.getInputProps(`${path}.hozzajarulo`)}
                  />
                  {row.hozzajarulo === NEW_MEMBER && (
                    <TextInput
                      label="Az új tag neve"
                      description="Ahogy az 1. lépésben a tagok között szerepel"
                      withAsterisk
                      {...form.getInputProps(`${path}.ujTag`)}
                    />
                  )}
                  <TextInput label="Pénzbeli hozzájárulás" {...amountInputProps(form, `${path}.penzbeli`)} />
                  <DateField
                    label="A befizetés határideje"
                    withAsterisk
                    {...clearableDateProps}
                    {...form.getInputProps(`${path}.hatarido`)}
                  />
                  <Select
                    label="A befizetés módja"
                    allowDeselect={false}
                    data={[...CONTRIBUTION_MODES]}
                    {...form.getInputProps(`${path}.mod`)}
                  />
                </SimpleGrid>
                {parseAmount(row.nemPenzbeli) > 0 && (
                  <InKindAmount
                    amount={parseAmount(row.nemPenzbeli)}
                    onClear={() => form.setFieldValue(`${path}.nemPenzbeli`, '')}
                  />
                )}
                <Checkbox
                  mt="sm"
                  label="A hozzájárulást az okiratok keltéig befizette"
                  description="A módosító okirat, az egységes szerkezetbe foglalt létesítő okirat és a tagjegyzék a hozzájárulást szolgáltatottként tünteti fel; a határozat és a kötelezettségvállaló nyilatkozat a határidőt a döntés szerint tartalmazza."
                  {...form.getInputProps(`${path}.befizetve`, { type: 'checkbox' })}
                />
                {row.hozzajarulo === NEW_MEMBER && (
                  <Checkbox
                    mt="sm"
                    label="Az új tag csatlakozó nyilatkozatot tett (Ptk. 3:200. § (2))"
                    {...form.getInputProps(`${path}.csatlakozoNyilatkozat`, { type: 'checkbox' })}
                  />
                )}
              </Card>
            );
          })}
        </Stack>
        <Button
          variant="light"
          w="fit-content"
          data-path="tokeemeles.hozzajarulasok"
          onClick={() =>
            insertAndFocus(
              () => form.insertListItem('tokeemeles.hozzajarulasok', emptyContribution(null)),
              'tokeemeles.hozzajarulasok',
              increase.hozzajarulasok.length,
            )
          }
        >
          Hozzájárulás hozzáadása
        </Button>
        <TagsInput
          label="Kijelölt személyek"
          description="Akik a taggyűlés kijelölése alapján a tőkeemelésben részt vehetnek; a nevet Enterrel rögzítse"
          {...form.getInputProps('tokeemeles.kijeloltSzemelyek')}
        />
        {members.length > 0 && (
          <Checkbox.Group
            label="Az elsőbbségi jogukról a taggyűlésen nyilatkozó tagok"
            {...form.getInputProps('tokeemeles.elsobbsegiJogNyilatkozatok')}
          >
            <Stack gap={6} mt={6}>
              {members.map((member) => (
                <Checkbox key={member.id} value={member.id} label={`${member.nev} (elsőbbségi jog)`} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
      </Stack>
    </Fieldset>
  );
}

/** "Az üzleti év változása": shown when the balance-sheet day differs from the registered one (Szt. 11. §). */
export function BusinessYearFieldset({ form }: { form: UseFormReturnType<AmendmentFormValues> }) {
  if (!form.values.uzletiEvValtozas) return null;
  return (
    <Fieldset legend="Az üzleti év változása">
      <Stack>
        <Text size="sm" c="dimmed">
          A mérlegfordulónap az 1. lépésben megadott új napra változik.
        </Text>
        <Textarea
          label="A változás indoka"
          description="A naptári évtől eltérő üzleti év esetén kötelező"
          autosize
          minRows={2}
          {...form.getInputProps('uzletiEvValtozas.ok')}
        />
        <DateField
          label="A mérlegfordulónap utolsó változásának napja"
          description="Üresen hagyva a bejegyzés napja: ha a mérlegfordulónap még nem változott"
          {...clearableDateProps}
          {...form.getInputProps('uzletiEvValtozas.utolsoValtozasDatuma')}
        />
        <Checkbox
          label="A változás oka konszolidációba vonás vagy anyavállalat-váltás"
          {...form.getInputProps('uzletiEvValtozas.konszolidaciosOk', { type: 'checkbox' })}
        />
      </Stack>
    </Fieldset>
  );
}
