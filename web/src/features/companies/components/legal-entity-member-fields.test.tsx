import { companySchema, parseWith } from '@cegdok/engine';
import { useForm } from '@mantine/form';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { SavedCompany } from '../../../api/companies.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import {
  emptyCompanyForm,
  toCompanyForm,
  toCompanyInput,
  type CompanyFormValues,
} from '../rules/company-form-values.ts';
import { newLegalEntityMember } from '../rules/member-rules.ts';
import {
  LEGAL_ENTITY_LANGUAGE_QUESTION,
  LEGAL_ENTITY_LEGEND,
  LegalEntityMemberFields,
} from './legal-entity-member-fields.tsx';
import fixture from '../../../../../fixtures/egy-tag-jogi-szemely-apport.json';

/** A company whose only member is a holding Kft., typed in on its card. */
function newMemberValues(): CompanyFormValues {
  const values = emptyCompanyForm();
  values.tagok = [
    {
      ...newLegalEntityMember(),
      nev: 'Béta Kft.',
      lakohely: '1052 Budapest, Váci utca 2.',
      kepviselo: 'Kiss Anna ügyvezető',
    },
  ];
  return values;
}

/** A saved company whose legal-entity member has no language data (the fixture's Omega Kft.). */
function savedValues(): CompanyFormValues {
  const parsed = parseWith(companySchema, fixture.tarsasag);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return toCompanyForm({ ...parsed.value, id: 5 } as SavedCompany);
}

function Harness({ initial, onValues }: { initial: CompanyFormValues; onValues: (values: CompanyFormValues) => void }) {
  const form = useForm<CompanyFormValues>({ initialValues: initial });
  onValues(form.values);
  return <LegalEntityMemberFields form={form} index={0} />;
}

describe('LegalEntityMemberFields: whether the representative understands Hungarian', () => {
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => consoleError.mockRestore());

  for (const [what, initial] of [
    ['a new legal-entity member', newMemberValues],
    ['a saved legal-entity member without language data', savedValues],
  ] as const) {
    it(`gives ${what}'s language texts as blank controlled inputs, typed into without a warning`, async () => {
      let current: CompanyFormValues | undefined;
      const { user } = renderWithProviders(<Harness initial={initial()} onValues={(v) => (current = v)} />);
      // the form holds the texts blank (React warns of an uncontrolled input only once a module, so this is the check)
      expect(current!.tagok[0]).toMatchObject({ magyarazatNyelve: '', tolmacsNeve: '', tolmacsAzonosito: '' });
      const card = screen.getByRole('group', { name: LEGAL_ENTITY_LEGEND });
      const question = within(card).getByRole('radiogroup', { name: LEGAL_ENTITY_LANGUAGE_QUESTION });
      await user.click(within(question).getByRole('radio', { name: /Nem érti/ }));
      const language = within(card).getByRole('textbox', { name: /A magyarázat nyelve/ });
      const interpreter = within(card).getByRole('textbox', { name: /A tolmács neve/ });
      const identity = within(card).getByRole('textbox', { name: /A tolmács azonosító adatai/ });
      for (const input of [language, interpreter, identity]) expect(input).toHaveValue('');
      await user.type(language, 'angol');
      await user.type(interpreter, 'Kovács Péter');
      expect(language).toHaveValue('angol');
      // an input given `undefined` and then a text is switched from uncontrolled to controlled: React says so
      expect(consoleError).not.toHaveBeenCalled();
      // the blank interpreter's identification is sent as nothing, not as ''
      const sent = (toCompanyInput(current!).tagok as Record<string, unknown>[])[0]!;
      expect(sent).toMatchObject({ nemErtiMagyarul: true, magyarazatNyelve: 'angol', tolmacsNeve: 'Kovács Péter' });
      expect(sent.tolmacsAzonosito).toBeUndefined();
    });
  }
});
