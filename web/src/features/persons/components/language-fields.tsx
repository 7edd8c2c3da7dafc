import { Alert, Fieldset, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';

export const LANGUAGE_LEGEND = 'A magyar nyelv ismerete';

/** The values the fields edit: `nemErtiMagyarul` null while nobody said (decision 031). */
export type LanguageFormValues = {
  nemErtiMagyarul: boolean | null;
  magyarazatNyelve: string;
  tolmacsNeve: string;
  tolmacsAzonosito: string;
};

export const emptyLanguage = (): LanguageFormValues => ({
  nemErtiMagyarul: null,
  magyarazatNyelve: '',
  tolmacsNeve: '',
  tolmacsAzonosito: '',
});

/** A saved person's or a member's language data as form values. */
export function toLanguageForm(source: {
  nemErtiMagyarul?: boolean | null | undefined;
  magyarazatNyelve?: string | null | undefined;
  tolmacsNeve?: string | null | undefined;
  tolmacsAzonosito?: string | null | undefined;
}): LanguageFormValues {
  return {
    nemErtiMagyarul: source.nemErtiMagyarul ?? null,
    magyarazatNyelve: source.magyarazatNyelve ?? '',
    tolmacsNeve: source.tolmacsNeve ?? '',
    tolmacsAzonosito: source.tolmacsAzonosito ?? '',
  };
}

/** A citizenship given and not Hungarian: the question is then emphasised (a blank citizenship says nothing). */
export function isForeignCitizenship(allampolgarsag: string | null | undefined): boolean {
  const given = (allampolgarsag ?? '').trim();
  return given !== '' && !/magyar|hungar/iu.test(given);
}

type Answer = 'NINCS_MEGADVA' | 'ERTI' | 'NEM_ERTI';

const answerOf = (value: boolean | null | undefined): Answer =>
  value === true ? 'NEM_ERTI' : value === false ? 'ERTI' : 'NINCS_MEGADVA';

/** The part of a Mantine form the fields use: any form whose values hold the four fields under `prefix`. */
type LanguageForm = {
  getInputProps: (path: string) => object;
  getValues: () => unknown;
  setFieldValue: (path: string, value: never) => void;
};

function valueAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .filter(Boolean)
    .reduce<unknown>(
      (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      values,
    );
}

/**
 * Whether the person understands Hungarian and, if not, in which language the lawyer explained the documents and
 * through which interpreter (decision 031; Pp. 325. § (2)). Shown for every person; with another citizenship and no
 * answer yet, a note asks for one. `prefix` is the path of the person in the form ('' or e.g. 'atruhazasok.0.vevo.').
 */
export function LanguageFields({
  form,
  prefix = '',
  allampolgarsag,
  question = 'Érti-e a magyar nyelvet?',
}: {
  form: LanguageForm;
  prefix?: string;
  allampolgarsag: string | null | undefined;
  /** The question asked, naming who is asked about where it is not the person himself (a legal entity's representative). */
  question?: string;
}) {
  const flag = valueAt(form.getValues(), `${prefix}nemErtiMagyarul`) as boolean | null | undefined;
  const answer = answerOf(flag);
  const set = (path: string, value: unknown) => form.setFieldValue(`${prefix}${path}`, value as never);
  return (
    <Fieldset legend={LANGUAGE_LEGEND} variant="unstyled">
      <Stack gap="xs">
        {answer === 'NINCS_MEGADVA' && isForeignCitizenship(allampolgarsag) && (
          <Alert color="yellow" variant="light">
            Nem magyar állampolgár: kérjük, adja meg, érti-e a magyar nyelvet. Ha nem érti, az általa aláírt okiratok
            csak akkor teljes bizonyító erejűek, ha tartalmukat neki megmagyarázták, és ezt az okirat rögzíti (Pp. 325.
            § (2)).
          </Alert>
        )}
        <Radio.Group
          label={question}
          value={answer}
          onChange={(value) => {
            set('nemErtiMagyarul', value === 'NEM_ERTI' ? true : value === 'ERTI' ? false : null);
            if (value !== 'NEM_ERTI')
              for (const field of ['magyarazatNyelve', 'tolmacsNeve', 'tolmacsAzonosito']) set(field, '');
          }}
        >
          <Stack gap={4} mt={4}>
            <Radio value="NINCS_MEGADVA" label="Nincs megadva" />
            <Radio value="ERTI" label="Igen, érti a magyar nyelvet" />
            <Radio value="NEM_ERTI" label="Nem érti: az okiratok tartalmát más nyelven magyarázzák meg neki" />
          </Stack>
        </Radio.Group>
        {answer === 'NEM_ERTI' && (
          <>
            <Text size="sm" c="dimmed">
              Az okiratok záradéka rögzíti, hogy tartalmukat az ügyvéd – ha tolmács közreműködik, a tolmács útján – a
              megadott nyelven megmagyarázta; a tolmács az okiratokat aláírja.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="A magyarázat nyelve"
                description="Melléknévként, pl. német (az okirat: „német nyelven”)"
                withAsterisk
                {...form.getInputProps(`${prefix}magyarazatNyelve`)}
              />
              <TextInput
                label="A tolmács neve"
                description="Üresen hagyva: az ügyvéd maga magyarázza meg"
                {...form.getInputProps(`${prefix}tolmacsNeve`)}
              />
              <TextInput
                label="A tolmács azonosító adatai"
                description="Pl. lakcím, személyazonosító okmány száma"
                {...form.getInputProps(`${prefix}tolmacsAzonosito`)}
              />
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
