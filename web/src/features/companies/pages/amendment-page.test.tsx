import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi, type FakeRequest } from '../../../testing/fake-api.ts';
import { pressAtOnce } from '../../../testing/press-at-once.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { PURCHASE_ON_DOCUMENTS_PAGE } from '../../../components/unpaid-document-cell.tsx';
import { RECOUNT_TITLE, RECOUNTED } from '../components/amendment-capital-fieldsets.tsx';
import { FREE_PLAN_AMENDMENT } from '../components/amendment-quota-notice.tsx';
import { VOTES_TITLE } from '../components/amendment-votes-fieldset.tsx';
import { VOTE_ARRIVALS_HINT, VOTE_ARRIVALS_LEGEND, voteArrivalLabel } from '../components/amendment-data-step.tsx';
import { INVALID_TIME_OF_DAY, TIME_OF_DAY_DESCRIPTION } from '../../../lib/time-of-day.ts';
import {
  COMPLETE_PERSON,
  COMPLETE_PERSON_IN_EDITOR,
  FIX_IN_DATA,
  FIX_PERSON_IN_EDITOR,
  FIX_REGISTERED_DATA,
  REGISTERED_DATA_HINT,
  VIEW_IN_DATA,
} from '../rules/amendment-finding-target.ts';
import { DISCARD_RESTORED_DRAFT, DRAFT_RESTORED, NOT_REGISTERED } from './amendment-page.tsx';
import { COMPANY_NOT_FOUND, COMPANY_NOT_FOUND_NEXT } from './company-editor-page.tsx';

type AmendmentDraftShape = { v: number; baseId: number; step: number; changed: { nev: string }; values: unknown };

const anna = { szemely: { id: 1 }, nev: 'Kiss Anna', lakohely: '1011 Budapest, Fő utca 1.' };
const registeredState = {
  nev: 'Béta Pékség',
  szekhely: '1011 Budapest, Fő utca 1.',
  telephelyek: [] as string[],
  fioktelepek: [],
  egyebTevekenysegek: [],
  taggyulesSzabalyzasok: {},
  uzletreszNyeresegSzabalyzasok: {},
  tagok: [{ ...anna, penzbetet: 3_000_000, nemPenzbeliBetet: 0 }],
  ugyvezetok: [{ ...anna, cegjegyzesiJogTipus: 'ONALLO', cegjegyzesEgyuttesenCsoport: [] }],
  szekhelyIngatlan: { tulajdonosok: [], ingyenes: true },
  mentesKesobbre: false,
};
const bela = { szemely: { id: 2 }, nev: 'Nagy Béla', lakohely: '4031 Debrecen, Kassai út 5.' };
const twoMembers = {
  ...registeredState,
  tagok: [
    { ...anna, penzbetet: 2_000_000, nemPenzbeliBetet: 0 },
    { ...bela, penzbetet: 1_000_000, nemPenzbeliBetet: 0 },
  ],
};
const registration = {
  cegjegyzekszam: '01-09-123456',
  bejegyzesDatuma: '2024-03-15',
  adoszam: '12345678-2-41',
  letesitoOkiratKelte: '2024-03-01',
};
const summary = {
  changes: [
    { type: 'SZEKHELY', label: 'Székhely', before: '1011 Budapest, Fő utca 1.', after: '1011 Budapest, Fő utca 1.' },
  ],
  resolutions: [],
  findings: [],
  documents: [{ id: 'hatarozat', title: 'Az egyedüli tag határozata', fileStem: 'hatarozat' }],
  fee: { illetek: 15_000, kozzetetel: 3_000, basis: 'Itv. 45. § (3b)', isFilingNeeded: true },
  filingDeadline: '2026-12-23',
  filingDeadlineNote: null,
  court: 'Fővárosi Törvényszék Cégbírósága',
};

type PlanHandler = (request: FakeRequest) => unknown;

/** What the generation stores: the resolution within the plan's quota, the members' list beyond it, unpaid. */
const generated = [
  { id: 31, templateId: 'hatarozat', fileName: 'Az egyedüli tag határozata.docx', payed: true },
  { id: 32, templateId: 'tagjegyzek', fileName: 'Tagjegyzék.docx', payed: false },
  {
    id: 33,
    templateId: 'egyseges-szerkezet-valtozaskovetes',
    fileName: 'Egységes szerkezet – változáskövetéssel',
    payed: true,
  },
].map((document) => ({
  ...document,
  companyName: 'Béta Pékség',
  createdAt: '2026-11-26T10:00:00Z',
  deleted: false,
  retentionDays: 90,
}));

/** An amendment generated after the registration whose change registration is not recorded yet. */
const generatedAmendment = {
  id: 6,
  sorszam: 3,
  tipus: 'MODOSITAS',
  letrehozva: '2026-11-26T10:00:00Z',
  letrehozo: { id: 1, nev: 'Dr. Kiss Anna' },
  alap: false,
  cegjegyzekszam: '01-09-123456',
  modositasKelte: '2026-11-26',
};

function stubAmendmentApi({
  registered,
  plan = () => summary,
  state = registeredState,
  laterVersions = [],
  routes = {},
}: {
  registered: boolean;
  plan?: PlanHandler;
  state?: typeof registeredState;
  laterVersions?: (typeof generatedAmendment)[];
  /** Routes answered otherwise than by the registered company's stubs. */
  routes?: Parameters<typeof stubApi>[0];
}) {
  return stubApi({
    'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: '36063842' }),
    'GET /api/subscription': () => ({ name: 'basic', remainingDocs: 10 }),
    'GET /api/lawfirm': () => ({ nev: 'Dr. Kiss Ügyvédi Iroda', szekhely: '1052 Budapest, Váci utca 2.' }),
    'GET /api/szemely': () => [
      { id: 1, nev: 'Kiss Anna', lakohely: '1011 Budapest, Fő utca 1.' },
      { id: 2, nev: 'Kovács Péter', lakohely: '4031 Debrecen, Kassai út 5.', anyjaNeve: 'Kiss Mária' },
    ],
    // The saved state has moved on since the registration: the amendment starts from the registered one.
    'GET /api/tarsasag': () => [
      {
        ...state,
        id: 10,
        szekhely: '6720 Szeged, Kárász utca 2.',
        bejegyzes: registered ? registration : null,
      },
    ],
    'GET /api/tarsasag/:id/versions': () =>
      registered
        ? [
            ...laterVersions,
            {
              id: 5,
              sorszam: 2,
              tipus: 'MENTES',
              letrehozva: '2026-11-25T10:00:00Z',
              letrehozo: { id: 1, nev: 'Dr. Kiss Anna' },
              alap: false,
              cegjegyzekszam: '01-09-123456',
            },
            {
              id: 4,
              sorszam: 1,
              tipus: 'BEJEGYZETT',
              letrehozva: '2026-11-24T10:00:00Z',
              letrehozo: { id: 1, nev: 'Dr. Kiss Anna' },
              alap: true,
              cegjegyzekszam: '01-09-123456',
            },
          ]
        : [],
    'GET /api/tarsasag/:id/versions/:versionId': (_request, params) => ({
      id: Number(params.versionId),
      tarsasag: state,
      bejegyzes: registration,
    }),
    'POST /api/tarsasag/:id/modositas/terv': plan,
    'POST /api/tarsasag/:id/modositas/html/:documentId': () => ({ text: '<p>Előnézet</p>' }),
    'POST /api/tarsasag/:id/modositas': () => ({ status: 201, body: { documents: generated } }),
    'POST /api/address/autocomplete': () => [],
    ...routes,
  });
}

/** A field's label with the required mark (`*`) aside: `A vételár`, not `A vételár megfizetésének határideje`. */
const labelled = (text: string) => new RegExp(`^${text}[\\s\u00a0]*\\*?$`);

/**
 * From step 1 on to step 2 and its one field that no test is about: the place of signing, pasted (one input event
 * instead of one per keystroke).
 */
async function goToStepTwo(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Tovább a módosítás adataihoz' }));
  await screen.findByRole('heading', { name: '2. lépés: A módosítás adatai' });
  await user.click(screen.getByLabelText(/^Keltezés helye/));
  await user.paste('Budapest');
}

describe('the Módosítás flow', () => {
  beforeEach(() => localStorage.setItem('token', 'tok'));

  it('sends an unregistered company back to record its registration first', async () => {
    stubAmendmentApi({ registered: false });
    renderApp('/tool/tarsasagok/10/modositas');
    expect(await screen.findByText(NOT_REGISTERED)).toBeInTheDocument();
    // The focus is not left on the page's body: the problem's heading takes it, the way back follows.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'A módosítás még nem indítható', level: 2 })).toHaveFocus(),
    );
    expect(screen.getByRole('link', { name: 'Vissza a társaságokhoz' })).toHaveAttribute('href', '/tool/tarsasagok');
  });

  it('says of an unknown company that it was not found, focused, and leads back to the companies', async () => {
    stubAmendmentApi({ registered: true });
    const { user, router } = renderApp('/tool/tarsasagok/99/modositas');
    const heading = await screen.findByRole('heading', { name: COMPANY_NOT_FOUND, level: 2 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(COMPANY_NOT_FOUND_NEXT)).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Vissza a társaságokhoz' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/tarsasagok'));
  });

  it('says when the registered state could not be loaded, focused, and loads it again on Újrapróbálás', async () => {
    let failures = 1;
    stubAmendmentApi({
      registered: true,
      routes: {
        'GET /api/tarsasag/:id/versions/:versionId': (_request, params) =>
          failures-- > 0
            ? { status: 500, body: { error: { code: 'ERROR', message: 'A szerver nem érhető el.' } } }
            : { id: Number(params.versionId), tarsasag: registeredState, bejegyzes: registration },
      },
    });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    const heading = await screen.findByRole('heading', {
      name: 'A bejegyzett állapot betöltése nem sikerült',
      level: 2,
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/A szerver nem érhető el\. Próbálja meg újra/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Újrapróbálás' }));
    expect(await screen.findByRole('heading', { name: '1. lépés: A társaság új adatai' })).toBeInTheDocument();
  });

  it('warns in step 1 of a generated amendment whose registration is not recorded, and says what to do', async () => {
    stubAmendmentApi({ registered: true, laterVersions: [generatedAmendment] });
    renderApp('/tool/tarsasagok/10/modositas');
    const notice = await screen.findByText(/Egy korábbi módosítás \(kelte: 2026\. november 26\.\) dokumentumai/);
    expect(notice).toHaveTextContent('a korábbi módosítás változásait nem tartalmazza');
    expect(notice).toHaveTextContent('„Változásbejegyzés rögzítése” gombbal');
  });

  it('has no such warning when every generated amendment is registered (a plain save is no amendment)', async () => {
    stubAmendmentApi({ registered: true });
    renderApp('/tool/tarsasagok/10/modositas');
    await screen.findByRole('heading', { name: '1. lépés: A társaság új adatai' });
    expect(screen.queryByText(/korábbi módosítás/)).not.toBeInTheDocument();
  });

  it('moves the focus to step 1’s heading when the flow is entered from the companies list’s Módosítás link', async () => {
    stubAmendmentApi({ registered: true });
    const { user, router } = renderApp('/tool/tarsasagok');
    const link = await screen.findByRole('link', { name: 'Módosítás: Béta Pékség' });
    link.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/tool/tarsasagok/10/modositas');
    const heading = await screen.findByRole('heading', { name: '1. lépés: A társaság új adatai' });
    // Not left on the page's body: the next Tab goes on in the step, not from the skip link.
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('edits a copy of the registered base, then plans the amendment with the sole member’s decision', async () => {
    const { calls } = stubAmendmentApi({ registered: true });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    const next = await screen.findByRole('button', { name: 'Tovább a módosítás adataihoz' });
    expect(screen.getByLabelText(/^Székhely/)).toHaveValue('1011 Budapest, Fő utca 1.');
    expect(screen.queryByRole('tab', { name: 'Törlés' })).toBeNull();
    await user.click(next);
    expect(await screen.findByRole('heading', { name: '2. lépés: A módosítás adatai' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: /A döntés módja/ })).toHaveValue('Az egyedüli tag döntése');
    expect(screen.getByLabelText(/^Iroda neve/)).toHaveValue('Dr. Kiss Ügyvédi Iroda');
    expect(screen.getByLabelText(/^KASZ szám/)).toHaveValue('36063842');
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    expect(await screen.findByText('A hely megadása kötelező.')).toBeInTheDocument();
    // The refused submit leads to the first field to fix, not leaving the focus on the button below.
    await waitFor(() => expect(screen.getByLabelText(/^Keltezés helye/)).toHaveFocus());
    await user.click(screen.getByLabelText(/^Keltezés helye/));
    await user.paste('Budapest');
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    const changes = await screen.findByRole('table', { name: 'Változások' });
    expect(within(changes).getByRole('row', { name: /Székhely/ })).toBeInTheDocument();
    expect(screen.getByTestId('quota-notice')).toHaveTextContent('a módosítás 1 dokumentumot használ fel');
    const plan = calls.find((call) => call.path === '/api/tarsasag/10/modositas/terv');
    expect(plan?.body).toMatchObject({
      uj: { nev: 'Béta Pékség', szekhely: '1011 Budapest, Fő utca 1.' },
      modositas: { keltezesHelye: 'Budapest', dontes: { mod: 'EGYEDULI_TAG' } },
    });
    expect((plan?.body as { uj: object }).uj).not.toHaveProperty('id');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tovább az előnézethez' })).toBeEnabled());
    expect(calls.some((call) => call.method === 'PUT' && call.path === '/api/tarsasag')).toBe(false);
  });

  describe('the amendment typed so far, kept over an ended session (decision 067)', () => {
    beforeEach(() => sessionStorage.clear());

    /** Step 1 with a new name, step 2 with the place of signing; the summary's call finds the session ended. */
    async function typeAndLoseSession(
      user: ReturnType<typeof renderApp>['user'],
      router: { state: { location: { pathname: string } } },
    ) {
      const name = await screen.findByLabelText(/^A társaság neve/);
      await user.clear(name);
      await user.type(name, 'Gamma Pékség');
      await goToStepTwo(user);
      await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/belepes'));
      // No question on the way: the lawyer chose nothing, and the draft is kept.
      expect(screen.queryByRole('dialog', { name: 'Módosítások elvetése' })).toBeNull();
    }

    async function logInAgain(user: ReturnType<typeof renderApp>['user'], email = 'anna@example.hu') {
      await user.type(await screen.findByLabelText(/^E-mail-cím/), email);
      await user.type(screen.getByLabelText(/^Jelszó/), 'titok12345');
      await user.click(screen.getByRole('button', { name: 'Belépés' }));
    }

    const expiredSession = () => ({
      status: 401,
      body: { error: { code: 'UNAUTHENTICATED', message: 'Kérjük, jelentkezzen be.' } },
    });

    it('gives it back after the login, with a notice, and forgets it once the documents are made', async () => {
      let isExpired = true;
      stubAmendmentApi({
        registered: true,
        plan: () => (isExpired ? expiredSession() : summary),
        routes: { 'POST /api/login': () => ({ token: 'uj' }) },
      });
      const { user, router } = renderApp('/tool/tarsasagok/10/modositas');
      await typeAndLoseSession(user, router);
      isExpired = false;
      await logInAgain(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/tool/tarsasagok/10/modositas'));
      // Back at the step it was left on, the summary, planned again from the kept data (decision 078).
      expect(await screen.findByRole('heading', { name: '3. lépés: A változások összefoglalása' })).toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'Visszaállított adatok' })).toHaveTextContent(DRAFT_RESTORED);
      await screen.findByRole('table', { name: 'Változások' });
      await user.click(screen.getByRole('button', { name: 'Vissza' }));
      expect(await screen.findByLabelText(/^Keltezés helye/)).toHaveValue('Budapest');
      await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
      await screen.findByRole('table', { name: 'Változások' });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Tovább az előnézethez' })).toBeEnabled());
      await user.click(screen.getByRole('button', { name: 'Tovább az előnézethez' }));
      await user.click(await screen.findByRole('button', { name: 'Dokumentumok létrehozása' }));
      await screen.findByRole('heading', { name: 'Az elkészült dokumentumok' });
      await waitFor(() => expect(sessionStorage.length).toBe(0));
    });

    it('sends the restored company data on, and keeps the step-1 typing too', async () => {
      let isExpired = true;
      const { calls } = stubAmendmentApi({
        registered: true,
        plan: () => (isExpired ? expiredSession() : summary),
        routes: { 'POST /api/login': () => ({ token: 'uj' }) },
      });
      const { user, router } = renderApp('/tool/tarsasagok/10/modositas');
      await typeAndLoseSession(user, router);
      isExpired = false;
      await logInAgain(user);
      await screen.findByRole('heading', { name: '3. lépés: A változások összefoglalása' });
      await screen.findByRole('table', { name: 'Változások' });
      const plans = calls.filter((call) => call.path === '/api/tarsasag/10/modositas/terv');
      expect(plans.at(-1)?.body).toMatchObject({
        uj: { nev: 'Gamma Pékség' },
        modositas: { keltezesHelye: 'Budapest' },
      });
    });

    it('gives another user signing in on the tab nothing of it', async () => {
      let isExpired = true;
      stubAmendmentApi({
        registered: true,
        plan: () => (isExpired ? expiredSession() : summary),
        routes: {
          'POST /api/login': () => ({ token: 'uj' }),
          'GET /api/user': () =>
            isExpired
              ? { name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: '36063842' }
              : { name: 'Dr. Nagy Péter', email: 'peter@example.hu', kasz: '36063843' },
        },
      });
      const { user, router } = renderApp('/tool/tarsasagok/10/modositas');
      await typeAndLoseSession(user, router);
      isExpired = false;
      await logInAgain(user, 'peter@example.hu');
      expect(await screen.findByRole('heading', { name: '1. lépés: A társaság új adatai' })).toBeInTheDocument();
      expect(screen.queryByText(DRAFT_RESTORED)).toBeNull();
      expect(screen.getByLabelText(/^A társaság neve/)).toHaveValue('Béta Pékség');
      // Anna's draft is still hers.
      expect(sessionStorage.length).toBe(1);
    });

    it('keeps the company data being typed in step 1, and gives them back there', async () => {
      stubAmendmentApi({ registered: true });
      const first = renderApp('/tool/tarsasagok/10/modositas');
      const name = await screen.findByLabelText(/^A társaság neve/);
      await first.user.clear(name);
      await first.user.type(name, 'Gamma Pékség');
      const kept = JSON.parse(sessionStorage.getItem(sessionStorage.key(0)!)!) as AmendmentDraftShape;
      expect(kept).toMatchObject({ v: 2, baseId: 4, step: 0, changed: { nev: 'Gamma Pékség' }, values: null });
      // The tab comes back to the page (a login after the session ended, a reload).
      cleanup();
      const { user } = renderApp('/tool/tarsasagok/10/modositas');
      expect(await screen.findByLabelText(/^A társaság neve/)).toHaveValue('Gamma Pékség');
      expect(screen.getByRole('status', { name: 'Visszaállított adatok' })).toHaveTextContent(DRAFT_RESTORED);
      await user.click(screen.getByRole('button', { name: 'Tovább a módosítás adataihoz' }));
      expect(await screen.findByRole('heading', { name: '2. lépés: A módosítás adatai' })).toBeInTheDocument();
    });

    it('keeps the preview step over a reload: the whole draft and the step, the plan made again, then generated', async () => {
      const { calls } = stubAmendmentApi({ registered: true });
      const first = renderApp('/tool/tarsasagok/10/modositas');
      const name = await screen.findByLabelText(/^A társaság neve/);
      await first.user.clear(name);
      await first.user.type(name, 'Gamma Pékség');
      await goToStepTwo(first.user);
      await first.user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
      await screen.findByRole('table', { name: 'Változások' });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Tovább az előnézethez' })).toBeEnabled());
      await first.user.click(screen.getByRole('button', { name: 'Tovább az előnézethez' }));
      await screen.findByRole('heading', { name: '4. lépés: Előnézet és létrehozás' });
      const kept = JSON.parse(sessionStorage.getItem(sessionStorage.key(0)!)!) as AmendmentDraftShape;
      expect(kept).toMatchObject({ step: 3, changed: { nev: 'Gamma Pékség' }, values: { keltezesHelye: 'Budapest' } });
      // A reload of the tab.
      cleanup();
      const plansBefore = calls.filter((call) => call.path === '/api/tarsasag/10/modositas/terv').length;
      const { user } = renderApp('/tool/tarsasagok/10/modositas');
      const heading = await screen.findByRole('heading', { name: '4. lépés: Előnézet és létrehozás' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(screen.getByRole('status', { name: 'Visszaállított adatok' })).toHaveTextContent(DRAFT_RESTORED);
      const create = await screen.findByRole('button', { name: 'Dokumentumok létrehozása' });
      const plans = calls.filter((call) => call.path === '/api/tarsasag/10/modositas/terv');
      expect(plans.length).toBe(plansBefore + 1);
      expect(plans.at(-1)?.body).toMatchObject({
        uj: { nev: 'Gamma Pékség' },
        modositas: { keltezesHelye: 'Budapest' },
      });
      await user.click(create);
      await screen.findByRole('heading', { name: 'Az elkészült dokumentumok' });
      const generated = calls.find((call) => call.path === '/api/tarsasag/10/modositas' && call.method === 'POST');
      expect(generated?.body).toMatchObject({ uj: { nev: 'Gamma Pékség' } });
      await waitFor(() => expect(sessionStorage.length).toBe(0));
    });

    it('shows the summary, not the preview, when the restored plan finds an error now', async () => {
      let hasError = false;
      stubAmendmentApi({
        registered: true,
        plan: () =>
          hasError
            ? {
                ...summary,
                findings: [
                  { severity: 'error', code: 'teszt', message: 'A keltezés helye hibás.', path: 'keltezesHelye' },
                ],
              }
            : summary,
      });
      const first = renderApp('/tool/tarsasagok/10/modositas');
      await goToStepTwo(first.user);
      await first.user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Tovább az előnézethez' })).toBeEnabled());
      await first.user.click(screen.getByRole('button', { name: 'Tovább az előnézethez' }));
      await screen.findByRole('heading', { name: '4. lépés: Előnézet és létrehozás' });
      cleanup();
      hasError = true;
      renderApp('/tool/tarsasagok/10/modositas');
      expect(await screen.findByRole('heading', { name: '3. lépés: A változások összefoglalása' })).toBeInTheDocument();
      expect(await screen.findByText('A keltezés helye hibás.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Dokumentumok létrehozása' })).toBeNull();
    });

    it('forgets the draft on the notice’s discard, and starts again from the registered state', async () => {
      let isExpired = true;
      stubAmendmentApi({
        registered: true,
        plan: () => (isExpired ? expiredSession() : summary),
        routes: { 'POST /api/login': () => ({ token: 'uj' }) },
      });
      const { user, router } = renderApp('/tool/tarsasagok/10/modositas');
      await typeAndLoseSession(user, router);
      isExpired = false;
      await logInAgain(user);
      await user.click(await screen.findByRole('button', { name: DISCARD_RESTORED_DRAFT }));
      const heading = await screen.findByRole('heading', { name: '1. lépés: A társaság új adatai' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(screen.getByLabelText(/^A társaság neve/)).toHaveValue('Béta Pékség');
      expect(screen.queryByText(DRAFT_RESTORED)).toBeNull();
      expect(sessionStorage.length).toBe(0);
    });
  });

  it('sends a share transfer entered in step 2, and a finding on its price focuses the price', async () => {
    const priceFinding = {
      severity: 'error',
      code: 'vetelar',
      message: 'A vételár nem lehet kevesebb a névértéknél.',
      path: 'uzletreszAtruhazasok.0.vetelar',
    };
    const { calls } = stubAmendmentApi({
      registered: true,
      plan: () => ({ ...summary, findings: [priceFinding] }),
    });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    await goToStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Átruházás hozzáadása' }));
    const transfer = screen.getByRole('region', { name: '1. átruházás' });
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    // Nothing chosen or typed yet: the seller and the buyer are asked for in Hungarian.
    expect(await within(transfer).findByText('Kérjük, válassza ki a tagot.')).toBeInTheDocument();
    expect(within(transfer).getByText('A vevő nevének megadása kötelező.')).toBeInTheDocument();
    await user.click(within(transfer).getByRole('combobox', { name: labelled('Az eladó \\(átruházó\\) tag') }));
    await user.click(await screen.findByRole('option', { name: 'Kiss Anna' }));
    // The outside buyer's data comes from a saved person.
    await user.click(within(transfer).getByRole('combobox', { name: /mentett személy adataival/ }));
    await user.click(await screen.findByRole('option', { name: /Kovács Péter/ }));
    expect(within(transfer).getByLabelText(labelled('A vevő anyja neve'))).toHaveValue('Kiss Mária');
    await user.click(within(transfer).getByLabelText(/^Az átruházott törzsbetét névértéke/));
    await user.paste('1 000 000');
    await user.click(within(transfer).getByLabelText(labelled('A vételár')));
    await user.paste('1 500 000');
    // A transfer to an outsider asks whether the seller's törzsbetét is paid (the registered state says so).
    expect(
      screen.getByRole('checkbox', { name: 'Kiss Anna a törzsbetétét teljes egészében befizette' }),
    ).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    const errors = await screen.findByRole('alert');
    const plan = calls.find((call) => call.path === '/api/tarsasag/10/modositas/terv');
    expect(plan?.body).toMatchObject({ befizetettTorzsbetetek: [false] });
    expect((plan?.body as { modositas: { uzletreszAtruhazasok: unknown[] } }).modositas.uzletreszAtruhazasok).toEqual([
      expect.objectContaining({
        eladoTag: { id: '1' },
        vevo: expect.objectContaining({
          nev: 'Kovács Péter',
          lakohely: '4031 Debrecen, Kassai út 5.',
          anyjaNeve: 'Kiss Mária',
        }),
        vevoMarTag: false,
        nevertek: '1 000 000',
        jogcim: 'ADASVETEL',
        vetelar: '1 500 000',
      }),
    ]);
    await user.click(within(errors).getByRole('button', { name: 'Javítás a 2. lépésben (a módosítás adatai)' }));
    const price = await screen.findByLabelText(labelled('A vételár'));
    await waitFor(() => expect(price).toHaveFocus());
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('A vételár nem lehet kevesebb a névértéknél.')).toBeInTheDocument();
  });

  it('leads the amendment findings of decisions 077 and 082 to their fields in step 2 (the keeper’s: amendment-finding-target)', async () => {
    const findings = [
      {
        severity: 'error',
        code: 'ajanlat-kozlese-szerzodes-utan',
        message: 'Az ajánlatot a szerződés után közölték.',
        path: 'uzletreszAtruhazasok.0.ajanlatKozlese',
      },
      {
        severity: 'warning',
        code: 'COUNTERSIGNING_LAWYER_IS_PARTY',
        message: 'Az ellenjegyző ügyvéd neve megegyezik az eladó nevével.',
        path: 'uzletreszAtruhazasok.0.eladoTag',
      },
    ];
    stubAmendmentApi({ registered: true, plan: () => ({ ...summary, findings }) });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    await goToStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Átruházás hozzáadása' }));
    const transfer = screen.getByRole('region', { name: '1. átruházás' });
    await user.click(within(transfer).getByRole('combobox', { name: labelled('Az eladó \\(átruházó\\) tag') }));
    await user.click(await screen.findByRole('option', { name: 'Kiss Anna' }));
    await user.click(within(transfer).getByRole('combobox', { name: /mentett személy adataival/ }));
    await user.click(await screen.findByRole('option', { name: /Kovács Péter/ }));
    await user.click(within(transfer).getByLabelText(/^Az átruházott törzsbetét névértéke/));
    await user.paste('1 000 000');
    await user.click(within(transfer).getByLabelText(labelled('A vételár')));
    await user.paste('1 500 000');
    const cases = [
      [FIX_IN_DATA, findings[0]!.message, () => screen.getByLabelText('Az ajánlat közlése a többi taggal')],
      [
        VIEW_IN_DATA,
        findings[1]!.message,
        () => screen.getByRole('combobox', { name: labelled('Az eladó \\(átruházó\\) tag') }),
      ],
    ] as const;
    for (const [label, message, field] of cases) {
      await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
      await user.click(await screen.findByRole('button', { name: label, description: message }));
      await waitFor(() => expect(field()).toHaveFocus());
      expect(field()).toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('starts a transfer passing at signing, and says at the field when a share passing on payment would come too late', async () => {
    stubAmendmentApi({ registered: true });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    await goToStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Átruházás hozzáadása' }));
    const transfer = screen.getByRole('region', { name: '1. átruházás' });
    const passes = within(transfer).getByRole('combobox', { name: labelled('A tulajdonjog átszáll') });
    expect(passes).toHaveValue('A szerződés aláírásával');
    await user.click(within(transfer).getByLabelText(labelled('A vételár megfizetésének határideje')));
    await user.paste('2099. 12. 31.');
    await user.tab();
    expect(passes).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(passes);
    await user.click(await screen.findByRole('option', { name: 'A vételár teljes megfizetésével' }));
    // The price falls due after the documents' date: said at once, before the summary's legal check.
    await waitFor(() => expect(passes).toHaveAttribute('aria-invalid', 'true'));
    expect(within(transfer).getByText(/^A vételár határideje \(2099\. december 31\.\) későbbi/)).toHaveTextContent(
      'Válassza „A szerződés aláírásával” lehetőséget, vagy a vételár határidejét adja meg legkésőbb erre a napra.',
    );
    await user.click(passes);
    await user.click(await screen.findByRole('option', { name: 'A szerződés aláírásával' }));
    await waitFor(() => expect(passes).not.toHaveAttribute('aria-invalid', 'true'));
    expect(within(transfer).queryByText(/^A vételár határideje/)).toBeNull();
  });

  it('moves the focus to the new item’s first field when a statement, a transfer or a contribution is added by keyboard, and to the list’s add button when one is deleted', async () => {
    stubAmendmentApi({ registered: true });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    await user.click(await screen.findByRole('tab', { name: 'Tagok' }));
    const cash = within(screen.getByLabelText('Tag: Kiss Anna')).getByLabelText('Pénzbeli betét (Ft)');
    await user.clear(cash);
    await user.type(cash, '4000000');
    await goToStepTwo(user);
    screen.getByRole('button', { name: 'Átruházás hozzáadása' }).focus();
    await user.keyboard('{Enter}');
    const transfer = screen.getByRole('region', { name: '1. átruházás' });
    // The item is drawn above its add button: the focus goes into it, so the next Tab does not skip it.
    await waitFor(() =>
      expect(within(transfer).getByRole('combobox', { name: labelled('Az eladó \\(átruházó\\) tag') })).toHaveFocus(),
    );
    within(transfer).getByRole('button', { name: 'Nyilatkozat hozzáadása' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(transfer).getByRole('combobox', { name: 'Nyilatkozó tag (1.)' })).toHaveFocus());
    screen.getByRole('button', { name: 'Hozzájárulás hozzáadása' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: '2. vagyoni hozzájárulás' })).getByRole('combobox', {
          name: labelled('A hozzájárulást vállaló'),
        }),
      ).toHaveFocus(),
    );
    within(screen.getByRole('region', { name: '2. vagyoni hozzájárulás' }))
      .getByRole('button', { name: 'Hozzájárulás törlése' })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hozzájárulás hozzáadása' })).toHaveFocus());
    within(transfer).getByRole('button', { name: 'Nyilatkozat törlése' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(transfer).getByRole('button', { name: 'Nyilatkozat hozzáadása' })).toHaveFocus());
    expect(within(transfer).queryByRole('button', { name: 'Nyilatkozat törlése' })).toBeNull();
    within(transfer).getByRole('button', { name: 'Átruházás törlése' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Átruházás hozzáadása' })).toHaveFocus());
    expect(screen.queryByRole('region', { name: '1. átruházás' })).toBeNull();
    const contribution = screen.getByRole('region', { name: '1. vagyoni hozzájárulás' });
    within(contribution).getByRole('button', { name: 'Hozzájárulás törlése' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hozzájárulás hozzáadása' })).toHaveFocus());
  });

  it('asks for the capital increase when the new capital is higher, with a row for the member who pays', async () => {
    const { calls } = stubAmendmentApi({ registered: true });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    await user.click(await screen.findByRole('tab', { name: 'Tagok' }));
    const cash = within(screen.getByLabelText('Tag: Kiss Anna')).getByLabelText('Pénzbeli betét (Ft)');
    await user.clear(cash);
    await user.type(cash, '4000000');
    await goToStepTwo(user);
    expect(screen.getByLabelText(labelled('Az emelés összege'))).toHaveValue('1 000 000');
    const contribution = screen.getByRole('region', { name: '1. vagyoni hozzájárulás' });
    expect(within(contribution).getByRole('combobox', { name: labelled('A hozzájárulást vállaló') })).toHaveValue(
      'Kiss Anna',
    );
    expect(screen.queryByRole('group', { name: 'Az üzleti év változása' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    expect(await within(contribution).findByText('A befizetés határidejének megadása kötelező.')).toBeInTheDocument();
    await user.type(within(contribution).getByLabelText(labelled('A befizetés határideje')), '2027. 01. 31.');
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    await screen.findByRole('table', { name: 'Változások' });
    const plan = calls.find((call) => call.path === '/api/tarsasag/10/modositas/terv');
    expect((plan?.body as { modositas: { tokeemeles: unknown } }).modositas.tokeemeles).toEqual({
      osszeg: '1 000 000',
      hozzajarulasok: [
        {
          tag: { id: '1', nev: 'Kiss Anna' },
          penzbeli: '1 000 000',
          nemPenzbeli: '',
          hatarido: '2027-01-31',
          mod: 'pénzforgalmi számla',
          csatlakozoNyilatkozat: false,
          befizetve: false,
        },
      ],
      kijeloltSzemelyek: [],
      elsobbsegiJogNyilatkozatok: [],
    });
  });

  it('recounts the capital increase’s row when a share transfer in the same amendment gives the member part of its growth', async () => {
    stubAmendmentApi({ registered: true, state: twoMembers });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    await user.click(await screen.findByRole('tab', { name: 'Tagok' }));
    // Anna sells 500 000 Ft to Béla, and Béla raises his törzsbetét by 1 000 000 Ft: 1 500 000 and 2 500 000 Ft.
    const annaCash = within(screen.getByLabelText('Tag: Kiss Anna')).getByLabelText('Pénzbeli betét (Ft)');
    await user.clear(annaCash);
    await user.type(annaCash, '1500000');
    const belaCash = within(screen.getByLabelText('Tag: Nagy Béla')).getByLabelText('Pénzbeli betét (Ft)');
    await user.clear(belaCash);
    await user.type(belaCash, '2500000');
    await goToStepTwo(user);
    expect(screen.getByLabelText(labelled('Az emelés összege'))).toHaveValue('1 000 000');
    const contribution = screen.getByRole('region', { name: '1. vagyoni hozzájárulás' });
    const contributor = within(contribution).getByRole('combobox', { name: labelled('A hozzájárulást vállaló') });
    const cash = within(contribution).getByLabelText('Pénzbeli hozzájárulás');
    // No transfer yet: all of Béla's growth reads as his contribution.
    expect(contributor).toHaveValue('Nagy Béla');
    expect(cash).toHaveValue('1 500 000');
    await user.click(screen.getByRole('button', { name: 'Átruházás hozzáadása' }));
    const transfer = screen.getByRole('region', { name: '1. átruházás' });
    await user.click(within(transfer).getByRole('combobox', { name: labelled('Az eladó \\(átruházó\\) tag') }));
    await user.click(await screen.findByRole('option', { name: 'Kiss Anna' }));
    await user.click(within(transfer).getByRole('checkbox', { name: 'A vevő már tagja a társaságnak' }));
    await user.click(within(transfer).getByRole('combobox', { name: labelled('A vevő \\(tag\\)') }));
    await user.click(await screen.findByRole('option', { name: 'Nagy Béla' }));
    await user.click(within(transfer).getByLabelText(/^Az átruházott törzsbetét névértéke/));
    await user.paste('500 000');
    // The bought 500 000 Ft is not his contribution: he undertakes the increase alone.
    await waitFor(() => expect(cash).toHaveValue('1 000 000'));
    expect(contributor).toHaveValue('Nagy Béla');
    expect(screen.queryByRole('region', { name: '2. vagyoni hozzájárulás' })).toBeNull();
  });

  it('names at the rows a transfer that no longer fits contribution rows the lawyer changed, and recounts them on Újraszámolás', async () => {
    stubAmendmentApi({ registered: true, state: twoMembers });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    await user.click(await screen.findByRole('tab', { name: 'Tagok' }));
    // Anna sells 500 000 Ft to Béla, and Béla raises his törzsbetét by 1 000 000 Ft: 1 500 000 and 2 500 000 Ft.
    const annaCash = within(screen.getByLabelText('Tag: Kiss Anna')).getByLabelText('Pénzbeli betét (Ft)');
    await user.clear(annaCash);
    await user.type(annaCash, '1500000');
    const belaCash = within(screen.getByLabelText('Tag: Nagy Béla')).getByLabelText('Pénzbeli betét (Ft)');
    await user.clear(belaCash);
    await user.type(belaCash, '2500000');
    await goToStepTwo(user);
    const contribution = screen.getByRole('region', { name: '1. vagyoni hozzájárulás' });
    const cash = within(contribution).getByLabelText('Pénzbeli hozzájárulás');
    // The lawyer gives Béla's contribution as 1 200 000 Ft: the rows no longer follow by themselves, and the
    // difference from the 1 500 000 Ft growth is named at once.
    await user.clear(cash);
    await user.paste('1200000');
    expect(await screen.findByRole('group', { name: RECOUNT_TITLE })).toHaveTextContent('Nagy Béla: 1 500 000 Ft.');
    await user.click(screen.getByRole('button', { name: 'Átruházás hozzáadása' }));
    const transfer = screen.getByRole('region', { name: '1. átruházás' });
    await user.click(within(transfer).getByRole('combobox', { name: labelled('Az eladó \\(átruházó\\) tag') }));
    await user.click(await screen.findByRole('option', { name: 'Kiss Anna' }));
    await user.click(within(transfer).getByRole('checkbox', { name: 'A vevő már tagja a társaságnak' }));
    await user.click(within(transfer).getByRole('combobox', { name: labelled('A vevő \\(tag\\)') }));
    await user.click(await screen.findByRole('option', { name: 'Nagy Béla' }));
    await user.click(within(transfer).getByLabelText(/^Az átruházott törzsbetét névértéke/));
    await user.paste('500 000');
    // The edited row is left alone, and the difference is named at the rows, with what is expected.
    const notice = await screen.findByRole('group', { name: RECOUNT_TITLE });
    await waitFor(() =>
      expect(notice).toHaveTextContent(
        'a fenti üzletrész-átruházások szerint a vállalandó hozzájárulások: Nagy Béla: 1 000 000 Ft.',
      ),
    );
    expect(cash).toHaveValue('1 200 000');
    // The notice is heard where it appears: it is inside a polite live region.
    expect(notice.closest('[role="status"]')).not.toBeNull();
    within(notice).getByRole('button', { name: 'Újraszámolás' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cash).toHaveValue('1 000 000'));
    expect(screen.queryByRole('group', { name: RECOUNT_TITLE })).toBeNull();
    expect(screen.getByText(RECOUNTED)).toBeInTheDocument();
    // The button went with the notice: the focus is on the first row's heading, not on the page's body.
    await waitFor(() =>
      expect(within(contribution).getByRole('heading', { name: '1. vagyoni hozzájárulás' })).toHaveFocus(),
    );
  });

  it('asks whether the registered members paid their törzsbetét for a capital increase; the unpaid finding leads to the box', async () => {
    type PlanBody = { befizetettTorzsbetetek: boolean[] };
    const unpaidFinding = {
      severity: 'error',
      code: 'tokeemeles-befizetetlen',
      message: 'Kiss Anna törzsbetétje nincs teljesen befizetve (vagy nincs megadva).',
      path: 'korabbi.tagok.0.torzsbetetBefizetve',
      statute: 'Ptk. 3:198. § (1)',
    };
    const { calls } = stubAmendmentApi({
      registered: true,
      plan: (request) => ({
        ...summary,
        findings: (request.body as PlanBody).befizetettTorzsbetetek[0] ? [] : [unpaidFinding],
      }),
    });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    await user.click(await screen.findByRole('tab', { name: 'Tagok' }));
    // The amendment's copy of the registered state does not ask it: the payment is stated with the amendment.
    expect(screen.queryByRole('checkbox', { name: /törzsbetétét/ })).toBeNull();
    const cash = within(screen.getByLabelText('Tag: Kiss Anna')).getByLabelText('Pénzbeli betét (Ft)');
    await user.clear(cash);
    await user.click(cash);
    await user.paste('4000000');
    await user.click(screen.getByRole('button', { name: 'Tovább a módosítás adataihoz' }));
    await screen.findByRole('heading', { name: '2. lépés: A módosítás adatai' });
    const payments = screen.getByRole('group', { name: 'Befizetett törzsbetétek' });
    const paid = within(payments).getByRole('checkbox', {
      name: 'Kiss Anna a törzsbetétét teljes egészében befizette',
    });
    expect(paid).not.toBeChecked();
    await user.click(screen.getByLabelText(/^Keltezés helye/));
    await user.paste('Budapest');
    const contribution = screen.getByRole('region', { name: '1. vagyoni hozzájárulás' });
    await user.click(within(contribution).getByLabelText(labelled('A befizetés határideje')));
    await user.paste('2027. 01. 31.');
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    const errors = await screen.findByRole('alert');
    expect(within(errors).getByText(/Kiss Anna törzsbetétje nincs teljesen befizetve/)).toBeInTheDocument();
    await user.click(within(errors).getByRole('button', { name: 'Javítás a 2. lépésben (a módosítás adatai)' }));
    const box = await screen.findByRole('checkbox', { name: 'Kiss Anna a törzsbetétét teljes egészében befizette' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAccessibleDescription(/Kiss Anna törzsbetétje nincs teljesen befizetve/);
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tovább az előnézethez' })).toBeEnabled());
    const sent = calls.filter((call) => call.path === '/api/tarsasag/10/modositas/terv').at(-1)?.body as PlanBody;
    expect(sent.befizetettTorzsbetetek).toEqual([true]);
  });

  it('links a note of an entry the registered state holds twice to its field on the company’s page, with the message', async () => {
    const place = '6720 Szeged, Kárász utca 2.';
    const note = {
      severity: 'warning',
      code: 'bejegyzett-allapot-ketszer',
      message: `A bejegyzett állapotban a „${place}” cím kétszer szerepel a telephelyek között. A program a bejegyzett állapotot nem vizsgálja felül.`,
      path: 'korabbi.telephelyek.1',
    };
    stubAmendmentApi({
      registered: true,
      state: { ...registeredState, telephelyek: [place, place] },
      plan: () => ({ ...summary, findings: [note] }),
    });
    const { user, router } = renderApp('/tool/tarsasagok/10/modositas');
    await goToStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    const text = await screen.findByText(/kétszer szerepel a telephelyek között/);
    expect(text).toHaveTextContent(REGISTERED_DATA_HINT);
    const link = screen.getByRole('link', { name: FIX_REGISTERED_DATA });
    expect(link).toHaveAttribute('href', '/tool/tarsasagok/10?mezo=telephelyek.1');
    expect(link).toHaveAccessibleDescription(text.textContent ?? '');
    await user.click(link);
    // The amendment rests on the registered state: leaving it is asked first.
    const question = await screen.findByRole('dialog', { name: 'Módosítások elvetése' });
    await user.click(within(question).getByRole('button', { name: 'Igen, elvetem' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/tarsasagok/10'));
    const removals = await screen.findAllByRole('button', { name: `${place} törlése` });
    await waitFor(() => expect(removals[1]).toHaveFocus());
    expect(screen.getByText(note.message)).toBeInTheDocument();
  });

  it('gives no link to the company’s page while an amendment generated since waits for its registration', async () => {
    stubAmendmentApi({
      registered: true,
      laterVersions: [generatedAmendment],
      plan: () => ({
        ...summary,
        findings: [
          {
            severity: 'warning',
            code: 'bejegyzett-allapot-ketszer',
            message: 'A bejegyzett állapotban Kiss Anna kétszer szerepel a tagok között (1. és 2. tag).',
            path: 'korabbi.tagok.1',
          },
        ],
      }),
    });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    await goToStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    const text = await screen.findByText(/kétszer szerepel a tagok között/);
    expect(text).not.toHaveTextContent(REGISTERED_DATA_HINT);
    expect(screen.queryByRole('link', { name: FIX_REGISTERED_DATA })).toBeNull();
  });

  it('leads a registered member’s missing data to his person: his ‘Személyes adatok’ while he stays, else his editor, and re-plans', async () => {
    type PlanBody = { uj: { tagok: { nev: string }[] } };
    const missing = (path: string) => ({
      severity: 'warning',
      code: 'PERSONAL_DATA_MISSING',
      message:
        'Nagy Béla (tag) hiányzó személyes adatai: anyja születési neve; a szavazólapján kipontozott hely áll a helyükön.',
      path,
    });
    let completed = false;
    const { calls } = stubAmendmentApi({
      registered: true,
      state: twoMembers,
      plan: () => ({ ...summary, findings: completed ? [] : [missing('korabbi.tagok.1')] }),
      routes: {
        'GET /api/szemely': () => [
          { id: 1, nev: 'Kiss Anna', lakohely: '1011 Budapest, Fő utca 1.' },
          { id: 2, nev: 'Nagy Béla', lakohely: '4031 Debrecen, Kassai út 5.' },
        ],
        'PUT /api/szemely': (request) => {
          completed = true;
          return request.body;
        },
      },
    });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    await goToStepTwo(user);
    await user.click(screen.getByLabelText(labelled('Jegyzőkönyvvezető')));
    await user.paste('Nagy Béla');
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    // Nagy Béla is a member of the changed state as well: his 'Személyes adatok' in step 1
    const hint = await screen.findByText(/Nagy Béla \(tag\) hiányzó személyes adatai/);
    expect(hint).toHaveTextContent(
      'A bejegyzett állapot nem módosítható: a hiányzó adatokat a mentett személy adataként adja meg az 1. lépésben, a személy „Személyes adatok” gombjával',
    );
    await user.click(screen.getByRole('button', { name: COMPLETE_PERSON_IN_EDITOR }));
    await screen.findByRole('heading', { name: '1. lépés: A társaság új adatai' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Személyes adatok: Nagy Béla' })).toHaveFocus());

    // once he leaves the company (his share to Kiss Anna), the registered state alone names him: his editor opens here
    await user.click(screen.getByRole('tab', { name: 'Tagok' }));
    await user.click(
      within(screen.getByLabelText('Tag: Nagy Béla')).getByRole('button', { name: 'Eltávolítás: Nagy Béla' }),
    );
    const cash = within(screen.getByLabelText('Tag: Kiss Anna')).getByLabelText('Pénzbeli betét (Ft)');
    await user.clear(cash);
    await user.click(cash);
    await user.paste('3000000');
    await user.click(screen.getByRole('button', { name: 'Tovább a módosítás adataihoz' }));
    await screen.findByRole('heading', { name: '2. lépés: A módosítás adatai' });
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    await waitFor(() =>
      expect(
        (calls.filter((call) => call.path === '/api/tarsasag/10/modositas/terv').at(-1)?.body as PlanBody).uj.tagok,
      ).toHaveLength(1),
    );
    const link = await screen.findByRole('button', { name: COMPLETE_PERSON });
    expect(screen.getByText(/Nagy Béla \(tag\) hiányzó/)).toHaveTextContent('az alábbi hivatkozással');
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Személy szerkesztése' });
    expect(within(dialog).getByLabelText(/^Név/)).toHaveValue('Nagy Béla');
    await user.click(within(dialog).getByRole('button', { name: /^Cégbírósági adatok/ }));
    await user.click(within(dialog).getByLabelText('Anyja születési neve'));
    await user.paste('Tóth Ilona');
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(screen.queryByText(/Nagy Béla \(tag\) hiányzó/)).toBeNull());
    const saved = calls.find((call) => call.method === 'PUT' && call.path === '/api/szemely')?.body;
    expect(saved).toMatchObject({ id: 2, nev: 'Nagy Béla', anyjaNeve: 'Tóth Ilona' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leads a registered tax id the server refuses (saved before decision 080) to the person’s ‘Személyes adatok’, an owner’s to the company’s page', async () => {
    const member =
      'A bejegyzett állapotban az 1. tag (Kiss Anna) adata hibás: Az adóazonosító jel hibás: utolsó, ellenőrző számjegye nem egyezik az első kilenc számjegyből számítottal. Nyissa meg a személy adatlapját, és ott javítsa az adóazonosító jelet.';
    const owner =
      'A bejegyzett állapotban Nagy Lajos adata hibás: Az adóazonosító jel hibás. Nyissa meg a társaság adatlapját, javítsa és mentse az adatot.';
    stubAmendmentApi({
      registered: true,
      plan: () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Hibás vagy hiányzó adatok.',
            fields: {
              'korabbi.tagok.0.adoazonositoJel': member,
              'korabbi.szekhelyIngatlan.tulajdonosok.0.adoazonositoJel': owner,
            },
          },
        },
      }),
    });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    await goToStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    const alert = await screen.findByRole('alert');
    // each message once, at its link, not in the alert's text above them
    expect(alert).toHaveTextContent(/^Az összefoglaló nem készült el: Hibás vagy hiányzó adatok\.\s*A bejegyzett/);
    const [memberItem, ownerItem] = within(alert).getAllByRole('listitem');
    expect(memberItem).toHaveTextContent(member);
    const company = within(ownerItem!).getByRole('link', { name: FIX_REGISTERED_DATA });
    expect(company).toHaveAttribute('href', '/tool/tarsasagok/10?mezo=szekhelyIngatlan.tulajdonosok.0.adoazonositoJel');
    expect(company).toHaveAccessibleDescription(owner);
    const fix = within(memberItem!).getByRole('button', { name: FIX_PERSON_IN_EDITOR });
    expect(fix).toHaveAccessibleDescription(member);
    await user.click(fix);
    await screen.findByRole('heading', { name: '1. lépés: A társaság új adatai' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Személyes adatok: Kiss Anna' })).toHaveFocus());
    // the dialog opens at the tax id, the company-register data shown: it had opened at Név with them folded away
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Személy szerkesztése' });
    await waitFor(() => expect(within(dialog).getByLabelText('Adóazonosító jel')).toHaveFocus());
  });

  it('asks for the business-year change when the balance-sheet day differs from the registered one', async () => {
    const { calls } = stubAmendmentApi({ registered: true });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    await user.click(await screen.findByRole('checkbox', { name: 'Mérlegfordulónap' }));
    await user.type(screen.getByRole('textbox', { name: 'Mérlegfordulónap' }), '2026. 06. 30.');
    await user.click(screen.getByRole('button', { name: 'Tovább a módosítás adataihoz' }));
    await screen.findByRole('heading', { name: '2. lépés: A módosítás adatai' });
    const businessYear = screen.getByRole('group', { name: 'Az üzleti év változása' });
    expect(screen.queryByRole('group', { name: 'Törzstőke-emelés' })).toBeNull();
    await user.click(within(businessYear).getByLabelText(/^A változás indoka/));
    await user.paste('A szezonhoz igazodó üzleti év');
    await user.click(within(businessYear).getByRole('checkbox', { name: /konszolidációba vonás/ }));
    await user.click(screen.getByLabelText(/^Keltezés helye/));
    await user.paste('Budapest');
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    await screen.findByRole('table', { name: 'Változások' });
    const plan = calls.find((call) => call.path === '/api/tarsasag/10/modositas/terv');
    expect(plan?.body).toMatchObject({
      uj: { merlegForduloNap: '2026-06-30' },
      modositas: { uzletiEvValtozas: { ok: 'A szezonhoz igazodó üzleti év', konszolidaciosOk: true } },
    });
  });

  it('lists the generated documents: a paid one downloads, one beyond the quota is unpaid with the purchase link', async () => {
    stubAmendmentApi({ registered: true });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    await goToStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    const preview = await screen.findByRole('button', { name: 'Tovább az előnézethez' });
    await waitFor(() => expect(preview).toBeEnabled());
    await user.click(preview);
    await user.click(await screen.findByRole('button', { name: 'Dokumentumok létrehozása' }));
    const table = await screen.findByRole('table', { name: 'Elkészült dokumentumok' });
    // Its scroll area, a Tab stop, is named: a keyboard user does not land on a nameless element.
    expect(screen.getByRole('region', { name: 'Az elkészült dokumentumok táblázata' })).toContainElement(table);
    const row = (title: string) => within(table).getByRole('cell', { name: title }).closest('tr')!;
    const paid = row('Az egyedüli tag határozata');
    expect(within(paid).getByRole('button', { name: /Word \(\.docx\)/ })).toBeInTheDocument();
    expect(within(paid).queryByText('Nincs kifizetve')).toBeNull();
    const unpaid = row('Tagjegyzék');
    expect(within(unpaid).getByText('Nincs kifizetve')).toBeInTheDocument();
    expect(within(unpaid).getByRole('link', { name: PURCHASE_ON_DOCUMENTS_PAGE })).toHaveAttribute(
      'href',
      '/tool/dokumentumok',
    );
    expect(within(unpaid).queryByRole('button')).toBeNull();
    // The Word-only redline: its button names Word once, and it has no PDF.
    const redline = row('Egységes szerkezet – változáskövetéssel');
    expect(
      within(redline).getByRole('button', {
        name: 'Egységes szerkezet – változáskövetéssel letöltése Word (.docx) formátumban',
      }),
    ).toBeInTheDocument();
    expect(within(redline).queryByRole('button', { name: /PDF/ })).toBeNull();
    expect(within(paid).getByRole('button', { name: /PDF/ })).toBeInTheDocument();
  });

  it('creates the documents once when Dokumentumok létrehozása is pressed twice before it is drawn as loading', async () => {
    const { calls } = stubAmendmentApi({ registered: true });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    await goToStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    const preview = await screen.findByRole('button', { name: 'Tovább az előnézethez' });
    await waitFor(() => expect(preview).toBeEnabled());
    await user.click(preview);
    (await screen.findByRole('button', { name: 'Dokumentumok létrehozása' })).focus();
    // Two Enters with no pause: the second comes before React draws the button as loading.
    await pressAtOnce('{Enter}{Enter}');
    await screen.findByRole('table', { name: 'Elkészült dokumentumok' });
    const created = calls.filter((call) => call.method === 'POST' && call.path === '/api/tarsasag/10/modositas');
    expect(created).toHaveLength(1);
  });

  it('says in the preview step, by the disabled button, why the free plan cannot create the documents', async () => {
    stubAmendmentApi({
      registered: true,
      routes: { 'GET /api/subscription': () => ({ name: 'free', remainingDocs: 3 }) },
    });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    await goToStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    const preview = await screen.findByRole('button', { name: 'Tovább az előnézethez' });
    await waitFor(() => expect(preview).toBeEnabled());
    await user.click(preview);
    await screen.findByRole('heading', { name: '4. lépés: Előnézet és létrehozás' });
    expect(screen.getByRole('button', { name: 'Dokumentumok létrehozása' })).toBeDisabled();
    expect(screen.getByText(FREE_PLAN_AMENDMENT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Előfizetés választása' })).toHaveAttribute(
      'href',
      '/tool/elofizetes-modositas',
    );
  });

  it('lets the sole member decide alone when the company becomes single-member: no attendance, no votes', async () => {
    const plan = (request: FakeRequest) => {
      const { dontes } = (request.body as { modositas: { dontes: { mod: string } } }).modositas;
      return {
        ...summary,
        changes: [{ type: 'EGYSZEMELYESSE_VALAS', label: 'Egyszemélyessé válás', before: '2', after: '1' }],
        resolutions: [
          {
            number: '1/2026. (XI. 26.)',
            subject: 'MODOSITAS',
            title: 'A létesítő okirat módosításának elfogadása',
            majority: 'HAROMNEGYED',
            majorityLabel: 'legalább háromnegyedes szótöbbség',
            basis: 'Ptk. 3:102. §',
            passed: dontes.mod === 'EGYEDULI_TAG' ? null : true,
          },
        ],
      };
    };
    const { calls } = stubAmendmentApi({ registered: true, state: twoMembers, plan });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    // Kiss Anna takes over Nagy Béla's share: she is the one member left.
    await user.click(await screen.findByRole('tab', { name: 'Tagok' }));
    await user.click(
      within(screen.getByLabelText('Tag: Nagy Béla')).getByRole('button', { name: 'Eltávolítás: Nagy Béla' }),
    );
    const cash = within(screen.getByLabelText('Tag: Kiss Anna')).getByLabelText('Pénzbeli betét (Ft)');
    await user.clear(cash);
    await user.type(cash, '3000000');
    await user.click(screen.getByRole('button', { name: 'Tovább a módosítás adataihoz' }));
    await screen.findByRole('heading', { name: '2. lépés: A módosítás adatai' });
    expect(screen.getByRole('combobox', { name: /A döntés módja/ })).toHaveValue('Az egyedüli tag döntése');
    expect(screen.queryByRole('group', { name: 'Jelen lévő (szavazó) tagok' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /egyhangú döntés/ })).toBeNull();
    // Even a meeting chosen against the rule has one decider: nobody's attendance or vote is asked for.
    await user.click(screen.getByRole('combobox', { name: /A döntés módja/ }));
    await user.click(await screen.findByRole('option', { name: 'Taggyűlés' }));
    expect(screen.queryByRole('checkbox', { name: 'Nagy Béla' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /egyhangú döntés/ })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: /A döntés módja/ }));
    await user.click(await screen.findByRole('option', { name: 'Az egyedüli tag döntése' }));
    await user.click(screen.getByLabelText(/^Keltezés helye/));
    await user.paste('Budapest');
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    await screen.findByRole('list', { name: 'Határozatok' });
    expect(screen.queryByRole('heading', { name: VOTES_TITLE })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Nagy Béla' })).toBeNull();
    const sent = calls.filter((call) => call.path === '/api/tarsasag/10/modositas/terv').at(-1);
    expect((sent?.body as { modositas: { dontes: unknown } }).modositas.dontes).toMatchObject({
      mod: 'EGYEDULI_TAG',
      jelenlevok: [{ tag: { id: '1' } }],
      szavazasok: [],
    });
  });

  it('asks a written resolution’s voting members, not the members present at a meeting', async () => {
    stubAmendmentApi({ registered: true, state: twoMembers });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    await goToStepTwo(user);
    expect(screen.getByRole('group', { name: 'Jelen lévő (szavazó) tagok' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /A döntés módja/ }));
    await user.click(await screen.findByRole('option', { name: 'Ülés tartása nélküli határozathozatal' }));
    // Nobody is present at a decision without a meeting: the members vote in writing.
    expect(screen.queryByRole('group', { name: 'Jelen lévő (szavazó) tagok' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Szavazó tagok' })).toBeInTheDocument();
    const unanimous = screen.getByRole('checkbox', { name: /egyhangú döntés/ });
    expect(unanimous).toHaveAccessibleName(
      'Valamennyi szavazó tag minden határozatra igennel szavazott (egyhangú döntés)',
    );
    await user.click(unanimous);
    expect(screen.getByText(/^Ha nem minden szavazó tag szavazott igennel/)).toBeInTheDocument();
    expect(screen.queryByText(/jelen lévő/)).toBeNull();
  });

  it('asks a written resolution’s vote arrival day of each member, sends the days given, and shows a finding at the member’s day', async () => {
    const arrivalFinding = {
      severity: 'error',
      code: 'szavazat-beerkezes-hatarido-utan',
      message: 'Nagy Béla szavazata a szavazásra nyitva álló határidő utolsó napja után érkezett be.',
      path: 'dontes.szavazatBeerkezesek.0.beerkezes',
    };
    const { calls } = stubAmendmentApi({
      registered: true,
      state: twoMembers,
      plan: () => ({ ...summary, findings: [arrivalFinding] }),
    });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    await goToStepTwo(user);
    // A meeting has no vote arrivals.
    expect(screen.queryByRole('group', { name: VOTE_ARRIVALS_LEGEND })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: /A döntés módja/ }));
    await user.click(await screen.findByRole('option', { name: 'Ülés tartása nélküli határozathozatal' }));
    const arrivals = screen.getByRole('group', { name: VOTE_ARRIVALS_LEGEND });
    expect(arrivals).toHaveAccessibleDescription(VOTE_ARRIVALS_HINT);
    const annaDay = within(arrivals).getByRole('textbox', { name: voteArrivalLabel('Kiss Anna') });
    const belaDay = within(arrivals).getByRole('textbox', { name: voteArrivalLabel('Nagy Béla') });
    expect(annaDay).toHaveValue('');
    // By keyboard: Tab from Kiss Anna's day leads to Nagy Béla's.
    await user.click(annaDay);
    await user.keyboard('{Escape}');
    await user.tab();
    expect(belaDay).toHaveFocus();
    await user.type(belaDay, '2026. 11. 20.');
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    const errors = await screen.findByRole('alert');
    const plan = calls.find((call) => call.path === '/api/tarsasag/10/modositas/terv');
    // Kiss Anna, given no day, is left out.
    expect((plan?.body as { modositas: { dontes: unknown } }).modositas.dontes).toMatchObject({
      mod: 'ULES_NELKULI',
      szavazatBeerkezesek: [{ tag: { id: '2' }, beerkezes: '2026-11-20' }],
    });
    // The request's first arrival is Nagy Béla's: the finding leads to his day, not to Kiss Anna's.
    await user.click(within(errors).getByRole('button', { name: 'Javítás a 2. lépésben (a módosítás adatai)' }));
    const day = await screen.findByRole('textbox', { name: voteArrivalLabel('Nagy Béla') });
    await waitFor(() => expect(day).toHaveFocus());
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(day).toHaveAccessibleDescription(arrivalFinding.message);
    expect(screen.getByRole('textbox', { name: voteArrivalLabel('Kiss Anna') })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('takes the meeting’s times as 24-hour óó:pp in any browser language, and says in Hungarian what is wrong', async () => {
    const { calls } = stubAmendmentApi({ registered: true, state: twoMembers });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    await goToStepTwo(user);
    const start = screen.getByRole('textbox', { name: 'A taggyűlés kezdete' });
    const end = screen.getByRole('textbox', { name: 'A taggyűlés befejezése' });
    // A text field: the browser's time field would show AM/PM in an English browser.
    expect(start).toHaveAttribute('type', 'text');
    expect(start).toHaveAttribute('inputmode', 'numeric');
    expect(start).toHaveAccessibleDescription(TIME_OF_DAY_DESCRIPTION);
    expect(start).toHaveValue('10:00');
    await user.clear(start);
    await user.type(start, '930');
    await user.tab();
    expect(start).toHaveValue('09:30');
    expect(start).not.toHaveAttribute('aria-invalid', 'true');
    await user.clear(end);
    await user.type(end, '7:45 PM');
    await user.tab();
    await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'));
    expect(end).toHaveAccessibleDescription(expect.stringContaining(INVALID_TIME_OF_DAY));
    await user.clear(end);
    await user.type(end, '19.45');
    await user.tab();
    expect(end).toHaveValue('19:45');
    await waitFor(() => expect(end).not.toHaveAttribute('aria-invalid', 'true'));
    await user.click(screen.getByLabelText(labelled('Jegyzőkönyvvezető')));
    await user.paste('Nagy Béla');
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    await screen.findByRole('table', { name: 'Változások' });
    const plan = calls.find((call) => call.path === '/api/tarsasag/10/modositas/terv');
    expect((plan?.body as { modositas: { dontes: unknown } }).modositas.dontes).toMatchObject({
      mod: 'TAGGYULES',
      kezdes: '09:30',
      befejezes: '19:45',
    });
  });

  it('offers the meeting’s convening as radios read whole, chosen by keyboard; by invitation it asks the invitation’s date', async () => {
    const { calls } = stubAmendmentApi({ registered: true, state: twoMembers });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    await goToStepTwo(user);
    const convening = screen.getByRole('radiogroup', { name: 'A taggyűlés összehívása' });
    const irregular = within(convening).getByRole('radio', {
      name: 'Szabálytalan összehívás, minden tag jelen van (Ptk. 3:17. § (5))',
    });
    expect(irregular).toBeChecked();
    expect(screen.queryByLabelText('A meghívó kelte')).toBeNull();
    irregular.focus();
    await user.keyboard('{ArrowDown}');
    expect(within(convening).getByRole('radio', { name: 'Meghívóval' })).toBeChecked();
    await user.click(await screen.findByLabelText('A meghívó kelte'));
    await user.paste('2026. 11. 10.');
    // The convener: one of the registered directors, chosen from a list (the engine refuses any other name).
    await user.click(screen.getByPlaceholderText('Válasszon ügyvezetőt'));
    await user.click(await screen.findByRole('option', { name: 'Kiss Anna' }));
    expect(screen.queryByRole('option', { name: 'Nagy Béla' })).toBeNull();
    await user.click(screen.getByLabelText(labelled('Jegyzőkönyvvezető')));
    await user.paste('Nagy Béla');
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    await screen.findByRole('table', { name: 'Változások' });
    const plan = calls.find((call) => call.path === '/api/tarsasag/10/modositas/terv');
    expect((plan?.body as { modositas: { dontes: unknown } }).modositas.dontes).toMatchObject({
      osszehivas: { mod: 'MEGHIVO', meghivoKelte: '2026-11-10', osszehivo: 'Kiss Anna' },
    });
  });

  it('asks before the menu or the Back button leaves an amendment in progress, at any step, and keeps it on Mégse', async () => {
    stubAmendmentApi({ registered: true });
    const { user, router } = renderApp('/tool/tarsasagok/10/modositas');
    const seat = await screen.findByLabelText(/^Székhely/);
    await user.clear(seat);
    await user.paste('6720 Szeged, Kárász utca 5.');
    const leaveAndKeep = async () => {
      await act(() => router.navigate('/tool/dokumentumok'));
      const dialog = await screen.findByRole('dialog', { name: 'Módosítások elvetése' });
      // The safe choice has the focus: Enter keeps the amendment.
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Mégse' })).toHaveFocus());
      await user.click(within(dialog).getByRole('button', { name: 'Mégse' }));
      expect(router.state.location.pathname).toBe('/tool/tarsasagok/10/modositas');
    };
    await leaveAndKeep();
    await goToStepTwo(user);
    await leaveAndKeep();
    expect(screen.getByLabelText(/^Keltezés helye/)).toHaveValue('Budapest');
    // Back in step 1 the copy is as submitted, yet the amendment data of step 2 would be lost.
    await user.click(screen.getByRole('button', { name: 'Vissza' }));
    await screen.findByRole('heading', { name: '1. lépés: A társaság új adatai' });
    await leaveAndKeep();
    await act(() => router.navigate('/tool/tarsasagok'));
    const dialog = await screen.findByRole('dialog', { name: 'Módosítások elvetése' });
    await user.click(within(dialog).getByRole('button', { name: 'Igen, elvetem' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/tarsasagok'));
  });

  it('records a no vote of one member on one resolution when the decision was not unanimous, and re-plans', async () => {
    type Vote = { targy: string; igen: unknown[]; nem: unknown[] };
    const votesOf = (call: FakeRequest | undefined) =>
      (call?.body as { modositas: { dontes: { szavazasok: Vote[] } } }).modositas.dontes.szavazasok;
    // Rejected once a member votes no on the ¾ resolution; without a vote there is no outcome.
    const resolution = (subject: string, majority: string, votes: Vote[]) => {
      const vote = votes.find((candidate) => candidate.targy === subject);
      return {
        number: subject === 'SZEKHELY' ? '1/2026. (XI. 26.)' : '2/2026. (XI. 26.)',
        subject,
        title: subject === 'SZEKHELY' ? 'Székhely' : 'A létesítő okirat módosításának elfogadása',
        majority,
        majorityLabel: majority,
        basis: 'Ptk. 3:102. §',
        passed: vote ? vote.nem.length === 0 : null,
      };
    };
    const { calls } = stubAmendmentApi({
      registered: true,
      state: twoMembers,
      plan: (request) => {
        const votes = votesOf(request);
        return {
          ...summary,
          resolutions: [resolution('SZEKHELY', 'EGYSZERU', votes), resolution('MODOSITAS', 'HAROMNEGYED', votes)],
        };
      },
    });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    await goToStepTwo(user);
    await user.click(screen.getByLabelText(/^Jegyzőkönyvvezető/));
    await user.paste('Dr. Kiss Anna');
    await user.click(screen.getByRole('checkbox', { name: /egyhangú döntés/ }));
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    expect(await screen.findByRole('heading', { name: VOTES_TITLE })).toBeInTheDocument();
    const plans = () => calls.filter((call) => call.path === '/api/tarsasag/10/modositas/terv');
    // Every present member votes yes until the lawyer changes a vote: both resolutions pass.
    await waitFor(() => expect(screen.getAllByText('Elfogadva')).toHaveLength(2));
    expect(votesOf(plans().at(-1))).toEqual([
      { targy: 'SZEKHELY', igen: [{ id: '1' }, { id: '2' }], nem: [], tartozkodas: [], nemSzavazhatott: [] },
      { targy: 'MODOSITAS', igen: [{ id: '1' }, { id: '2' }], nem: [], tartozkodas: [], nemSzavazhatott: [] },
    ]);
    const adoption = screen.getByRole('group', { name: /A létesítő okirat módosításának elfogadása/ });
    const belaVote = within(adoption).getByRole('radiogroup', { name: 'Nagy Béla' });
    await user.click(within(belaVote).getByRole('radio', { name: 'Nem' }));
    await waitFor(() =>
      expect(votesOf(plans().at(-1))).toContainEqual({
        targy: 'MODOSITAS',
        igen: [{ id: '1' }],
        nem: [{ id: '2' }],
        tartozkodas: [],
        nemSzavazhatott: [],
      }),
    );
    expect(await screen.findByText('Nem kapta meg a szükséges többséget')).toBeInTheDocument();
    expect(within(belaVote).getByRole('radio', { name: 'Nem' })).toBeChecked();
    expect(screen.getAllByText('Elfogadva')).toHaveLength(1);
  });

  it('lists a legal-entity member without a saved-person id at the meeting and sends it by its name', async () => {
    const holding = {
      nev: 'Alfa Holding Kft.',
      lakohely: '1051 Budapest, Nádor utca 3.',
      jogiSzemely: true,
      cegjegyzekszam: '01-09-999999',
      kepviselo: 'Fehér Krisztina',
      penzbetet: 1_000_000,
      nemPenzbeliBetet: 0,
    };
    const withHolding = {
      ...registeredState,
      tagok: [{ ...anna, penzbetet: 2_000_000, nemPenzbeliBetet: 0 }, holding],
    } as unknown as typeof registeredState;
    const { calls } = stubAmendmentApi({ registered: true, state: withHolding });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    await goToStepTwo(user);
    const present = screen.getByRole('group', { name: 'Jelen lévő (szavazó) tagok' });
    expect(within(present).getByRole('checkbox', { name: 'Alfa Holding Kft.' })).toBeChecked();
    await user.click(screen.getByLabelText(/^Jegyzőkönyvvezető/));
    await user.paste('Dr. Kiss Anna');
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/tarsasag/10/modositas/terv')).toBe(true));
    const sent = calls.find((call) => call.path === '/api/tarsasag/10/modositas/terv')?.body as {
      modositas: { dontes: { jelenlevok: unknown[]; hitelesito: unknown } };
    };
    expect(sent.modositas.dontes.jelenlevok).toEqual([{ tag: { id: '1' } }, { tag: { nev: 'Alfa Holding Kft.' } }]);
    expect(sent.modositas.dontes.hitelesito).toEqual({ nev: 'Alfa Holding Kft.' });
  });

  it('names two members of one name without saved-person ids, and does not send references it cannot tell apart', async () => {
    const twin = { nev: 'Alfa Holding Kft.', lakohely: '1051 Budapest, Nádor utca 3.', jogiSzemely: true };
    const twins = {
      ...registeredState,
      tagok: [
        { ...anna, penzbetet: 1_000_000, nemPenzbeliBetet: 0 },
        { ...twin, penzbetet: 1_000_000, nemPenzbeliBetet: 0 },
        { ...twin, penzbetet: 1_000_000, nemPenzbeliBetet: 0 },
      ],
    } as unknown as typeof registeredState;
    const { calls } = stubAmendmentApi({ registered: true, state: twins });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    // Said already in step 1, and again in step 2, which asks nothing and does not go on.
    const early = await screen.findByRole('alert', { name: 'Azonos nevű tagok' });
    expect(early).toHaveTextContent('„Alfa Holding Kft.”');
    await user.click(await screen.findByRole('button', { name: 'Tovább a módosítás adataihoz' }));
    await screen.findByRole('heading', { name: '2. lépés: A módosítás adatai' });
    const alert = screen.getByRole('alert', { name: 'Azonos nevű tagok' });
    expect(alert).toHaveTextContent('adjon nekik eltérő nevet, vagy kapcsolja őket mentett személyhez');
    expect(screen.queryByRole('group', { name: 'Jelen lévő (szavazó) tagok' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' })).toBeDisabled();
    expect(calls.some((call) => call.path === '/api/tarsasag/10/modositas/terv')).toBe(false);
  });

  it('offers Újrapróbálás when the summary could not be made, and shows it once the server answers', async () => {
    let failures = 1;
    stubAmendmentApi({
      registered: true,
      plan: () => (failures-- > 0 ? { status: 503, body: {} } : summary),
    });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    await goToStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Az összefoglaló nem készült el: A szerver most nem tudta teljesíteni a kérést.');
    expect(screen.getByRole('button', { name: 'Tovább az előnézethez' })).toBeDisabled();
    await user.click(within(alert).getByRole('button', { name: 'Újrapróbálás' }));
    expect(await screen.findByRole('table', { name: 'Változások' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tovább az előnézethez' })).toBeEnabled());
  });

  it('lists a refused plan’s field errors with the link to each field, which focuses it with the message (decision 072)', async () => {
    const place =
      'Nem megengedett karaktert tartalmaz (vezérlőkarakter vagy hibás Unicode-karakter); kérjük, gépelje be újra.';
    const name = 'A társaság neve legfeljebb 200 karakter lehet.';
    stubAmendmentApi({
      registered: true,
      plan: () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Hibás vagy hiányzó adatok.',
            fields: { 'modositas.keltezesHelye': place, 'uj.nev': name, ismeretlen: 'Ismeretlen mező.' },
          },
        },
      }),
    });
    const { user } = renderApp('/tool/tarsasagok/10/modositas');
    await goToStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Az összefoglaló nem készült el: Hibás vagy hiányzó adatok. Ismeretlen mező.');
    const items = within(alert).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(place),
      expect.stringContaining(name),
    ]);
    const fixName = within(items[1]!).getByRole('button', { name: 'Javítás az 1. lépésben (a társaság adatai)' });
    await user.click(fixName);
    // The editor's rules find nothing wrong with the name: the server's message is shown at it (decision 078).
    const nameField = await screen.findByRole('textbox', { name: /^A társaság neve/ });
    await waitFor(() => expect(nameField).toHaveFocus());
    expect(nameField).toHaveAccessibleDescription(name);
    await user.click(screen.getByRole('button', { name: 'Tovább a módosítás adataihoz' }));
    await user.click(await screen.findByRole('button', { name: 'Tovább az összefoglalóhoz' }));
    const again = await screen.findByRole('alert');
    const fix = within(within(again).getAllByRole('listitem')[0]!).getByRole('button', {
      name: 'Javítás a 2. lépésben (a módosítás adatai)',
    });
    fix.focus();
    await user.keyboard('{Enter}');
    const field = await screen.findByLabelText(labelled('Keltezés helye'));
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(place);
  });
});
