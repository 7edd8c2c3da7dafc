import { parseRequest, planDocuments, type DocumentRequest } from '@cegdok/engine';
import { useForm } from '@mantine/form';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBrowserEngine } from '../../../lib/browser-engine.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { emptyCompanyForm, toCompanyInput, type CompanyFormValues } from '../rules/company-form-values.ts';
import { newLegalEntityOwner, ownerFromPerson, typedOwner } from '../rules/property-form-values.ts';
import { LEGAL_ENTITY_LANGUAGE_QUESTION } from './legal-entity-member-fields.tsx';
import { OWNER_BIRTH_DATE_HINT, OWNER_REPRESENTATIVES_LEGEND, PropertiesTab } from './properties-tab.tsx';
import { PERSON_DATA_BUTTON } from './person-data-button.tsx';
import { memberFromPerson } from '../rules/member-rules.ts';
import fixture from '../../../../../fixtures/ket-tag.json';

/** Hans Gruber, an Austrian owning the seat, who does not speak Hungarian; Béta Kft. owning a half of it. */
const hans = {
  id: 7,
  nev: 'Hans Gruber',
  lakohely: '1010 Wien, Stephansplatz 4., Ausztria',
  szuletesiNev: 'Hans Gruber',
  anyjaNeve: 'Maria Huber',
  szuletesiHely: 'Wien',
  szuletesiIdo: '1970-01-02',
  allampolgarsag: 'osztrák',
  adoazonositoJel: '8376216783',
};

function values(): CompanyFormValues {
  const form = emptyCompanyForm();
  form.nev = 'Alfa Kft.';
  form.szekhely = '1011 Budapest, Fő utca 1.';
  form.szekhelyIngatlan = {
    helyrajziSzam: '12345/6',
    jogcim: 'HASZONKOLCSON',
    tulajdonosok: [
      { ...ownerFromPerson(hans), tulajdoniHanyad: '1/2' },
      {
        ...newLegalEntityOwner(),
        nev: 'Béta Kft.',
        lakohely: '1052 Budapest, Váci utca 2.',
        cegjegyzekszam: '01-09-123456',
        kepviselo: 'Kiss Anna ügyvezető',
        tulajdoniHanyad: '1/2',
      },
    ],
  };
  return form;
}

function Harness({ onValues }: { onValues: (values: CompanyFormValues) => void }) {
  const form = useForm<CompanyFormValues>({ initialValues: values() });
  onValues(form.values);
  return <PropertiesTab form={form} persons={[]} />;
}

/** The seat's owners as the form sends them. */
const sentOwners = (form: CompanyFormValues) =>
  (toCompanyInput(form).szekhelyIngatlan as { tulajdonosok: Record<string, unknown>[] }).tulajdonosok;

/** The seat's use declaration of a formation (the fixture's company) with the seat's property as the form sends it. */
function declaration(form: CompanyFormValues): string {
  const base = structuredClone(fixture) as { tarsasag: Record<string, unknown> };
  base.tarsasag.szekhely = form.szekhely;
  base.tarsasag.szekhelyIngatlan = toCompanyInput(form).szekhelyIngatlan;
  const parsed = parseRequest(base);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const request: DocumentRequest = parsed.value;
  const html = getBrowserEngine().renderHtml(request, planDocuments(request, ['szekhely'])[0]!);
  return html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
}

describe('PropertiesTab: whether an owner understands Hungarian', () => {
  it('asks it of a natural-person owner, who signs the declaration, and the declaration explains it to him', async () => {
    let current: CompanyFormValues | undefined;
    const { user } = renderWithProviders(<Harness onValues={(v) => (current = v)} />);
    const owner = screen.getByRole('group', { name: 'Tulajdonos 1' });
    // another citizenship, no answer yet: the note asks for one
    expect(within(owner).getByText(/Nem magyar állampolgár/)).toBeInTheDocument();
    const question = within(owner).getByRole('radiogroup', { name: 'Érti-e a magyar nyelvet?' });
    await user.click(within(question).getByRole('radio', { name: /Nem érti/ }));
    await user.type(within(owner).getByRole('textbox', { name: /A magyarázat nyelve/ }), 'német');
    await user.type(within(owner).getByRole('textbox', { name: /A tolmács neve/ }), 'Kovács Péter');
    await user.type(within(owner).getByRole('textbox', { name: /A tolmács azonosító adatai/ }), 'AB123456');
    expect(sentOwners(current!)[0]).toMatchObject({
      nev: 'Hans Gruber',
      nemErtiMagyarul: true,
      magyarazatNyelve: 'német',
      tolmacsNeve: 'Kovács Péter',
    });
    const text = declaration(current!);
    expect(text).toMatch(
      /Hans Gruber a magyar nyelvet nem érti; a jelen okirat tartalmát részére .* Kovács Péter tolmács \(AB123456\) közreműködésével – német nyelven megmagyarázta\./,
    );
  });

  it('asks it of a legal-entity owner’s representative, as of a legal-entity member’s', async () => {
    let current: CompanyFormValues | undefined;
    const { user } = renderWithProviders(<Harness onValues={(v) => (current = v)} />);
    const owner = screen.getByRole('group', { name: 'Tulajdonos 2' });
    const question = within(owner).getByRole('radiogroup', { name: LEGAL_ENTITY_LANGUAGE_QUESTION });
    await user.click(within(question).getByRole('radio', { name: /Nem érti/ }));
    await user.type(within(owner).getByRole('textbox', { name: /A magyarázat nyelve/ }), 'angol');
    expect(sentOwners(current!)[1]).toMatchObject({
      nev: 'Béta Kft.',
      jogiSzemely: true,
      nemErtiMagyarul: true,
      magyarazatNyelve: 'angol',
    });
    expect(declaration(current!)).toMatch(
      /Kiss Anna ügyvezető .*a magyar nyelvet nem érti; .* angol nyelven megmagyarázta\./,
    );
  });
});

describe('PropertiesTab: an owner’s own data (decision 099)', () => {
  it('offers a saved owner’s Személyes adatok by keyboard after his share, and none for a legal entity', async () => {
    const { user } = renderWithProviders(<Harness onValues={() => {}} />);
    const owner = screen.getByRole('group', { name: 'Tulajdonos 1' });
    within(owner).getByRole('textbox', { name: 'Tulajdoni hányad' }).focus();
    await user.tab();
    expect(within(owner).getByRole('button', { name: `${PERSON_DATA_BUTTON}: Hans Gruber` })).toHaveFocus();
    const company = screen.getByRole('group', { name: 'Tulajdonos 2' });
    expect(within(company).queryByRole('button', { name: new RegExp(`^${PERSON_DATA_BUTTON}`) })).toBeNull();
  });
});

describe('PropertiesTab: adding an owner by hand', () => {
  it('focuses the new owner’s name, drawn above the button, so that the next key does not skip it', async () => {
    const { user } = renderWithProviders(<Harness onValues={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Tulajdonos megadása kézzel' }));
    const added = screen.getByRole('group', { name: 'Tulajdonos 3' });
    await waitFor(() => expect(within(added).getByRole('textbox', { name: /^Név/ })).toHaveFocus());
  });
});

describe('PropertiesTab: a minor owner who is no member (decision 057)', () => {
  /** Kovács Lili, twelve on the documents' day, owning the seat. */
  const lili = {
    id: 8,
    nev: 'Kovács Lili',
    lakohely: '1011 Budapest, Fő utca 1.',
    szuletesiNev: 'Kovács Lili',
    anyjaNeve: 'Kovács Éva',
    szuletesiHely: 'Budapest',
    szuletesiIdo: '2014-03-03',
    allampolgarsag: 'magyar',
    adoazonositoJel: '8537526789',
  };

  function MinorHarness({ asMember, onValues }: { asMember: boolean; onValues: (v: CompanyFormValues) => void }) {
    const initial = values();
    initial.szekhelyIngatlan.tulajdonosok = [{ ...ownerFromPerson(lili), tulajdoniHanyad: '1/1' }];
    if (asMember) initial.tagok = [memberFromPerson(lili)];
    const form = useForm<CompanyFormValues>({ initialValues: initial });
    onValues(form.values);
    return <PropertiesTab form={form} persons={[]} />;
  }

  it('asks for the legal representatives, who sign the use declaration in her name', async () => {
    let current: CompanyFormValues | undefined;
    const { user } = renderWithProviders(<MinorHarness asMember={false} onValues={(v) => (current = v)} />);
    const owner = screen.getByRole('group', { name: 'Tulajdonos 1' });
    const fieldset = within(owner).getByRole('group', { name: 'Kovács Lili: törvényes képviselő' });
    expect(within(fieldset).getByText(OWNER_REPRESENTATIVES_LEGEND)).toBeInTheDocument();
    expect(within(fieldset).getByText(/be nem töltött tulajdonos nevében törvényes képviselője jár el/)).toBeVisible();
    await user.click(within(fieldset).getByRole('button', { name: 'Törvényes képviselő hozzáadása' }));
    await user.type(within(fieldset).getByRole('textbox', { name: /A törvényes képviselő neve/ }), 'Kovács Éva');
    await user.click(within(fieldset).getAllByLabelText(/Minősége/)[0]!);
    await user.click(await screen.findByRole('option', { name: 'Szülő' }));
    expect(sentOwners(current!)[0]).toMatchObject({
      nev: 'Kovács Lili',
      torvenyesKepviselok: [{ nev: 'Kovács Éva', minoseg: 'SZULO' }],
    });
    expect(declaration(current!)).toContain('Kovács Lili (kiskorú) tulajdonos nevében:');
  });

  it('asks a hand-typed owner’s birth date, which shows her a minor with representatives to give', async () => {
    let current: CompanyFormValues | undefined;
    function TypedHarness() {
      const initial = values();
      initial.szekhelyIngatlan.tulajdonosok = [{ ...typedOwner(), tulajdoniHanyad: '1/1' }];
      const form = useForm<CompanyFormValues>({ initialValues: initial });
      current = form.values;
      return <PropertiesTab form={form} persons={[]} />;
    }
    const { user } = renderWithProviders(<TypedHarness />);
    const owner = screen.getByRole('group', { name: 'Tulajdonos 1' });
    await user.type(within(owner).getByRole('textbox', { name: /^Név/ }), 'Kovács Lili');
    await user.type(within(owner).getByRole('textbox', { name: /^Lakcím/ }), lili.lakohely);
    expect(within(owner).queryByText(OWNER_REPRESENTATIVES_LEGEND)).toBeNull();
    const birth = within(owner).getByRole('textbox', { name: 'Születési idő' });
    expect(birth).toHaveAccessibleDescription(OWNER_BIRTH_DATE_HINT);
    await user.type(birth, '2014. 03. 03.');
    await user.tab();
    const fieldset = await within(owner).findByRole('group', { name: 'Kovács Lili: törvényes képviselő' });
    expect(within(fieldset).getByText(/be nem töltött tulajdonos nevében törvényes képviselője jár el/)).toBeVisible();
    await user.click(within(fieldset).getByRole('button', { name: 'Törvényes képviselő hozzáadása' }));
    await user.type(within(fieldset).getByRole('textbox', { name: /A törvényes képviselő neve/ }), 'Kovács Éva');
    await user.click(within(fieldset).getAllByLabelText(/Minősége/)[0]!);
    await user.click(await screen.findByRole('option', { name: 'Szülő' }));
    expect(sentOwners(current!)[0]).toMatchObject({
      nev: 'Kovács Lili',
      szuletesiIdo: '2014-03-03',
      torvenyesKepviselok: [{ nev: 'Kovács Éva', minoseg: 'SZULO' }],
    });
    expect(sentOwners(current!)[0]).not.toHaveProperty('szemely');
    expect(declaration(current!)).toContain('Kovács Lili (kiskorú) tulajdonos nevében:');
  });

  it('takes a picked owner’s birth date from the saved person, with no field of its own', () => {
    renderWithProviders(<MinorHarness asMember={false} onValues={() => {}} />);
    const owner = screen.getByRole('group', { name: 'Tulajdonos 1' });
    expect(within(owner).queryByRole('textbox', { name: 'Születési idő' })).toBeNull();
  });

  it('leaves them to the member’s card when the owner is a member', () => {
    renderWithProviders(<MinorHarness asMember onValues={() => {}} />);
    const owner = screen.getByRole('group', { name: 'Tulajdonos 1' });
    expect(within(owner).queryByText(OWNER_REPRESENTATIVES_LEGEND)).toBeNull();
  });
});
