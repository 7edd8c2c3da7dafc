import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AmendmentSummary } from '../../../api/amendments.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { FIX_IN_EDITOR, VIEW_IN_EDITOR } from '../rules/amendment-finding-target.ts';
import { AMENDMENT_ERRORS_TITLE, AmendmentSummaryStep, FEE_TO_CONFIRM } from './amendment-summary-step.tsx';

const summary: AmendmentSummary = {
  changes: [
    {
      type: 'SZEKHELY',
      label: 'Székhely',
      before: '4027 Debrecen, Böszörményi út 20.',
      after: '6720 Szeged, Kárász utca 5.',
    },
    { type: 'UGYVEZETO_UJ', label: 'Új ügyvezető', before: null, after: 'Kovács Péter', person: 'Kovács Péter' },
  ],
  resolutions: [
    {
      number: '1/2026. (XI. 25.)',
      subject: 'SZEKHELY',
      title: 'Székhely',
      majority: 'EGYSZERU',
      majorityLabel: 'egyszerű szótöbbség',
      basis: 'Ptk. 3:102. § (2)',
      passed: true,
    },
    {
      number: '2/2026. (XI. 25.)',
      subject: 'MODOSITAS',
      title: 'A létesítő okirat módosításának elfogadása',
      majority: 'HAROMNEGYED',
      majorityLabel: 'a leadott szavazatok háromnegyedes többsége',
      basis: 'Ptk. 3:102. § (1)',
      passed: false,
    },
  ],
  findings: [
    {
      severity: 'error',
      code: 'adoazonosito',
      path: 'uj.ugyvezetok.1.adoazonositoJel',
      message: 'Hiányzik az új ügyvezető adóazonosító jele.',
    },
    {
      severity: 'warning',
      code: 'illetekes',
      path: 'uj.szekhely',
      message: 'A székhely másik cégbíróság illetékességi területére kerül.',
    },
    { severity: 'note', code: 'U3', message: 'A közzétételi költségtérítés összege megerősítendő.' },
  ],
  documents: [
    { id: 'hatarozat', title: 'Taggyűlési jegyzőkönyv', fileStem: 'hatarozat' },
    {
      id: 'egyseges-szerkezet-valtozaskovetes',
      title: 'Egységes szerkezet – változáskövetéssel',
      fileStem: 'valtozaskovetes',
      isDocxOnly: true,
    },
  ],
  fee: { illetek: 15_000, kozzetetel: 3_000, basis: 'Itv. 45. § (3b)', isFilingNeeded: true },
  filingDeadline: '2026-12-23',
  filingDeadlineNote: null,
  court: 'Debreceni Törvényszék Cégbírósága',
};

describe('the change summary', () => {
  it('names a legal error’s statute once, the engine’s message ending with it already', async () => {
    const message =
      'Kovács Bence (megszerző) cselekvőképtelen. Kérjük, adja meg a törvényes képviselőt (szülő vagy gyám) (Ptk. 2:14. § (1)).';
    const findings = [
      { severity: 'error' as const, code: 'MINOR', path: 'uj.tagok.0', message, statute: 'Ptk. 2:14. § (1)' },
      { severity: 'error' as const, code: 'OTHER', message: 'Hiányzik a hozzájárulás.', statute: 'Ptk. 3:167. §' },
    ];
    renderWithProviders(<AmendmentSummaryStep summary={{ ...summary, findings }} onFix={() => {}} />);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Hiányzik a hozzájárulás (Ptk. 3:167. §).')).toBeTruthy();
  });

  it('shows each change before and after, each resolution with its majority in words and its outcome', async () => {
    renderWithProviders(<AmendmentSummaryStep summary={summary} onFix={() => {}} />);
    const changes = await screen.findByRole('table', { name: 'Változások' });
    // The table's scroll container, a Tab stop, is named.
    expect(screen.getByRole('region', { name: 'A változások táblázata' })).toContainElement(changes);
    const seat = within(changes).getByRole('row', { name: /Székhely/ });
    expect(seat).toHaveTextContent('4027 Debrecen, Böszörményi út 20.');
    expect(seat).toHaveTextContent('6720 Szeged, Kárász utca 5.');
    expect(within(changes).getByRole('row', { name: /Új ügyvezető/ })).toHaveTextContent('—');
    const [first, second] = within(screen.getByRole('list', { name: 'Határozatok' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('1/2026. (XI. 25.) számú határozat: Székhely');
    expect(first).toHaveTextContent('Szükséges többség: egyszerű szótöbbség (Ptk. 3:102. § (2))');
    expect(first).toHaveTextContent('Elfogadva');
    expect(second).toHaveTextContent('a leadott szavazatok háromnegyedes többsége');
    expect(second).toHaveTextContent('Nem kapta meg a szükséges többséget');
  });

  it('shows a list change item by item, a TEÁOR name with a semicolon as one item (decision 082)', async () => {
    const activities = {
      type: 'EGYEB_TEVEKENYSEG',
      label: 'Egyéb tevékenységek',
      before: ['10.72 – Tartósított lisztes áru gyártása'],
      after: ['56.21 – Rendezvényi étkeztetés', '10.71 – Kenyér; friss pékáru gyártása'],
    };
    renderWithProviders(<AmendmentSummaryStep summary={{ ...summary, changes: [activities] }} onFix={() => {}} />);
    const row = within(await screen.findByRole('table', { name: 'Változások' })).getByRole('row', {
      name: /Egyéb tevékenységek/,
    });
    const [before, after] = within(row).getAllByRole('list');
    expect(
      within(before!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['10.72 – Tartósított lisztes áru gyártása']);
    expect(
      within(after!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['56.21 – Rendezvényi étkeztetés', '10.71 – Kenyér; friss pékáru gyártása']);
  });

  it('shows the deadline, the court, the fee as to be confirmed, and the redline as a Word file only', async () => {
    renderWithProviders(<AmendmentSummaryStep summary={summary} onFix={() => {}} />);
    expect(await screen.findByText('2026. december 23. (a döntéstől számított 30 nap)')).toBeInTheDocument();
    expect(screen.getByText('Debreceni Törvényszék Cégbírósága')).toBeInTheDocument();
    expect(screen.getByText('15 000 Ft (Itv. 45. § (3b))')).toBeInTheDocument();
    expect(screen.getByText('3 000 Ft')).toBeInTheDocument();
    expect(screen.getByText(FEE_TO_CONFIRM)).toBeInTheDocument();
    expect(screen.getByText('Egységes szerkezet – változáskövetéssel (csak Word)')).toBeInTheDocument();
  });

  it('shows a deadline moved off a non-working day with the note that says why (decision 029)', async () => {
    const note =
      'A döntéstől számított 30. nap (2026. december 25.) munkaszüneti nap (karácsony), ezért a határidő a következő munkanapon, 2026. december 28. napján jár le (Pp. 146. § (5), Ctv. 32. § (1)).';
    renderWithProviders(
      <AmendmentSummaryStep
        summary={{ ...summary, filingDeadline: '2026-12-28', filingDeadlineNote: note }}
        onFix={() => {}}
      />,
    );
    expect(await screen.findByText('2026. december 28.')).toBeInTheDocument();
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(screen.queryByText(/a döntéstől számított 30 nap\)/)).not.toBeInTheDocument();
  });

  it('starts each finding’s link under its text, not centred in the row', async () => {
    renderWithProviders(<AmendmentSummaryStep summary={summary} onFix={() => {}} />);
    const link = within(await screen.findByRole('alert')).getByRole('button', { name: FIX_IN_EDITOR });
    // The link is a button in a column: stretched to the row's width, its label was centred (seen in Chromium).
    expect(link.parentElement!.style.getPropertyValue('--stack-align')).toBe('flex-start');
  });

  it('lists the blocking errors apart from the warnings and notes, each error with a link to its field', async () => {
    const onFix = vi.fn();
    const { user } = renderWithProviders(<AmendmentSummaryStep summary={summary} onFix={onFix} />);
    const errors = await screen.findByRole('alert');
    expect(errors).toHaveTextContent(AMENDMENT_ERRORS_TITLE);
    expect(errors).toHaveTextContent('Hiányzik az új ügyvezető adóazonosító jele.');
    expect(errors).not.toHaveTextContent('másik cégbíróság');
    expect(screen.getByText('A székhely másik cégbíróság illetékességi területére kerül.')).toBeInTheDocument();
    expect(screen.getByText('A közzétételi költségtérítés összege megerősítendő.')).toBeInTheDocument();
    // The links read alike: each is described by its own finding, so a list of buttons tells them apart.
    expect(within(errors).getByRole('button', { name: FIX_IN_EDITOR })).toHaveAccessibleDescription(
      'Hiányzik az új ügyvezető adóazonosító jele.',
    );
    await user.click(within(errors).getByRole('button', { name: FIX_IN_EDITOR }));
    expect(onFix).toHaveBeenCalledWith(
      0,
      'ugyvezetok.1.adoazonositoJel',
      'Hiányzik az új ügyvezető adóazonosító jele.',
    );
  });

  it('labels a warning’s link as a look at its field, not as a fix: only an error must be fixed', async () => {
    const onFix = vi.fn();
    const { user } = renderWithProviders(<AmendmentSummaryStep summary={summary} onFix={onFix} />);
    const warnings = (await screen.findByText('Figyelmeztetések')).closest<HTMLElement>('[role="note"]')!;
    expect(warnings).toHaveTextContent('A székhely másik cégbíróság illetékességi területére kerül.');
    expect(within(warnings).queryByRole('button', { name: FIX_IN_EDITOR })).toBeNull();
    await user.click(within(warnings).getByRole('button', { name: VIEW_IN_EDITOR }));
    expect(onFix).toHaveBeenCalledWith(0, 'szekhely', 'A székhely másik cégbíróság illetékességi területére kerül.');
  });
});
