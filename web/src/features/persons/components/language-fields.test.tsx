import { savedPersonSchema } from '@cegdok/engine';
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { emptyLanguage, isForeignCitizenship, LANGUAGE_LEGEND, LanguageFields } from './language-fields.tsx';
import type { PersonFormValues } from './person-editor-modal.tsx';

const person = (overrides: Partial<PersonFormValues> = {}): PersonFormValues => ({
  nev: 'Johann Gruber',
  lakohely: '4024 Debrecen, Csapó utca 9.',
  szuletesiNev: '',
  anyjaNeve: '',
  szuletesiHely: '',
  szuletesiIdo: null,
  allampolgarsag: 'osztrák',
  adoazonositoJel: '',
  ...emptyLanguage(),
  ...overrides,
});

type Form = Pick<UseFormReturnType<PersonFormValues>, 'getValues' | 'validate'>;

/** The fields on a person form validated by the engine's saved-person schema; `onForm` sees the form each render. */
function Harness({ initial, onForm }: { initial: PersonFormValues; onForm: (form: Form) => void }) {
  const form = useForm<PersonFormValues>({
    initialValues: initial,
    validate: schemaResolver(savedPersonSchema, { sync: true }),
  });
  onForm(form);
  return <LanguageFields form={form} allampolgarsag={form.getValues().allampolgarsag} />;
}

describe('LanguageFields', () => {
  it('asks a foreign national to answer, and not a Hungarian one', () => {
    renderWithProviders(<Harness initial={person()} onForm={() => {}} />);
    expect(screen.getByText(LANGUAGE_LEGEND)).toBeTruthy();
    expect(screen.getByText(/Nem magyar állampolgár: kérjük, adja meg, érti-e a magyar nyelvet/)).toBeTruthy();
    expect(isForeignCitizenship('magyar')).toBe(false);
    expect(isForeignCitizenship('')).toBe(false);
    expect(isForeignCitizenship('osztrák')).toBe(true);
  });

  it('records that the person does not understand Hungarian, with the language and the interpreter', async () => {
    let form: Form | undefined;
    const { user } = renderWithProviders(<Harness initial={person()} onForm={(f) => (form = f)} />);
    expect(screen.queryByLabelText(/A magyarázat nyelve/)).toBeNull();
    await user.click(screen.getByLabelText(/Nem érti/));
    await user.type(screen.getByLabelText(/A magyarázat nyelve/), 'német');
    await user.type(screen.getByLabelText(/A tolmács neve/), 'Kiss Éva');
    expect(form!.getValues()).toMatchObject({
      nemErtiMagyarul: true,
      magyarazatNyelve: 'német',
      tolmacsNeve: 'Kiss Éva',
    });
    expect(screen.queryByText(/Nem magyar állampolgár/)).toBeNull();
    expect(form!.validate().hasErrors).toBe(false);

    // answering that he understands clears the language and the interpreter
    await user.click(screen.getByLabelText(/Igen, érti/));
    expect(form!.getValues()).toMatchObject({ nemErtiMagyarul: false, magyarazatNyelve: '', tolmacsNeve: '' });
    expect(screen.queryByLabelText(/A magyarázat nyelve/)).toBeNull();
  });

  it('shows the engine’s message for a statement without a language', async () => {
    let form: Form | undefined;
    const { user } = renderWithProviders(<Harness initial={person()} onForm={(f) => (form = f)} />);
    await user.click(screen.getByLabelText(/Nem érti/));
    form!.validate();
    expect(await screen.findByText(/meg kell adni, milyen nyelven magyarázták meg neki/)).toBeTruthy();
  });
});
