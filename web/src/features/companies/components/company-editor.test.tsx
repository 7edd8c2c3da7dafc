import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_PERSONS } from '../../../components/person-picker.tsx';
import { httpErrorMessage } from '../../../lib/api-client.ts';
import { stubApi, type FakeRequest } from '../../../testing/fake-api.ts';
import { keepByKeyboard } from '../../../testing/keep-by-keyboard.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { linkedFieldErrorState } from '../../../lib/linked-field-error.ts';
import { DISCARD_QUESTION } from '../../../components/discard-changes.tsx';
import { NEEDS_ANOTHER_DIRECTOR, NEEDS_GROUP } from './directors-tab.tsx';
import { PERSON_DATA_FIX } from './entry-errors.ts';
import { PERSON_DATA_BUTTON } from './person-data-button.tsx';
import { DEVIATION_PERCENT_REQUIRED, LEGAL_ENTITY_NAME_REQUIRED } from '../rules/validate-company-form.ts';
import { ADD_JOINT_REPRESENTATIVE, ADD_LEGAL_ENTITY_MEMBER } from './legal-entity-member-fields.tsx';
import { ADD_LEGAL_ENTITY_OWNER } from './properties-tab.tsx';

/** The preview page's markup with no-break spaces read as spaces (the documents bind names with them). */
const previewText = (frame: HTMLElement) => (frame.getAttribute('srcdoc') ?? '').replace(/&nbsp;|\u00a0/g, ' ');

const persons = [
  { id: 1, nev: 'Kiss Anna', lakohely: '1011 Budapest, Fő utca 1.' },
  { id: 2, nev: 'Nagy Béla', lakohely: '6720 Szeged, Kárász utca 2.' },
];
const savedCompany = {
  id: 9,
  nev: 'Alfa Kft.',
  szekhely: '1011 Budapest, Fő utca 1.',
  telephelyek: [],
  fioktelepek: [],
  egyebTevekenysegek: [],
  taggyulesSzabalyzasok: {},
  uzletreszNyeresegSzabalyzasok: {},
  tagok: [],
  ugyvezetok: [],
  szekhelyIngatlan: { tulajdonosok: [], ingyenes: true },
  mentesKesobbre: false,
};

/**
 * Saved with what the findings of decisions 075–077 are about (decision 082): a central administration abroad, a notice
 * period over thirty days, a legal-entity member still being registered with a 0% business share; its director and
 * member Kiss Anna bears the name of the user, the countersigning lawyer.
 */
const findingsCompany = {
  ...savedCompany,
  id: 23,
  nev: 'Delta Kft.',
  kozpontiUgyintezesHelye: 'Graben 1., 1010 Wien, Ausztria',
  taggyulesSzabalyzasok: { meghivasiHatarido: 45 },
  tagok: [
    {
      szemely: { id: 1 },
      nev: 'Kiss Anna',
      lakohely: '1011 Budapest, Fő utca 1.',
      penzbetet: 2000000,
      nemPenzbeliBetet: 0,
      uzletreszElteres: 100,
    },
    {
      jogiSzemely: true,
      nev: 'Omega Kft. (bejegyzés alatt)',
      lakohely: '1011 Budapest, Fő utca 2.',
      cegjegyzekszam: '01-09-123456',
      kepviselo: 'Nagy Béla',
      penzbetet: 1000000,
      nemPenzbeliBetet: 0,
      uzletreszElteres: 0,
    },
  ],
  ugyvezetok: [
    { szemely: { id: 1 }, nev: 'Kiss Anna', lakohely: '1011 Budapest, Fő utca 1.', cegjegyzesiJogTipus: 'ONALLO' },
  ],
};

/** Saved with one premises listed twice (the formation check refuses it, Ctv. 7. § (2)). */
const twicePremisesCompany = {
  ...savedCompany,
  id: 21,
  nev: 'Gamma Kft.',
  telephelyek: ['6720 Szeged, Kárász utca 2.', '6720 Szeged, Kárász utca 2.'],
};

const completeCompany = {
  ...savedCompany,
  id: 10,
  nev: 'Béta Pékség',
  tagok: [
    {
      szemely: { id: 1 },
      nev: 'Kiss Anna',
      lakohely: '1011 Budapest, Fő utca 1.',
      penzbetet: 3000000,
      nemPenzbeliBetet: 0,
    },
  ],
  ugyvezetok: [
    {
      szemely: { id: 1 },
      nev: 'Kiss Anna',
      lakohely: '1011 Budapest, Fő utca 1.',
      cegjegyzesiJogTipus: 'ONALLO',
      cegjegyzesEgyuttesenCsoport: [],
    },
  ],
};

/** Saved before the tax-id check (decision 080): Kiss Anna's tax id has a wrong check digit. */
const legacyTaxIdCompany = {
  ...completeCompany,
  id: 24,
  nev: 'Epszilon Kft.',
  tagok: completeCompany.tagok.map((member) => ({ ...member, adoazonositoJel: '8432231232' })),
  ugyvezetok: completeCompany.ugyvezetok.map((director) => ({ ...director, adoazonositoJel: '8432231232' })),
};

/**
 * Saved before the tax-id check (decision 080): the company manager Nagy Béla's tax id and that of Tóth Péter, the
 * seat's owner typed in (not picked from the saved persons), have a wrong check digit.
 */
const ownDataTaxIdCompany = {
  ...completeCompany,
  id: 25,
  nev: 'Zéta Kft.',
  cegvezeto: {
    szemely: { id: 2 },
    nev: 'Nagy Béla',
    lakohely: '6720 Szeged, Kárász utca 2.',
    adoazonositoJel: '8432231232',
    cegjegyzesiJogTipus: 'ONALLO',
    cegjegyzesEgyuttesenCsoport: [],
  },
  szekhelyIngatlan: {
    helyrajziSzam: '12345/6',
    jogcim: 'HASZONKOLCSON',
    tulajdonosok: [
      {
        nev: 'Tóth Péter',
        lakohely: '1011 Budapest, Fő utca 1.',
        adoazonositoJel: '8432231232',
        tulajdoniHanyad: '1/1',
      },
    ],
  },
};

/**
 * Saved before the tax-id check (decision 080): Kiss Anna, picked from the saved persons, is the member, the director
 * and the seat's owner, each entry with the same mistyped tax id.
 */
const savedOwnerTaxIdCompany = {
  ...legacyTaxIdCompany,
  id: 26,
  nev: 'Éta Kft.',
  szekhelyIngatlan: {
    jogcim: 'HASZONKOLCSON',
    tulajdonosok: [
      {
        szemely: { id: 1 },
        nev: 'Kiss Anna',
        lakohely: '1011 Budapest, Fő utca 1.',
        adoazonositoJel: '8432231232',
        tulajdoniHanyad: '1/1',
      },
    ],
  },
};

/** Nagy Béla, picked from the saved persons, owns the seat; Tóth Péter, typed in, the premises. */
const ownersCompany = {
  ...completeCompany,
  id: 27,
  nev: 'Théta Kft.',
  telephelyek: ['6720 Szeged, Kárász utca 2.'],
  szekhelyIngatlan: {
    jogcim: 'HASZONKOLCSON',
    tulajdonosok: [
      {
        szemely: { id: 2 },
        nev: 'Nagy Béla',
        lakohely: '6720 Szeged, Kárász utca 2.',
        adoazonositoJel: '8432231231',
        tulajdoniHanyad: '1/1',
      },
    ],
  },
  ingatlanok: [
    {
      cim: '6720 Szeged, Kárász utca 2.',
      jogcim: 'BERLET',
      tulajdonosok: [{ nev: 'Tóth Péter', lakohely: '1011 Budapest, Fő utca 1.', tulajdoniHanyad: '1/1' }],
    },
  ],
};

/** Béta Pékség as registered: its members' törzsbetét payment is kept with the company. */
const registeredCompany = {
  ...completeCompany,
  id: 11,
  tagok: [{ ...completeCompany.tagok[0]!, tagsagKezdete: '2024-03-01' }],
  bejegyzes: {
    cegjegyzekszam: '01-09-123456',
    bejegyzesDatuma: '2024-03-15',
    adoszam: '12345678-2-41',
    letesitoOkiratKelte: '2024-03-01',
  },
};

/** Saved through the API: a legal-entity member represented jointly (decision 041), a director living abroad. */
const legalEntityCompany = {
  ...completeCompany,
  id: 12,
  nev: 'Gamma Kft.',
  tagok: [
    {
      szemely: { id: 1 },
      jogiSzemely: true,
      nev: 'Béta Holding Zrt.',
      lakohely: '1052 Budapest, Váci utca 2.',
      cegjegyzekszam: '01-10-123456',
      kepviselo: 'Kiss Tamás vezérigazgató',
      egyuttesKepviselok: ['Nagy Éva igazgatósági tag'],
      penzbetet: 3000000,
      nemPenzbeliBetet: 0,
    },
  ],
  szekhelyIngatlan: {
    jogcim: 'HASZONKOLCSON',
    tulajdonosok: [
      {
        jogiSzemely: true,
        nev: 'Delta Ingatlan Kft.',
        lakohely: '1011 Budapest, Fő utca 1.',
        cegjegyzekszam: '01-09-654321',
        kepviselo: 'Tóth Béla ügyvezető',
      },
    ],
  },
  ugyvezetok: [
    {
      nev: 'Gruber Anna',
      lakohely: '1010 Wien, Stephansplatz 4., Ausztria',
      cegjegyzesiJogTipus: 'ONALLO',
      cegjegyzesEgyuttesenCsoport: [],
    },
  ],
};

/** Béta Pékség with a company manager picked among the persons, whose birth data were never entered. */
const managedCompany = {
  ...completeCompany,
  id: 20,
  nev: 'Gamma Pékség',
  cegvezeto: { szemely: { id: 2 }, nev: 'Nagy Béla', lakohely: '6720 Szeged, Kárász utca 2.' },
};

function stubEditorApi(options: { persons?: typeof persons; plan?: string } = {}) {
  return stubApi({
    'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: '1', isAdmin: false }),
    'GET /api/subscription': () => ({ name: options.plan ?? 'basic', remainingDocs: 10 }),
    'GET /api/szemely': () => options.persons ?? persons,
    'GET /api/tarsasag': () => [
      savedCompany,
      completeCompany,
      registeredCompany,
      legalEntityCompany,
      managedCompany,
      twicePremisesCompany,
      findingsCompany,
      legacyTaxIdCompany,
      ownDataTaxIdCompany,
      savedOwnerTaxIdCompany,
      ownersCompany,
    ],
    'PUT /api/tarsasag': (request: FakeRequest) => ({
      ...(request.body as object),
      modifiedAt: '2026-11-26T10:00:00Z',
    }),
    'GET /api/lawfirm': () => ({ nev: 'Dr. Kiss Ügyvédi Iroda', szekhely: '1052 Budapest, Váci utca 2.' }),
    'POST /api/tarsasag': () => ({ status: 201, body: { ...savedCompany, id: 10 } }),
    'DELETE /api/tarsasag/:id': () => ({ ok: true }),
    'PUT /api/szemely': () => ({ ok: true }),
    'POST /api/address/autocomplete': () => [],
    'GET /api/tarsasag/teaor/:query': (_request: FakeRequest, params: Record<string, string>) =>
      params.query!.length >= 2 ? [{ kod: '6210', kodKsh: '62.10', megnevezes: 'Számítógépes programozás' }] : [],
  });
}

async function pickOption(user: ReturnType<typeof renderApp>['user'], input: HTMLElement, option: string) {
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: new RegExp(option) }));
}

function modeInput(card: HTMLElement): HTMLElement {
  return within(card).getAllByLabelText('Pénzbeli betét befizetésének módja')[0]!;
}

describe('company editor', () => {
  beforeEach(() => localStorage.setItem('token', 'tok'));

  it('enables Mentés only with a name and a seat, and hides the Törlés tab of a new company', async () => {
    stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/uj');
    // The first test loads the editor's lazy chunk (with the engine and its TEÁOR tables) on a cold module cache.
    const save = await screen.findByRole('button', { name: 'Mentés' });
    expect(save).toBeDisabled();
    expect(screen.queryByRole('tab', { name: 'Törlés' })).toBeNull();
    expect(screen.getAllByRole('tab')).toHaveLength(7);
    await user.type(screen.getByLabelText(/^A társaság neve/), 'Alfa Kft.');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/^Székhely/), '1011 Budapest, Fő utca 1.');
    expect(save).toBeEnabled();
    await user.clear(screen.getByLabelText(/^A társaság neve/));
    await user.tab();
    expect(await screen.findByText('A társaság neve kötelező.')).toBeInTheDocument();
  });

  it('names the other tab whose field keeps Mentés disabled, and opens it at that field', async () => {
    stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/uj');
    const save = await screen.findByRole('button', { name: 'Mentés' });
    await user.type(screen.getByLabelText(/^Székhely/), '1011 Budapest, Fő utca 1.');
    // On its own tab the field's message says what is missing; elsewhere only this note does.
    expect(screen.queryByText(/Javítandó adat/)).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Ügyvezetők' }));
    expect(save).toBeDisabled();
    expect(screen.getByText(/Javítandó adat a következő fülön:/)).toHaveTextContent(
      'Javítandó adat a következő fülön: Alap adatok.',
    );
    await user.click(screen.getByRole('button', { name: 'Alap adatok' }));
    expect(screen.getByRole('tab', { name: 'Alap adatok' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByLabelText(/^A társaság neve/)).toHaveFocus());
    expect(screen.getByText('A társaság neve kötelező.')).toBeInTheDocument();
    expect(screen.queryByText(/Javítandó adat/)).toBeNull();
  });

  it('requires an optional property while checked and clears it when unchecked', async () => {
    stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/uj');
    await user.type(await screen.findByLabelText(/^A társaság neve/), 'Alfa Kft.');
    await user.type(screen.getByLabelText(/^Székhely/), '1011 Budapest, Fő utca 1.');
    await user.click(screen.getByRole('checkbox', { name: 'Pótbefizetés feltételei' }));
    const save = screen.getByRole('button', { name: 'Mentés' });
    expect(save).toBeDisabled();
    await user.type(
      screen.getByRole('textbox', { name: 'Pótbefizetés feltételei' }),
      'A taggyűlés határozata alapján.',
    );
    expect(save).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Pótbefizetés feltételei' }));
    expect(screen.queryByRole('textbox', { name: 'Pótbefizetés feltételei' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Pótbefizetés feltételei' }));
    expect(screen.getByRole('textbox', { name: 'Pótbefizetés feltételei' })).toHaveValue('');
  });

  it('adds premises trimmed and only once', async () => {
    stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/uj');
    for (const text of ['  6720 Szeged, Kárász utca 2.  ', '6720 Szeged, Kárász utca 2.']) {
      await user.click(await screen.findByRole('button', { name: 'Telephely hozzáadása' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByLabelText('Cím'), text);
      await user.click(within(dialog).getByRole('button', { name: 'Hozzáadás' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    const list = screen.getByRole('list', { name: 'Telephelyek' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['6720 Szeged, Kárász utca 2.×']);
  });

  it('draws the premises dialog with no form of its own in the company form: Enter adds, nothing is saved', async () => {
    const errors = vi.spyOn(console, 'error');
    const api = stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/10');
    await user.click(await screen.findByRole('button', { name: 'Telephely hozzáadása' }));
    const dialog = await screen.findByRole('dialog', { name: 'Telephely hozzáadása' });
    // React's warning „<form> cannot contain a nested <form>” came with every opening.
    expect(document.querySelectorAll('form form')).toHaveLength(0);
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/nested <form>|<form> cannot be a descendant of <form>/);
    await user.type(within(dialog).getByLabelText('Cím'), '6720 Szeged, Kárász utca 2.{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Telephelyek' })).getByRole('listitem')).toHaveTextContent(
      '6720 Szeged, Kárász utca 2.',
    );
    expect(api.calls.some((call) => call.path === '/api/tarsasag' && call.method !== 'GET')).toBe(false);
    errors.mockRestore();
  });

  it('draws a card’s Személyes adatok dialog, a form of its own, next to the company form, not in it', async () => {
    const errors = vi.spyOn(console, 'error');
    stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/10?mezo=ugyvezetok.0.adoazonositoJel');
    const button = await screen.findByRole('button', { name: `${PERSON_DATA_BUTTON}: Kiss Anna` });
    await waitFor(() => expect(button).toHaveFocus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Személy szerkesztése' });
    expect(within(dialog).getByLabelText(/^Név/)).toHaveValue('Kiss Anna');
    // the link named his tax id: the dialog opens at it, the company-register data shown (decision 112); it had opened
    // at Név with them folded away
    await waitFor(() => expect(within(dialog).getByLabelText('Adóazonosító jel')).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Cégbírósági adatok elrejtése' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(document.querySelectorAll('form form')).toHaveLength(0);
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/nested <form>|<form> cannot be a descendant of <form>/);
    await user.click(within(dialog).getByRole('button', { name: 'Mégse' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    errors.mockRestore();
  });

  it('takes an address typed at once after Telephely hozzáadása opens its dialog, and gives the focus back to it', async () => {
    stubEditorApi();
    renderApp('/tool/tarsasagok/uj');
    const opener = await screen.findByRole('button', { name: 'Telephely hozzáadása' });
    opener.focus();
    // The keys follow one another with no pause: no timer runs between the opening and the first character.
    const typist = userEvent.setup({ delay: null });
    await typist.keyboard('{Enter}6720 Szeged, Kárász utca 2.');
    const dialog = screen.getByRole('dialog', { name: 'Telephely hozzáadása' });
    expect(within(dialog).getByLabelText('Cím')).toHaveValue('6720 Szeged, Kárász utca 2.');
    expect(within(dialog).getByLabelText('Cím')).toHaveFocus();
    await typist.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Telephelyek' })).getByRole('listitem')).toHaveTextContent(
      '6720 Szeged, Kárász utca 2.',
    );
    // Not on the field the dialog took with it: Mantine read the opener only after the field had the focus.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('chooses the main and additional TEÁOR activities without duplicates, searching from 2 characters', async () => {
    const api = stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/uj');
    await user.click(await screen.findByRole('tab', { name: 'Tevékenységi körök' }));
    await user.type(screen.getByLabelText('Tevékenység keresése (TEÁOR)'), '6');
    expect(api.calls.some((call) => call.path.startsWith('/api/tarsasag/teaor'))).toBe(false);
    await user.type(screen.getByLabelText('Tevékenység keresése (TEÁOR)'), '2');
    await user.click(await screen.findByRole('button', { name: 'Főtevékenység' }));
    expect(screen.getByTestId('fotevekenyseg')).toHaveTextContent('62.10 – Számítógépes programozás');
    expect(screen.getByRole('button', { name: 'Egyéb' })).toBeDisabled();
  });

  it('adds members through the person picker, formats amounts, totals them and warns under 3 000 000 Ft', async () => {
    stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/uj');
    await user.click(await screen.findByRole('tab', { name: 'Tagok' }));
    await pickOption(user, screen.getByPlaceholderText('Válasszon személyt'), 'Kiss Anna');
    const card = await screen.findByLabelText('Tag: Kiss Anna');
    // A company not registered yet is formed: no törzsbetét payment is asked.
    expect(within(card).queryByRole('checkbox', { name: /törzsbetétét/ })).toBeNull();
    await user.click(screen.getByPlaceholderText('Válasszon személyt'));
    expect(await screen.findByRole('option', { name: /Kiss Anna/ })).toHaveAttribute('data-combobox-disabled', 'true');
    await user.keyboard('{Escape}');

    const cash = within(card).getByLabelText('Pénzbeli betét (Ft)');
    await user.clear(cash);
    await user.type(cash, '1500000');
    expect(cash).toHaveValue('1 500 000');
    expect(screen.getByTestId('contribution-total')).toHaveTextContent('1 500 000 Ft');
    expect(await screen.findByText(/nem éri el .*3 000 000 Ft/)).toBeInTheDocument();

    await pickOption(user, modeInput(card), 'házipénztár');
    expect(modeInput(card)).toHaveValue('házipénztár');
    await user.clear(cash);
    expect(modeInput(card)).toHaveValue('');
    expect(screen.queryByTestId('contribution-total')).toBeNull();

    await user.click(within(card).getByRole('checkbox', { name: 'Eltérő osztalékarány' }));
    await user.type(within(card).getByLabelText('Osztalékarány (%)'), '60');
    await user.click(within(card).getByRole('checkbox', { name: 'Eltérő osztalékarány' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Eltérő osztalékarány' }));
    expect(within(card).getByLabelText('Osztalékarány (%)')).toHaveValue('');
  });

  it('moves the focus to the person picker when a member or a director is removed by keyboard', async () => {
    stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/10');
    await user.click(await screen.findByRole('tab', { name: 'Tagok' }));
    // Each card's Eltávolítás is named by its entry: a screen reader's list of buttons tells them apart.
    within(await screen.findByLabelText('Tag: Kiss Anna'))
      .getByRole('button', { name: 'Eltávolítás: Kiss Anna' })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tag hozzáadása' })).toHaveFocus());
    expect(screen.queryByLabelText('Tag: Kiss Anna')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Ügyvezetők' }));
    within(await screen.findByLabelText('Ügyvezető: Kiss Anna'))
      .getByRole('button', { name: 'Eltávolítás: Kiss Anna' })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Ügyvezető hozzáadása' })).toHaveFocus());
  });

  it('focuses the field a finding’s link names (?mezo=): the seat and a member’s törzsbetét amounts', async () => {
    stubEditorApi();
    const cases = [
      ['szekhely', () => screen.getByRole('textbox', { name: /^Székhely/ })],
      [
        'tagok.0.penzbetet',
        () => within(screen.getByLabelText('Tag: Kiss Anna')).getByLabelText('Pénzbeli betét (Ft)'),
      ],
      [
        'tagok.0.nemPenzbeliBetet',
        () => within(screen.getByLabelText('Tag: Kiss Anna')).getByLabelText('Nem pénzbeli betét (Ft)'),
      ],
    ] as const;
    for (const [field, input] of cases) {
      renderApp(`/tool/tarsasagok/10?mezo=${field}`);
      await waitFor(() => expect(input()).toHaveFocus());
      cleanup();
    }
  });

  it('leads the links of the findings of decisions 075–077 to their fields (?mezo=, decision 082)', async () => {
    stubEditorApi();
    const value = (name: string) => () => screen.getByDisplayValue(name);
    const inCard = (label: string) => () => screen.getByLabelText(label);
    const cases = [
      // COUNTERSIGNING_LAWYER_IS_DIRECTOR, COUNTERSIGNING_LAWYER_IS_PARTY: a saved person's name, no input of its own
      ['ugyvezetok.0.nev', inCard('Ügyvezető: Kiss Anna'), 'card'],
      ['tagok.0.nev', inCard('Tag: Kiss Anna'), 'card'],
      // MEMBER_PRE_COMPANY, MEMBER_IN_STRIKE_OFF, MEMBER_IN_PROCEEDINGS: the legal entity's name
      ['tagok.1.nev', value('Omega Kft. (bejegyzés alatt)'), 'input'],
      // MEMBER_PRE_COMPANY on a number that says so
      ['tagok.1.cegjegyzekszam', value('01-09-123456'), 'input'],
      // SHARE_RATIO_ZERO
      [
        'tagok.1.uzletreszElteres',
        () => within(screen.getByLabelText('Tag: Omega Kft. (bejegyzés alatt)')).getByLabelText('Üzletrész (%)'),
        'input',
      ],
      // NOTICE_PERIOD_LONG
      [
        'taggyulesSzabalyzasok.meghivasiHatarido',
        () => screen.getByRole('textbox', { name: 'Meghívási idő (nap)' }),
        'input',
      ],
      // CENTRAL_ADMINISTRATION_ABROAD
      ['kozpontiUgyintezesHelye', () => screen.getByRole('textbox', { name: 'Központi ügyintézés helye' }), 'input'],
    ] as const;
    for (const [field, target, kind] of cases) {
      renderApp(`/tool/tarsasagok/23?mezo=${field}`);
      await waitFor(() =>
        kind === 'card'
          ? expect(target()).toContainElement(document.activeElement as HTMLElement)
          : expect(target()).toHaveFocus(),
      );
      cleanup();
    }
  });

  it('takes the notice period on the Taggyűlés szabályzása tab and warns of one over thirty days there', async () => {
    stubEditorApi();
    renderApp('/tool/tarsasagok/23?mezo=taggyulesSzabalyzasok.meghivasiHatarido');
    const field = await screen.findByRole('textbox', { name: 'Meghívási idő (nap)' });
    expect(field).toHaveValue('45');
    expect(screen.getByText(/A taggyűlés meghívási ideje \(45 nap\) hosszabb harminc napnál\./)).toBeInTheDocument();
  });

  it('names the open tab as the page’s h2, so the cards’ h3 headings do not skip a level', async () => {
    stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/10');
    await screen.findByRole('heading', { level: 2, name: 'Alap adatok' });
    await user.click(screen.getByRole('tab', { name: 'Ingatlanok' }));
    const levels = () =>
      screen
        .getAllByRole('heading')
        .filter((heading) => heading.closest('form'))
        .map((heading) => `${heading.tagName}:${heading.textContent}`);
    await waitFor(() => expect(levels().slice(0, 2)).toEqual(['H2:Ingatlanok', 'H3:Székhely']));
  });

  it('leads a finding’s link to a premises listed twice (?mezo=telephelyek.1) and removes only that entry', async () => {
    stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/21?mezo=telephelyek.1');
    const list = await screen.findByRole('list', { name: 'Telephelyek' });
    const removals = within(list).getAllByRole('button', { name: '6720 Szeged, Kárász utca 2. törlése' });
    expect(removals).toHaveLength(2);
    await waitFor(() => expect(removals[1]).toHaveFocus());
    await user.keyboard('{Enter}');
    // both entries went with one press before
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Telephely hozzáadása' })).toHaveFocus());
  });

  it('focuses the first control of a part a finding names as a whole (?mezo=ugyvezetok.0), not the body', async () => {
    stubEditorApi();
    renderApp('/tool/tarsasagok/10?mezo=ugyvezetok.0');
    const card = await screen.findByLabelText('Ügyvezető: Kiss Anna');
    await waitFor(() => expect(card).toContainElement(document.activeElement as HTMLElement));
    cleanup();
    renderApp('/tool/tarsasagok/10?mezo=szekhelyIngatlan');
    const parcel = await screen.findByRole('textbox', { name: 'Helyrajzi szám' });
    await waitFor(() => expect(parcel).toHaveFocus());
  });

  it('shows the message a followed link carried at its field, though the editor’s rules find nothing, until it is changed', async () => {
    stubEditorApi();
    const message = 'A társaság neve legfeljebb 200 karakter lehet.';
    const { user } = renderApp({
      pathname: '/tool/tarsasagok/10',
      search: '?mezo=nev',
      state: linkedFieldErrorState(message),
    });
    const name = await screen.findByRole('textbox', { name: /^A társaság neve/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(message);
    // The editor's own check on leaving the field finds nothing: the message stays.
    await user.tab();
    await waitFor(() => expect(name).not.toHaveFocus());
    expect(name).toHaveAccessibleDescription(message);
    expect(screen.getByRole('button', { name: 'Mentés' })).toBeEnabled();
    await user.type(name, ' Kft.');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText(message)).toBeNull();
    // Changed back, it stays gone: the lawyer has seen it and acted.
    await user.type(name, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    await user.tab();
    expect(screen.queryByText(message)).toBeNull();
  });

  it('shows a followed link’s message on a saved owner’s own datum on his block, focused on its Személyes adatok button', async () => {
    stubEditorApi();
    const message = 'Nagy Béla adóazonosító jele hibás: az ellenőrző számjegy nem egyezik.';
    renderApp({
      pathname: '/tool/tarsasagok/27',
      search: '?mezo=szekhelyIngatlan.tulajdonosok.0.adoazonositoJel',
      state: linkedFieldErrorState(message),
    });
    const seat = await screen.findByLabelText('Ingatlan: Székhely');
    const owner = within(seat).getByRole('group', { name: 'Tulajdonos 1' });
    await waitFor(() =>
      expect(within(owner).getByRole('button', { name: `${PERSON_DATA_BUTTON}: Nagy Béla` })).toHaveFocus(),
    );
    expect(owner).toHaveAttribute('data-entry-error');
    expect(owner).toHaveAccessibleDescription(`${message} ${PERSON_DATA_FIX}`);
    expect(screen.getAllByText(new RegExp(message))).toHaveLength(1);
    expect(document.querySelector('[data-linked-error]')).toBeNull();
  });

  it('shows a followed link’s message on a member or a director as a whole on his card, which it describes; a link without one makes none up', async () => {
    stubEditorApi();
    const message = 'Kiss Anna kétszer szerepel az ügyvezetők között (1. és 2. ügyvezető).';
    renderApp({
      pathname: '/tool/tarsasagok/10',
      search: '?mezo=ugyvezetok.0',
      state: linkedFieldErrorState(message),
    });
    const card = await screen.findByRole('group', { name: 'Ügyvezető: Kiss Anna' });
    await waitFor(() => expect(card).toContainElement(document.activeElement as HTMLElement));
    // on the card, marked, and told with the card's name when the focus enters it: not above the tabs
    expect(card).toHaveAccessibleDescription(message);
    expect(card).toHaveAttribute('data-entry-error');
    expect(within(card).getByText(message)).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(1);
    // a member's the same, on the Tagok tab
    cleanup();
    const member = 'Kiss Anna kétszer szerepel a tagok között (1. és 2. tag).';
    const again = renderApp({
      pathname: '/tool/tarsasagok/10',
      search: '?mezo=tagok.0',
      state: linkedFieldErrorState(member),
    });
    const memberCard = await screen.findByRole('group', { name: 'Tag: Kiss Anna' });
    expect(screen.getByRole('tab', { name: 'Tagok' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(memberCard).toContainElement(document.activeElement as HTMLElement));
    expect(memberCard).toHaveAccessibleDescription(member);
    // gone once the member's data change
    const cash = within(memberCard).getByLabelText('Pénzbeli betét (Ft)');
    await again.user.type(cash, '0');
    await waitFor(() => expect(screen.queryByText(member)).toBeNull());
    expect(memberCard).not.toHaveAttribute('data-entry-error');
    cleanup();
    // Without the link's state (an address typed or bookmarked) the field is focused, no message is made up.
    renderApp('/tool/tarsasagok/10?mezo=nev');
    const name = await screen.findByRole('textbox', { name: /^A társaság neve/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
  });

  /**
   * From the editor's note, by keyboard: opens `tab`, where the entry `group` (Kiss Anna's) says that her tax id is
   * wrong and is fixed with its „Személyes adatok” button, which has the focus (not the page); then corrects the tax
   * id in the person's dialog and saves it. Answers the entry.
   */
  async function correctTaxIdFromNote(user: ReturnType<typeof userEvent.setup>, tab: string, group: { name: string }) {
    const note = await screen.findByText(/^Javítandó adat a következő füleken:/);
    within(note).getByRole('button', { name: tab }).focus();
    await user.keyboard('{Enter}');
    const entry = await screen.findByRole('group', group);
    const button = within(entry).getByRole('button', { name: `${PERSON_DATA_BUTTON}: Kiss Anna` });
    await waitFor(() => expect(button).toHaveFocus());
    expect(entry).toHaveAccessibleDescription(
      /^Az adóazonosító jel hibás: .*A személyes adatokat a „Személyes adatok” gombbal javíthatja\.$/,
    );
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Személy szerkesztése' });
    await user.click(within(dialog).getByRole('button', { name: /^Cégbírósági adatok/ }));
    const taxId = within(dialog).getByLabelText('Adóazonosító jel');
    await user.clear(taxId);
    await user.type(taxId, '8432231231');
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    return entry;
  }

  it('shows a tax id saved before the check on the person’s card, where the note’s tab leads by keyboard, and takes the corrected one', async () => {
    stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/24');
    await screen.findByText(/^Javítandó adat a következő füleken:/);
    expect(screen.getByRole('button', { name: 'Mentés' })).toBeDisabled();
    const card = await correctTaxIdFromNote(user, 'Tagok', { name: 'Tag: Kiss Anna' });
    await waitFor(() => expect(card).not.toHaveAttribute('data-entry-error'));
    expect(card).not.toHaveAccessibleDescription();
    // her director's entry took the corrected id too: nothing left to fix
    expect(screen.queryByText(/^Javítandó adat a következő fül/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Mentés' })).toBeEnabled();
  });

  it('shows the company manager’s and a typed-in owner’s mistyped tax id on their blocks, where the note’s tabs lead by keyboard', async () => {
    stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/25');
    const noteOf = () => screen.getByText(/^Javítandó adat a következő fül/);
    // the manager's card on the open tab: the message, and how it is fixed
    const manager = await screen.findByRole('group', { name: 'Cégvezető' });
    await waitFor(() => expect(manager).toHaveAttribute('data-entry-error'));
    expect(manager).toHaveAccessibleDescription(
      /^Az adóazonosító jel hibás: .*A személyes adatokat a „Személyes adatok” gombbal javíthatja\.$/,
    );
    // the owner typed in has no saved data: he is to be saved among the persons and picked; the focus enters his block
    within(noteOf()).getByRole('button', { name: 'Ingatlanok' }).focus();
    await user.keyboard('{Enter}');
    const owner = await screen.findByRole('group', { name: 'Tulajdonos 1' });
    await waitFor(() => expect(owner).toContainElement(document.activeElement as HTMLElement));
    expect(owner).toHaveAttribute('data-entry-error');
    expect(owner).toHaveAccessibleDescription(
      /^Az adóazonosító jel hibás: .*Vegye fel a személyt a személyek közé \(Személyek menüpont\) a helyes adataival, majd itt távolítsa el, és válassza ki a személyek közül\.$/,
    );
    // back to the manager: the focus on the button that opens his saved data
    within(noteOf()).getByRole('button', { name: 'Alap adatok' }).focus();
    await user.keyboard('{Enter}');
    const card = await screen.findByRole('group', { name: 'Cégvezető' });
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: `${PERSON_DATA_BUTTON}: Nagy Béla` })).toHaveFocus(),
    );
  });

  it('fixes a saved owner’s tax id with his block’s Személyes adatok button, where the note’s tab leads by keyboard, and every entry of the person takes it', async () => {
    const api = stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/26');
    const owner = await correctTaxIdFromNote(user, 'Ingatlanok', { name: 'Tulajdonos 1' });
    await waitFor(() =>
      expect(within(owner).getByRole('button', { name: `${PERSON_DATA_BUTTON}: Kiss Anna` })).toHaveFocus(),
    );
    expect(api.calls.find((call) => call.method === 'PUT' && call.path === '/api/szemely')?.body).toMatchObject({
      id: 1,
      adoazonositoJel: '8432231231',
    });
    await waitFor(() => expect(owner).not.toHaveAttribute('data-entry-error'));
    // her member's and director's entries took it too: nothing left to fix, and the company is saved with it
    expect(screen.queryByText(/^Javítandó adat a következő fül/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT' && call.path === '/api/tarsasag')?.body).toMatchObject({
        tagok: [{ adoazonositoJel: '8432231231' }],
        ugyvezetok: [{ adoazonositoJel: '8432231231' }],
        szekhelyIngatlan: { tulajdonosok: [{ szemely: { id: 1 }, adoazonositoJel: '8432231231' }] },
      }),
    );
  });

  it('edits a director’s tax number on the person from the card, the company kept unsaved until Mentés', async () => {
    const api = stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/10?mezo=ugyvezetok.0.adoazonositoJel');
    // A finding on the director's own data leads to the button where it is fixed, not to the page's body.
    const button = await screen.findByRole('button', { name: `${PERSON_DATA_BUTTON}: Kiss Anna` });
    await waitFor(() => expect(button).toHaveFocus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Személy szerkesztése' });
    expect(within(dialog).queryByRole('button', { name: 'Törlés' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /^Cégbírósági adatok/ }));
    await user.type(within(dialog).getByLabelText('Adóazonosító jel'), '8432231231');
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    const saved = api.calls.find((call) => call.method === 'PUT' && call.path === '/api/szemely');
    expect(saved?.body).toMatchObject({ id: 1, nev: 'Kiss Anna', adoazonositoJel: '8432231231' });
    // The person's dialog is a form of its own: the company is saved only by its own Mentés, with the new number.
    expect(api.calls.some((call) => call.path === '/api/tarsasag' && call.method !== 'GET')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT' && call.path === '/api/tarsasag')?.body).toMatchObject({
        ugyvezetok: [{ nev: 'Kiss Anna', adoazonositoJel: '8432231231' }],
      }),
    );
  });

  it('warns of the company manager’s missing birth data, entered with his card’s Személyes adatok button', async () => {
    const api = stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/20');
    const warning = await screen.findByText(/^Nagy Béla \(cégvezető\) hiányzó személyes adatai: születési név, /);
    expect(warning).toHaveTextContent('a létesítő okiratban és az aláírás-mintában kipontozott hely áll a helyükön');
    const manager = screen.getByRole('group', { name: 'Cégvezető' });
    await user.click(within(manager).getByRole('button', { name: `${PERSON_DATA_BUTTON}: Nagy Béla` }));
    const dialog = await screen.findByRole('dialog', { name: 'Személy szerkesztése' });
    await user.click(within(dialog).getByRole('button', { name: /^Cégbírósági adatok/ }));
    await user.type(within(dialog).getByLabelText('Születési név'), 'Nagy Béla');
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'PUT' && call.path === '/api/szemely')?.body).toMatchObject({
      id: 2,
      szuletesiNev: 'Nagy Béla',
    });
    // the card took the saved datum: the warning names only what is still missing
    await waitFor(() =>
      expect(screen.getByText(/^Nagy Béla \(cégvezető\) hiányzó személyes adatai: /)).toHaveTextContent(
        /hiányzó személyes adatai: anyja születési neve, születési hely, születési idő, állampolgárság;/,
      ),
    );
  });

  it('takes electronic notice (Ptk. 3:91. § (2)) on the Taggyűlés szabályzása tab and saves it when ticked', async () => {
    const api = stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/10');
    await user.click(await screen.findByRole('tab', { name: 'Taggyűlés szabályzása' }));
    const notice = screen.getByRole('checkbox', { name: 'Elektronikus levélben történő közlés' });
    expect(notice).not.toBeChecked();
    expect(notice).toHaveAccessibleDescription(
      /csak akkor tehető, ha a társasági szerződés ezt megengedi.*3:91\. § \(2\)/,
    );
    await user.click(notice);
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    const puts = () => api.calls.filter((call) => call.method === 'PUT' && call.path === '/api/tarsasag');
    await waitFor(() => expect(puts()[0]?.body).toMatchObject({ taggyulesSzabalyzasok: { elektronikusKozles: true } }));
  });

  it('takes the quorum with a decimal comma, typed or pasted, and saves it as entered', async () => {
    const api = stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/10');
    await user.click(await screen.findByRole('tab', { name: 'Taggyűlés szabályzása' }));
    const quorum = screen.getByRole('textbox', { name: 'Határozatképesség (%)' });
    await user.clear(quorum);
    await user.type(quorum, '66,6667');
    expect(quorum).toHaveValue('66,6667 %');
    await user.clear(quorum);
    await user.click(quorum);
    await user.paste('75,5');
    await user.tab();
    // With a decimal point, the pasted comma was dropped: 755 was clamped to 100 %.
    expect(quorum).toHaveValue('75,5 %');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT' && call.path === '/api/tarsasag')?.body).toMatchObject({
        taggyulesSzabalyzasok: { hatarozatKepessegSzazalek: 75.5 },
      }),
    );
  });

  it('asks for the percentage of a deviating share switched on, at its field, before the company is saved', async () => {
    stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/10');
    await user.click(await screen.findByRole('tab', { name: 'Tagok' }));
    const anna = screen.getByLabelText('Tag: Kiss Anna');
    await user.click(within(anna).getByRole('checkbox', { name: 'A betéttől eltérő üzletrész' }));
    const share = within(anna).getByRole('textbox', { name: 'Üzletrész (%)' });
    // Left empty, the box stayed ticked while the documents printed the contribution's ratio.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mentés' })).toBeDisabled());
    await user.click(share);
    await user.tab();
    expect(share).toHaveAccessibleDescription(DEVIATION_PERCENT_REQUIRED);
    await user.type(share, '100');
    expect(screen.getByRole('button', { name: 'Mentés' })).toBeEnabled();
    expect(within(anna).queryByText(DEVIATION_PERCENT_REQUIRED)).toBeNull();
  });

  it('tells the user to create persons first when there are none', async () => {
    stubEditorApi({ persons: [] });
    const { user } = renderApp('/tool/tarsasagok/uj');
    await user.click(await screen.findByRole('tab', { name: 'Ügyvezetők' }));
    expect(screen.getByText(NO_PERSONS)).toBeInTheDocument();
  });

  it('shows the signing-rule info boxes for a joint-signing director', async () => {
    stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/uj');
    await user.click(await screen.findByRole('tab', { name: 'Ügyvezetők' }));
    await pickOption(user, screen.getByPlaceholderText('Válasszon személyt'), 'Nagy Béla');
    const card = await screen.findByLabelText('Ügyvezető: Nagy Béla');
    expect(within(card).getByRole('checkbox', { name: 'Önálló cégjegyzési jog' })).toBeChecked();
    expect(screen.queryByText(NEEDS_ANOTHER_DIRECTOR)).toBeNull();
    await user.click(within(card).getByRole('checkbox', { name: 'Önálló cégjegyzési jog' }));
    expect(screen.getByText(NEEDS_ANOTHER_DIRECTOR)).toBeInTheDocument();
    await pickOption(user, screen.getByPlaceholderText('Válasszon személyt'), 'Kiss Anna');
    const second = await screen.findByLabelText('Ügyvezető: Kiss Anna');
    await user.click(within(second).getByRole('checkbox', { name: 'Önálló cégjegyzési jog' }));
    expect(screen.queryByText(NEEDS_ANOTHER_DIRECTOR)).toBeNull();
    // Two joint signers without groups sign with each other (Ctv. 8. § (2)): lawful, no group needed.
    expect(screen.queryByText(new RegExp(NEEDS_GROUP.slice(0, 40)))).toBeNull();
    await user.click(within(card).getByRole('checkbox', { name: 'A' }));
    expect(screen.getByText(new RegExp(NEEDS_GROUP.slice(0, 40)))).toHaveTextContent(/: Kiss Anna$/);
    expect(screen.getByText(/csak egy ügyvezető van/)).toHaveTextContent(/: A \(Ctv\. 8\. § \(2\)\)\.$/);
    await user.click(within(second).getByRole('checkbox', { name: 'A' }));
    expect(screen.queryByText(/csak egy ügyvezető van/)).toBeNull();
    expect(screen.queryByText(new RegExp(NEEDS_GROUP.slice(0, 40)))).toBeNull();
    expect(screen.queryByText('Hiba')).toBeNull();
  });

  it('asks before discarding changes', async () => {
    stubEditorApi();
    const { user, router } = renderApp('/tool/tarsasagok/uj');
    await user.type(await screen.findByLabelText(/^A társaság neve/), 'Alfa');
    await user.click(screen.getByRole('button', { name: 'Mégse' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(DISCARD_QUESTION)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Igen, elvetem' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/tarsasagok'));
    // Mégse left with the editor: the focus goes to the list's main region, not to the page's body.
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('focuses the dialog’s Mégse as soon as Enter or Space on the editor’s Mégse asks, without pressing it', async () => {
    stubEditorApi();
    const { user, router } = renderApp('/tool/tarsasagok/uj');
    await user.type(await screen.findByLabelText(/^A társaság neve/), 'Alfa');
    const opener = screen.getByRole('button', { name: 'Mégse' });
    // Where each key lands while the keys follow one another with no pause: no timer runs between them.
    const targets: Array<[string, EventTarget | null]> = [];
    const record = (event: KeyboardEvent) => targets.push([`${event.type} ${event.key}`, event.target]);
    document.addEventListener('keydown', record, true);
    document.addEventListener('keyup', record, true);
    const typist = userEvent.setup({ delay: null });
    try {
      for (const key of ['Enter', ' ']) {
        opener.focus();
        targets.length = 0;
        await typist.keyboard(`${key === ' ' ? ' ' : '{Enter}'}{Shift}`);
        const dialog = screen.getByRole('dialog', { name: 'Módosítások elvetése' });
        const keep = within(dialog).getByRole('button', { name: 'Mégse' });
        // The key right after the opening one reaches the dialog's Mégse, not the opener behind the dialog; Enter's
        // release lands on it too, and presses nothing.
        expect(targets.find(([event]) => event === 'keydown Shift')?.[1]).toBe(keep);
        if (key === 'Enter') expect(targets.find(([event]) => event === 'keyup Enter')?.[1]).toBe(keep);
        expect(screen.getByRole('dialog', { name: 'Módosítások elvetése' })).toBeInTheDocument();
        expect(keep).toHaveFocus();
        // Enter on the focused Mégse keeps the entries, and the focus goes back to the editor's Mégse.
        await typist.keyboard('{Enter}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await waitFor(() => expect(opener).toHaveFocus());
        expect(router.state.location.pathname).toBe('/tool/tarsasagok/uj');
        expect(screen.getByLabelText(/^A társaság neve/)).toHaveValue('Alfa');
      }
    } finally {
      document.removeEventListener('keydown', record, true);
      document.removeEventListener('keyup', record, true);
    }
  });

  it('asks before the menu or the Back button leaves unsaved changes, and stays on Mégse', async () => {
    stubEditorApi();
    const { user, router } = renderApp('/tool/tarsasagok');
    await user.click(await screen.findByRole('link', { name: 'Új társaság hozzáadása' }));
    await user.type(await screen.findByLabelText(/^A társaság neve/), 'Alfa');
    const menuItem = screen.getByRole('link', { name: 'Személyek' });
    await user.click(menuItem);
    let dialog = await screen.findByRole('dialog', { name: 'Módosítások elvetése' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(within(dialog).getByText(DISCARD_QUESTION)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mégse' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menuItem).toHaveFocus());
    expect(router.state.location.pathname).toBe('/tool/tarsasagok/uj');
    expect(screen.getByLabelText(/^A társaság neve/)).toHaveValue('Alfa');
    await act(() => router.navigate(-1));
    dialog = await screen.findByRole('dialog', { name: 'Módosítások elvetése' });
    await user.click(within(dialog).getByRole('button', { name: 'Igen, elvetem' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/tarsasagok'));
    // The menu item that had the focus is still there: the focus goes back to it, not to the page's body.
    await waitFor(() => expect(menuItem).toHaveFocus());
  });

  it('saves a new company with POST and returns to the list', async () => {
    const api = stubEditorApi();
    const { user, router } = renderApp('/tool/tarsasagok/uj');
    await user.type(await screen.findByLabelText(/^A társaság neve/), 'Alfa Kft.');
    await user.type(screen.getByLabelText(/^Székhely/), '1011 Budapest, Fő utca 1.');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/tarsasagok'));
    const post = api.calls.find((call) => call.method === 'POST' && call.path === '/api/tarsasag');
    expect(post?.body).toMatchObject({
      nev: 'Alfa Kft.',
      szekhely: '1011 Budapest, Fő utca 1.',
      tagok: [],
      ugyvezetok: [],
    });
  });

  it('asks a registered company’s member whether the törzsbetét is paid and saves it with the company', async () => {
    const api = stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/11');
    await user.click(await screen.findByRole('tab', { name: 'Tagok' }));
    const paid = await screen.findByRole('checkbox', { name: 'Kiss Anna: a törzsbetétét teljes egészében befizette' });
    expect(paid).not.toBeChecked();
    await user.click(paid);
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = api.calls.find((call) => call.method === 'PUT' && call.path === '/api/tarsasag');
    expect((put?.body as { tagok: unknown[] }).tagok).toEqual([
      expect.objectContaining({ nev: 'Kiss Anna', torzsbetetBefizetve: true }),
    ]);
  });

  it('keeps a member’s membership start, focused by a finding’s link, and saves it with the company', async () => {
    const api = stubEditorApi();
    // The amendment's warning on an unknown membership start links to the member's field: it was in no tab.
    const { user } = renderApp('/tool/tarsasagok/11?mezo=tagok.0.tagsagKezdete');
    const start = await screen.findByRole('textbox', { name: 'A tagság kezdete' });
    await waitFor(() => expect(start).toHaveFocus());
    expect(start).toHaveValue('2024. 03. 01.');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = api.calls.find((call) => call.method === 'PUT' && call.path === '/api/tarsasag');
    expect((put?.body as { tagok: unknown[] }).tagok).toEqual([
      expect.objectContaining({ nev: 'Kiss Anna', tagsagKezdete: '2024-03-01' }),
    ]);
  });

  it('shows a legal-entity member as what it is, editable, without a natural person’s data, and saves it unchanged', async () => {
    const api = stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/12');
    await user.click(await screen.findByRole('tab', { name: 'Tagok' }));
    const card = await screen.findByRole('group', { name: 'Tag: Béta Holding Zrt.' });
    expect(within(card).getByRole('textbox', { name: /^Cégnév/ })).toHaveValue('Béta Holding Zrt.');
    expect(within(card).getByRole('textbox', { name: 'Cégjegyzékszám (nyilvántartási szám)' })).toHaveValue(
      '01-10-123456',
    );
    const representative = within(card).getByRole('textbox', { name: 'Képviselő neve és minősége' });
    expect(representative).toHaveValue('Kiss Tamás vezérigazgató');
    expect(within(card).getByRole('textbox', { name: '1. együttes képviselő neve és minősége' })).toHaveValue(
      'Nagy Éva igazgatósági tag',
    );
    expect(within(card).queryByRole('button', { name: /Személyes adatok/ })).toBeNull();
    expect(within(card).queryByText(/Törvényes képviselő/)).toBeNull();
    expect(within(card).queryByLabelText(/kézbesítési megbízott/)).toBeNull();

    // A co-representative signs with the representative: without him the engine refuses them, at his field.
    await user.clear(representative);
    await user.tab();
    expect(representative).toHaveAccessibleDescription(
      expect.stringContaining(
        'Az együttes képviselők mellett a jogi személy képviselőjét is meg kell adni (képviselő mező): az együttes képviselők vele együtt írnak alá.',
      ),
    );
    await user.type(representative, 'Kiss Tamás vezérigazgató');

    // The seat's owner, a company too, is edited with the same inputs.
    await user.click(screen.getByRole('tab', { name: 'Ingatlanok' }));
    const owner = await screen.findByRole('group', { name: 'Tulajdonos 1' });
    expect(within(owner).getByRole('textbox', { name: /^Cégnév/ })).toHaveValue('Delta Ingatlan Kft.');
    expect(within(owner).getByRole('textbox', { name: 'Cégjegyzékszám (nyilvántartási szám)' })).toHaveValue(
      '01-09-654321',
    );
    expect(within(owner).getByRole('textbox', { name: 'Képviselő neve és minősége' })).toHaveValue(
      'Tóth Béla ügyvezető',
    );
    expect(within(owner).queryByRole('textbox', { name: /^Név/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = api.calls.find((call) => call.method === 'PUT' && call.path === '/api/tarsasag');
    const body = put?.body as { tagok: unknown[]; szekhelyIngatlan: { tulajdonosok: unknown[] } };
    expect(body.tagok).toEqual([
      expect.objectContaining({
        jogiSzemely: true,
        nev: 'Béta Holding Zrt.',
        lakohely: '1052 Budapest, Váci utca 2.',
        cegjegyzekszam: '01-10-123456',
        kepviselo: 'Kiss Tamás vezérigazgató',
        egyuttesKepviselok: ['Nagy Éva igazgatósági tag'],
      }),
    ]);
    expect(body.szekhelyIngatlan.tulajdonosok).toEqual([
      expect.objectContaining({ jogiSzemely: true, cegjegyzekszam: '01-09-654321', kepviselo: 'Tóth Béla ügyvezető' }),
    ]);
  });

  it('adds a legal-entity member by keyboard, at its Cégnév, and saves its data with the company', async () => {
    const api = stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/10');
    await user.click(await screen.findByRole('tab', { name: 'Tagok' }));
    await screen.findByRole('group', { name: 'Tag: Kiss Anna' });
    screen.getByRole('button', { name: ADD_LEGAL_ENTITY_MEMBER }).focus();
    await user.keyboard('{Enter}');
    const card = await screen.findByRole('group', { name: 'Tag: új jogi személy' });
    const name = within(card).getByRole('textbox', { name: /^Cégnév/ });
    await waitFor(() => expect(name).toHaveFocus());
    // A legal entity has no personal data and no legal representatives.
    expect(within(card).queryByRole('button', { name: /Személyes adatok/ })).toBeNull();
    expect(within(card).queryByText(/Törvényes képviselő/)).toBeNull();

    await user.type(name, 'Gamma Beteiligungs GmbH');
    expect(card).toHaveAccessibleName('Tag: Gamma Beteiligungs GmbH');
    await user.click(within(card).getByLabelText(/^Székhely/));
    await user.paste('1010 Wien, Stephansplatz 4., Ausztria');
    await user.click(within(card).getByRole('textbox', { name: 'Cégjegyzékszám (nyilvántartási szám)' }));
    await user.paste('FN 123456a');
    await user.click(within(card).getByRole('textbox', { name: 'Képviselő neve és minősége' }));
    await user.paste('Hans Gruber ügyvezető');

    // Co-representatives: at most two, each removable by its own named button.
    const addJoint = () => within(card).getByRole('button', { name: ADD_JOINT_REPRESENTATIVE });
    await user.click(addJoint());
    const first = within(card).getByRole('textbox', { name: '1. együttes képviselő neve és minősége' });
    await waitFor(() => expect(first).toHaveFocus());
    await user.paste('Eva Huber ügyvezető');
    await user.click(addJoint());
    await user.paste('Karl Bauer prokurista');
    expect(within(card).queryByRole('button', { name: ADD_JOINT_REPRESENTATIVE })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Eltávolítás: 1. együttes képviselő' }));
    expect(within(card).getByRole('textbox', { name: '1. együttes képviselő neve és minősége' })).toHaveValue(
      'Karl Bauer prokurista',
    );
    expect(within(card).queryByRole('textbox', { name: '2. együttes képviselő neve és minősége' })).toBeNull();
    await waitFor(() => expect(addJoint()).toHaveFocus());

    const cash = within(card).getByLabelText('Pénzbeli betét (Ft)');
    await user.clear(cash);
    await user.type(cash, '1000000');
    // Seated abroad: the service agent the Ctv. asks for.
    await user.click(within(card).getByRole('textbox', { name: /kézbesítési megbízott neve és címe/ }));
    await user.paste('dr. Szabó Péter ügyvéd, 1051 Budapest, Október 6. utca 3.');
    // Its representative does not understand Hungarian: the documents are explained to him (decisions 031, 041).
    const language = within(card).getByRole('radiogroup', { name: /Érti-e a képviselő/ });
    await user.click(within(language).getByRole('radio', { name: /^Nem érti/ }));
    await user.click(within(card).getByRole('textbox', { name: /^A magyarázat nyelve/ }));
    await user.paste('német');

    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = api.calls.find((call) => call.method === 'PUT' && call.path === '/api/tarsasag');
    const members = (put?.body as { tagok: Record<string, unknown>[] }).tagok;
    expect(members).toHaveLength(2);
    expect(members[1]).toEqual(
      expect.objectContaining({
        jogiSzemely: true,
        nev: 'Gamma Beteiligungs GmbH',
        lakohely: '1010 Wien, Stephansplatz 4., Ausztria',
        cegjegyzekszam: 'FN 123456a',
        kepviselo: 'Hans Gruber ügyvezető',
        egyuttesKepviselok: ['Karl Bauer prokurista'],
        penzbetet: '1 000 000',
        kezbesitesiMegbizott: 'dr. Szabó Péter ügyvéd, 1051 Budapest, Október 6. utca 3.',
        nemErtiMagyarul: true,
        magyarazatNyelve: 'német',
      }),
    );
    expect(Object.keys(members[1]!)).not.toContain('szemely');
    expect(Object.keys(members[1]!)).not.toContain('torvenyesKepviselok');
    expect(Object.keys(members[1]!)).not.toContain('anyjaNeve');
  });

  it('offers a legal-entity member when there is no saved person, and names its empty cégnév as such', async () => {
    stubEditorApi({ persons: [] });
    const { user } = renderApp('/tool/tarsasagok/uj');
    await user.click(await screen.findByRole('tab', { name: 'Tagok' }));
    expect(screen.getByText(NO_PERSONS)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ADD_LEGAL_ENTITY_MEMBER }));
    const card = await screen.findByRole('group', { name: 'Tag: új jogi személy' });
    const name = within(card).getByRole('textbox', { name: /^Cégnév/ });
    await waitFor(() => expect(name).toHaveFocus());
    await user.tab();
    expect(name).toHaveAccessibleDescription(expect.stringContaining(LEGAL_ENTITY_NAME_REQUIRED));
    // Removed by keyboard, the focus goes back to the button that added it.
    within(card).getByRole('button', { name: 'Eltávolítás: új jogi személy' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: ADD_LEGAL_ENTITY_MEMBER })).toHaveFocus());
  });

  it('adds a legal-entity owner of the seat by keyboard, at its Cégnév, and saves its data with the company', async () => {
    const api = stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/10');
    await user.click(await screen.findByRole('tab', { name: 'Ingatlanok' }));
    const seat = await screen.findByLabelText('Ingatlan: Székhely');
    within(seat).getByRole('button', { name: ADD_LEGAL_ENTITY_OWNER }).focus();
    await user.keyboard('{Enter}');
    const owner = within(seat).getByRole('group', { name: 'Tulajdonos 1' });
    const name = within(owner).getByRole('textbox', { name: /^Cégnév/ });
    await waitFor(() => expect(name).toHaveFocus());
    // A legal entity has no natural person's name and address fields.
    expect(within(owner).queryByRole('textbox', { name: /^Név/ })).toBeNull();
    expect(within(owner).queryByRole('textbox', { name: /^Lakcím/ })).toBeNull();

    await user.type(name, 'Delta Ingatlan Kft.');
    await user.click(within(owner).getByLabelText(/^Székhely/));
    await user.paste('1052 Budapest, Váci utca 9.');
    // The engine's finding, on the tab's warning list, until its registration number and representative are given.
    const finding = /Delta Ingatlan Kft\. \(a székhely tulajdonosa\) hiányzó adatai: cégjegyzékszám, képviselő/;
    expect(await screen.findByText(finding)).toBeInTheDocument();
    await user.click(within(owner).getByRole('textbox', { name: 'Cégjegyzékszám (nyilvántartási szám)' }));
    await user.paste('01-09-654321');
    await user.click(within(owner).getByRole('textbox', { name: 'Képviselő neve és minősége' }));
    await user.paste('Tóth Béla ügyvezető');
    await user.click(within(owner).getByRole('button', { name: ADD_JOINT_REPRESENTATIVE }));
    const joint = within(owner).getByRole('textbox', { name: '1. együttes képviselő neve és minősége' });
    await waitFor(() => expect(joint).toHaveFocus());
    await user.paste('Varga Ilona ügyvezető');
    await user.type(within(owner).getByRole('textbox', { name: 'Tulajdoni hányad' }), '1/1');
    await waitFor(() => expect(screen.queryByText(finding)).toBeNull());
    expect(within(owner).getByRole('button', { name: 'Eltávolítás: Delta Ingatlan Kft.' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = api.calls.find((call) => call.method === 'PUT' && call.path === '/api/tarsasag');
    const owners = (put?.body as { szekhelyIngatlan: { tulajdonosok: Record<string, unknown>[] } }).szekhelyIngatlan
      .tulajdonosok;
    expect(owners).toEqual([
      expect.objectContaining({
        jogiSzemely: true,
        nev: 'Delta Ingatlan Kft.',
        lakohely: '1052 Budapest, Váci utca 9.',
        cegjegyzekszam: '01-09-654321',
        kepviselo: 'Tóth Béla ügyvezető',
        egyuttesKepviselok: ['Varga Ilona ügyvezető'],
        tulajdoniHanyad: '1/1',
      }),
    ]);
    for (const key of ['szemely', 'anyjaNeve', 'szuletesiIdo', 'allampolgarsag'])
      expect(owners[0]![key], key).toBeUndefined();
  });

  it('names a legal-entity owner’s empty cégnév as such, and returns the focus to the owner picker on removal', async () => {
    stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/10');
    await user.click(await screen.findByRole('tab', { name: 'Ingatlanok' }));
    const seat = await screen.findByLabelText('Ingatlan: Székhely');
    await user.click(within(seat).getByRole('button', { name: ADD_LEGAL_ENTITY_OWNER }));
    const owner = within(seat).getByRole('group', { name: 'Tulajdonos 1' });
    const name = within(owner).getByRole('textbox', { name: /^Cégnév/ });
    await waitFor(() => expect(name).toHaveFocus());
    await user.tab();
    expect(name).toHaveAccessibleDescription(expect.stringContaining(LEGAL_ENTITY_NAME_REQUIRED));
    within(owner).getByRole('button', { name: 'Eltávolítás: jogi személy tulajdonos' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(seat).queryByRole('group', { name: 'Tulajdonos 1' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Tulajdonos hozzáadása a személyek közül'));
  });

  it('asks for the service agent of a director living abroad and saves it', async () => {
    const api = stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/12');
    await user.click(await screen.findByRole('tab', { name: 'Ügyvezetők' }));
    const agent = await screen.findByRole('textbox', { name: 'Gruber Anna: kézbesítési megbízott neve és címe' });
    await user.type(agent, 'dr. Szabó Péter ügyvéd, 1051 Budapest, Október 6. utca 3.');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = api.calls.find((call) => call.method === 'PUT' && call.path === '/api/tarsasag');
    expect((put?.body as { ugyvezetok: unknown[] }).ugyvezetok).toEqual([
      expect.objectContaining({ kezbesitesiMegbizott: 'dr. Szabó Péter ügyvéd, 1051 Budapest, Október 6. utca 3.' }),
    ]);
  });

  it('deletes a saved company after confirmation', async () => {
    const api = stubEditorApi();
    const { user, router } = renderApp('/tool/tarsasagok/9');
    await user.click(await screen.findByRole('tab', { name: 'Törlés' }));
    expect(screen.getByText(/minden adata véglegesen törlődik/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Következő' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Törlés' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Törlés' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/tarsasagok'));
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/tarsasag/9')).toBe(true);
    // The Törlés button went with the editor: the focus goes to the list's main region, not to the page's body.
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('focuses a failed save’s message at the editor’s head: Mentés was disabled while it loaded', async () => {
    stubEditorApi();
    renderApp('/tool/tarsasagok/9');
    const save = await screen.findByRole('button', { name: 'Mentés' });
    await waitFor(() => expect(save).toBeEnabled());
    // The server cannot be reached now (the first calls were answered).
    stubApi({ 'PUT /api/tarsasag': () => ({ status: 503 }) });
    save.focus();
    await userEvent.keyboard('{Enter}');
    const message = await screen.findByText(`A mentés nem sikerült: ${httpErrorMessage(503)}`);
    await waitFor(() => expect(message.closest('[role="alert"]')).toHaveFocus());
  });

  /** Company 10 (or `id`) saved, refused by the server with these field errors (decision 072). */
  async function saveRefused(fields: Record<string, string>, id = 10) {
    stubEditorApi();
    const rendered = renderApp(`/tool/tarsasagok/${id}`);
    const save = await screen.findByRole('button', { name: 'Mentés' });
    await waitFor(() => expect(save).toBeEnabled());
    stubApi({
      'PUT /api/tarsasag': () => ({
        status: 400,
        body: { error: { code: 'VALIDATION_FAILED', message: 'Hibás vagy hiányzó adatok.', fields } },
      }),
    });
    await rendered.user.click(save);
    return rendered;
  }

  it('shows a server error of a member’s field at it, on its tab opened, focused, with no general alert', async () => {
    const refused = 'A pénzbeli betét összege nem lehet negatív.';
    await saveRefused({ 'tagok.0.penzbetet': refused });
    expect(await screen.findByRole('tab', { name: 'Tagok', selected: true })).toBeInTheDocument();
    const amount = within(screen.getByLabelText('Tag: Kiss Anna')).getByLabelText('Pénzbeli betét (Ft)');
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(refused);
    expect(screen.queryByText(/A mentés nem sikerült/)).toBeNull();
  });

  it('opens the first tab of the server’s field errors and names the other tabs that hold one', async () => {
    const seat = 'A székhely címe hiányos: adja meg a házszámot.';
    const amount = 'A pénzbeli betét összege nem lehet negatív.';
    const { user } = await saveRefused({ 'tagok.0.penzbetet': amount, szekhely: seat });
    const seatField = screen.getByRole('textbox', { name: /^Székhely/ });
    await waitFor(() => expect(seatField).toHaveFocus());
    expect(seatField).toHaveAccessibleDescription(seat);
    expect(screen.getByRole('tab', { name: 'Alap adatok', selected: true })).toBeInTheDocument();
    // Mentés stays enabled (the form's own rules find nothing): the note leads to the other tab's error by keyboard.
    const note = screen.getByText(/Javítandó adat a következő fülön/);
    const other = within(note).getByRole('button', { name: 'Tagok' });
    other.focus();
    await user.keyboard('{Enter}');
    const amountField = within(screen.getByLabelText('Tag: Kiss Anna')).getByLabelText('Pénzbeli betét (Ft)');
    await waitFor(() => expect(amountField).toHaveFocus());
    expect(amountField).toHaveAccessibleDescription(amount);
  });

  /** A refused owner's tax id: the server's message, then how his block says it is fixed. */
  const refusedTaxId = 'Az adóazonosító jel hibás: az ellenőrző számjegy nem egyezik.';

  it('shows a server error of an owner’s own datum on his block, where the note’s tab leads by keyboard, with no general alert', async () => {
    const seat = 'A székhely címe hiányos: adja meg a házszámot.';
    const { user } = await saveRefused(
      {
        szekhely: seat,
        'szekhelyIngatlan.tulajdonosok.0.adoazonositoJel': refusedTaxId,
        'ingatlanok.0.tulajdonosok.0.adoazonositoJel': refusedTaxId,
      },
      27,
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Székhely/ })).toHaveFocus());
    expect(screen.queryByText(/A mentés nem sikerült/)).toBeNull();
    const note = screen.getByText(/Javítandó adat a következő fülön/);
    within(note).getByRole('button', { name: 'Ingatlanok' }).focus();
    await user.keyboard('{Enter}');
    const seatOwner = within(await screen.findByLabelText('Ingatlan: Székhely')).getByRole('group', {
      name: 'Tulajdonos 1',
    });
    await waitFor(() =>
      expect(within(seatOwner).getByRole('button', { name: `${PERSON_DATA_BUTTON}: Nagy Béla` })).toHaveFocus(),
    );
    expect(seatOwner).toHaveAttribute('data-entry-error');
    expect(seatOwner).toHaveAccessibleDescription(
      `${refusedTaxId} A személyes adatokat a „Személyes adatok” gombbal javíthatja.`,
    );
    const premises = screen.getByLabelText('Ingatlan: Telephely: 6720 Szeged, Kárász utca 2.');
    expect(within(premises).getByRole('group', { name: 'Tulajdonos 1' })).toHaveAccessibleDescription(
      new RegExp(`^${refusedTaxId} Vegye fel a személyt a személyek közé `),
    );
  });

  it('opens the Ingatlanok tab at the owner whose own datum the server refused, focused on his block’s button', async () => {
    await saveRefused({ 'szekhelyIngatlan.tulajdonosok.0.adoazonositoJel': refusedTaxId }, 27);
    expect(await screen.findByRole('tab', { name: 'Ingatlanok', selected: true })).toBeInTheDocument();
    const owner = within(screen.getByLabelText('Ingatlan: Székhely')).getByRole('group', { name: 'Tulajdonos 1' });
    await waitFor(() =>
      expect(within(owner).getByRole('button', { name: `${PERSON_DATA_BUTTON}: Nagy Béla` })).toHaveFocus(),
    );
    expect(owner).toHaveAccessibleDescription(new RegExp(`^${refusedTaxId} `));
    expect(screen.queryByText(/A mentés nem sikerült/)).toBeNull();
  });

  it('shows a server error of a member’s own datum on his card, focused on its Személyes adatok button', async () => {
    const taxNumber = 'Az adóazonosító jel 10 számjegyből áll.';
    await saveRefused({ 'tagok.0.adoazonositoJel': taxNumber });
    expect(await screen.findByRole('tab', { name: 'Tagok', selected: true })).toBeInTheDocument();
    const card = screen.getByRole('group', { name: 'Tag: Kiss Anna' });
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: `${PERSON_DATA_BUTTON}: Kiss Anna` })).toHaveFocus(),
    );
    expect(card).toHaveAttribute('data-entry-error');
    expect(card).toHaveAccessibleDescription(`${taxNumber} ${PERSON_DATA_FIX}`);
    expect(screen.queryByText(/A mentés nem sikerült/)).toBeNull();
  });

  it('tells a server error of no field of the editor in the general alert, focused', async () => {
    const refused = 'A bejegyzés adatai hibásak.';
    await saveRefused({ 'bejegyzes.cegjegyzekszam': refused });
    const message = await screen.findByText(`A mentés nem sikerült: Hibás vagy hiányzó adatok. ${refused}`);
    await waitFor(() => expect(message.closest('[role="alert"]')).toHaveFocus());
  });

  it('tells a server error of a field its tab does not show in the general alert, not at nothing', async () => {
    // The deviating dividend share is shown only while its checkbox is on: the message cannot go to its field.
    const share = 'Az osztalékarány 0 és 100 közötti szám.';
    await saveRefused({ 'tagok.0.osztalekArany': share });
    const message = await screen.findByText(`A mentés nem sikerült: Hibás vagy hiányzó adatok. ${share}`);
    await waitFor(() => expect(message.closest('[role="alert"]')).toHaveFocus());
    expect(screen.getByRole('tab', { name: 'Tagok', selected: true })).toBeInTheDocument();
  });

  it('says in the delete question why the deletion failed, with the focus on its Mégse', async () => {
    stubEditorApi();
    const { user, router } = renderApp('/tool/tarsasagok/9');
    await user.click(await screen.findByRole('tab', { name: 'Törlés' }));
    // The server cannot be reached now (the first calls were answered).
    stubApi({ 'DELETE /api/tarsasag/:id': () => ({ status: 503 }) });
    await user.click(screen.getByRole('button', { name: 'Törlés' }));
    const dialog = await screen.findByRole('dialog', { name: 'Társaság törlése' });
    await user.click(within(dialog).getByRole('button', { name: 'Törlés' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `A törlés nem sikerült: ${httpErrorMessage(503)}`,
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Mégse' })).toHaveFocus());
    expect(router.state.location.pathname).toBe('/tool/tarsasagok/9');
  });

  it('focuses Mégse of the delete question as it is shown, and gives the focus back to Törlés when the company is kept', async () => {
    const api = stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/9');
    await user.click(await screen.findByRole('tab', { name: 'Törlés' }));
    const opener = screen.getByRole('button', { name: 'Törlés' });
    await keepByKeyboard(opener, 'Társaság törlése');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('lists what the live preview still needs', async () => {
    stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/9');
    await user.click(await screen.findByRole('button', { name: 'Élő előnézet' }));
    expect(await screen.findByText('Az előnézethez még hiányzik:')).toBeInTheDocument();
    expect(screen.getByText('Legalább egy tag megadása kötelező.')).toBeInTheDocument();
  });

  it('re-renders the live preview in the browser as the lawyer types', async () => {
    const api = stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/10');
    await user.click(await screen.findByRole('button', { name: 'Élő előnézet' }));
    const frame = await screen.findByTitle('Élő előnézet: Társasági szerződés / Alapító okirat');
    await waitFor(() => expect(previewText(frame)).toContain('Béta Pékség'));
    expect(frame).toHaveAttribute('sandbox', '');
    await user.type(screen.getByLabelText(/^A társaság neve/), ' Plusz');
    await waitFor(() => expect(previewText(screen.getByTitle(/^Élő előnézet: /))).toContain('Béta Pékség Plusz'));
    expect(api.calls.some((call) => call.path.includes('/contract-engine/'))).toBe(false);
  });

  it('says under the live preview’s count of legal errors on which tab they are listed', async () => {
    stubEditorApi();
    const { user } = renderApp('/tool/tarsasagok/10');
    await user.click(await screen.findByRole('button', { name: 'Élő előnézet' }));
    await screen.findByTitle('Élő előnézet: Társasági szerződés / Alapító okirat');
    // Kiss Anna's contribution has no payment mode nor deadline: errors listed on the Tagok tab, not on Alap adatok.
    const banner = await screen.findByRole('alert', { name: /jogszabályba ütköző hiba$/ });
    expect(banner).toHaveTextContent(
      'A hibákat a javításukhoz vezető hivatkozásokkal a Tagok fülön, a Hiba keretben találja.',
    );
  });

  it('keeps the types the free plan may not generate out of the live preview', async () => {
    stubEditorApi({ plan: 'free' });
    const { user } = renderApp('/tool/tarsasagok/10');
    await user.click(await screen.findByRole('button', { name: 'Élő előnézet' }));
    const frame = await screen.findByTitle('Élő előnézet: Aláírásminta');
    await waitFor(() => expect(previewText(frame)).toContain('Kiss Anna'));
    await user.click(screen.getByRole('combobox', { name: 'Dokumentum' }));
    for (const title of [
      'Társasági szerződés / Alapító okirat',
      'Székhelyhasználati hozzájáruló nyilatkozat',
      'Jogi képviselői meghatalmazás',
      'Ügyvezetői elfogadó nyilatkozat',
    ])
      expect(await screen.findByRole('option', { name: title })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Tagjegyzék' })).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('option', { name: 'Tagjegyzék' }));
    expect(await screen.findByTitle('Élő előnézet: Tagjegyzék')).toBeInTheDocument();
  });
});
