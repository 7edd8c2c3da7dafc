import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from './support/accounts.ts';
import { findAxeViolations, type AxeFinding } from './support/axe.ts';
import { launchBrowser } from './support/launch-browser.ts';
import { repositoryRoot, startApp, type RunningApp } from './support/start-app.ts';
import { setViewport } from './support/viewport.ts';

type PageState = { name: string; path: string; viewport?: 'phone'; enter?: (page: Page) => Promise<void> };

const stamp = Date.now();
const email = `axe.${stamp}@example.hu`;
const request = JSON.parse(readFileSync(`${repositoryRoot}fixtures/egy-tag.json`, 'utf8')) as {
  tarsasag: { tagok: Array<{ szemely: { id: unknown }; nev: string; lakohely: string }>; ugyvezetok: unknown[] };
};

let app: RunningApp;
let browser: Browser;
let token = '';
let companyId = 0;

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const click = (name: string | RegExp) => async (page: Page) => {
  await page
    .getByRole('button', { name, exact: typeof name === 'string' })
    .first()
    .click();
  await page.getByRole('dialog').first().waitFor();
};
const tab = (name: string) => async (page: Page) => {
  await page.getByRole('tab', { name }).click();
};

/** Every route of the spec and every modal state the app opens, at 1366 px (and the phone menu at 390 px). */
function pageStates(): PageState[] {
  const company = `/tool/tarsasagok/${companyId}`;
  const wizardTo = (steps: number) => async (page: Page) => {
    await page.getByTestId('doc-card-alairasminta').click();
    for (let step = 0; step < steps; step += 1) {
      if (step === 2) await page.getByLabel('KASZ szám').fill('36063842');
      if (step === 2) await page.getByLabel('Iroda neve').fill('Dr. Axe Ügyvédi Iroda');
      if (step === 2) await page.getByLabel('Székhely').fill('1052 Budapest, Váci utca 2.');
      if (step === 3) await page.getByPlaceholder('Pl.: Budapest').fill('Budapest');
      // the saved company is chosen once the list has loaded: Tovább before that stays on the step
      if (step === 1) await page.getByRole('button', { name: 'Társaság módosítása' }).waitFor();
      await page.getByRole('button', { name: 'Tovább' }).click();
      await page.getByRole('heading', { name: new RegExp(`^${step + 2}\\. lépés`) }).waitFor();
    }
  };
  return [
    { name: 'landing with cookie banner', path: '/' },
    { name: 'advantages', path: '/elonyok' },
    { name: 'pricing', path: '/csomagok' },
    { name: 'contact', path: '/kapcsolat' },
    { name: 'cookie notice', path: '/cookie-tajekoztato' },
    { name: 'faq', path: '/gyakoran-ismetelt-kerdesek' },
    { name: 'terms', path: '/felhasznalasi-feltetelek' },
    { name: 'not found', path: '/nincs-ilyen-oldal' },
    { name: 'login', path: '/belepes' },
    { name: 'register', path: '/regisztracio' },
    { name: 'register confirmation without a token', path: '/regisztracio/megerosites' },
    { name: 'forgot password', path: '/elfelejtett-jelszo' },
    { name: 'new password', path: '/uj-jelszo?token=abc' },
    { name: 'user deleted', path: '/felhasznalo-torolve' },
    { name: 'dashboard', path: '/tool/dashboard' },
    {
      name: 'phone menu open',
      path: '/tool/dashboard',
      viewport: 'phone',
      enter: async (page) => {
        await page.getByRole('button', { name: 'Menü' }).click();
        await page.waitForTimeout(400);
      },
    },
    { name: 'wizard: document types', path: '/tool/new-doc' },
    { name: 'wizard: company', path: '/tool/new-doc', enter: wizardTo(1) },
    {
      name: 'wizard: company picker',
      path: '/tool/new-doc',
      enter: async (page) => {
        await wizardTo(1)(page);
        await click(/Társaság módosítása|Társaság kiválasztása/)(page);
      },
    },
    { name: 'wizard: law firm', path: '/tool/new-doc', enter: wizardTo(2) },
    { name: 'wizard: dating', path: '/tool/new-doc', enter: wizardTo(3) },
    { name: 'wizard: summary', path: '/tool/new-doc', enter: wizardTo(4) },
    {
      name: 'wizard: preview',
      path: '/tool/new-doc',
      enter: async (page) => {
        await wizardTo(4)(page);
        await page.getByRole('button', { name: 'Dokumentumok előnézete és létrehozása' }).click();
        await page.getByText('Dokumentum 1 / 1').waitFor();
      },
    },
    { name: 'companies', path: '/tool/tarsasagok' },
    { name: 'new company: basic data', path: '/tool/tarsasagok/uj' },
    { name: 'company: basic data', path: company },
    { name: 'company: add premises', path: company, enter: click('Telephely hozzáadása') },
    { name: 'company: activities', path: company, enter: tab('Tevékenységi körök') },
    { name: 'company: members', path: company, enter: tab('Tagok') },
    { name: 'company: meeting rules', path: company, enter: tab('Taggyűlés szabályzása') },
    { name: 'company: directors', path: company, enter: tab('Ügyvezetők') },
    { name: 'company: share rules', path: company, enter: tab('Üzletrész/Nyereség szabályzások') },
    { name: 'company: delete', path: company, enter: tab('Törlés') },
    {
      name: 'company: delete confirmation',
      path: company,
      enter: async (page) => {
        await tab('Törlés')(page);
        await click('Törlés')(page);
      },
    },
    {
      name: 'company: live preview',
      path: company,
      enter: async (page) => {
        await page.getByRole('button', { name: 'Élő előnézet' }).click();
        await page.getByRole('heading', { name: 'Élő előnézet' }).waitFor();
      },
    },
    { name: 'persons', path: '/tool/szemelyek' },
    { name: 'persons: editor', path: '/tool/szemelyek', enter: click('Új személy hozzáadása') },
    { name: 'documents', path: '/tool/dokumentumok' },
    { name: 'generation (no job)', path: '/tool/dokumentum-letrehozas' },
    { name: 'account', path: '/tool/fiok' },
    { name: 'account: delete confirmation', path: '/tool/fiok', enter: click('Fiók törlése') },
    { name: 'account: join a firm', path: '/tool/fiok', enter: click('Csatlakozás irodához') },
    { name: 'subscription change', path: '/tool/elofizetes-modositas' },
    {
      name: 'subscription checkout',
      path: '/tool/elofizetes-modositas',
      enter: async (page) => {
        await page.getByRole('button', { name: 'Kiválasztom: Közepes' }).click();
        await page.getByRole('form', { name: 'Számlázási adatok' }).waitFor();
      },
    },
    { name: 'payment result without order', path: '/tool/fizetes-visszaigazolas' },
    { name: 'admin statistics', path: '/tool/admin/statisztikak' },
    { name: 'admin users', path: '/tool/admin/felhasznalok' },
    { name: 'admin beta', path: '/tool/admin/beta' },
  ];
}

/** Presses Tab until the focused element's label, name or text matches; fails after 80 presses. */
async function tabTo(page: Page, name: RegExp): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      if (!element) return '';
      const label = element.labels?.[0]?.textContent ?? '';
      return [element.getAttribute('aria-label') ?? '', label, element.textContent ?? ''].join(' | ');
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

const focusedHeading = (page: Page) =>
  page.evaluate(() => (document.activeElement?.tagName === 'H2' ? document.activeElement.textContent : null));

describe('accessibility (axe-core) on every page state', () => {
  beforeAll(async () => {
    app = await startApp({ ADMIN_EMAILS: email, LOG_LEVEL: 'warn' });
    browser = await launchBrowser();
    token = (await registerAccount(app.baseUrl, 'Dr. Axe Ügyvéd', email)).token;
    const company = request.tarsasag;
    for (const person of [...company.tagok, ...(company.ugyvezetok as typeof company.tagok)]) {
      const saved = await api<{ id: number }>('POST', '/api/szemely', { nev: person.nev, lakohely: person.lakohely });
      person.szemely = { id: saved.id };
    }
    companyId = (await api<{ id: number }>('POST', '/api/tarsasag', company)).id;
    await api('POST', '/api/contract-engine/ceg-doc/tagjegyzek/generate', request);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('lets a keyboard-only user through the wizard: skip link, Enter advances, focus on the step heading, a 3:1 focus ring', async () => {
    const context = await browser.newContext({ baseURL: app.baseUrl, viewport: { width: 1366, height: 900 } });
    context.setDefaultTimeout(15_000);
    await context.addInitScript((value) => {
      localStorage.setItem('token', value);
      localStorage.setItem('cookieConsent', 'declined');
    }, token);
    const page = await context.newPage();
    await page.goto('/tool/new-doc');
    await page.getByRole('heading', { name: '1. lépés: Dokumentumok' }).waitFor();

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Ugrás a tartalomra');
    expect((await page.getByRole('link', { name: 'Ugrás a tartalomra' }).boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tartalom');

    await tabTo(page, /Aláírásminta/);
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { width: parseFloat(style.outlineWidth), style: style.outlineStyle, color: style.outlineColor };
    });
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    const [red, green, blue] = ring.color
      .match(/\d+/g)!
      .map(Number)
      .map((channel) => {
        const value = channel / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
    const luminance = 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
    expect(1.05 / (luminance + 0.05)).toBeGreaterThanOrEqual(3);

    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedHeading(page)).toBe('2. lépés: Társaság');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedHeading(page)).toBe('3. lépés: Ügyvéd');
    await tabTo(page, /Iroda neve/);
    await page.keyboard.type('Dr. Billentyű Ügyvédi Iroda');
    await tabTo(page, /Székhely/);
    await page.keyboard.type('1052 Budapest, Váci utca 2.');
    await page.keyboard.press('Escape');
    await tabTo(page, /KASZ szám/);
    await page.keyboard.type('36063842');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedHeading(page)).toBe('4. lépés: Keltezés');
    await tabTo(page, /Hely/);
    await page.keyboard.type('Budapest');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedHeading(page)).toBe('5. lépés: Összesítő');
    await tabTo(page, /Dokumentumok előnézete és létrehozása/);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedHeading(page)).toBe('Dokumentumok előnézete');
    await page.getByText('Dokumentum 1 / 1').waitFor();
    await context.close();
  });

  it('finds no critical, serious or moderate violation', async () => {
    const found: Array<{ state: string } & AxeFinding> = [];
    const states = pageStates();
    // two lanes of page states at once: the browser checks one page while the server answers the other. Each lane
    // keeps one page, as a user's browser does: the built files are loaded and compiled once (they are cached), and
    // every state starts from a fresh load of its path, with the storage a new visitor of that path would have.
    const lane = async (laneStates: typeof states) => {
      const context = await browser.newContext({ baseURL: app.baseUrl, reducedMotion: 'reduce' });
      context.setDefaultTimeout(15_000);
      await context.addInitScript((value) => {
        // the landing page keeps the cookie banner; the tool's pages are signed in (frames, such as the preview's,
        // keep the page's storage)
        if (window !== window.top) return;
        localStorage.clear();
        sessionStorage.clear();
        if (location.pathname !== '/') localStorage.setItem('cookieConsent', 'declined');
        if (location.pathname.startsWith('/tool')) localStorage.setItem('token', value);
      }, token);
      const page = await context.newPage();
      for (const state of laneStates) {
        try {
          await setViewport(
            page,
            state.viewport === 'phone' ? { width: 390, height: 844 } : { width: 1366, height: 900 },
          );
          await page.goto(state.path);
          await page.locator('h1').first().waitFor();
          await page.waitForLoadState('networkidle');
          await state.enter?.(page);
          await page.waitForTimeout(300);
          for (const finding of await findAxeViolations(page)) found.push({ state: state.name, ...finding });
        } catch (error) {
          found.push({
            state: state.name,
            rule: 'state-not-reached',
            impact: 'critical',
            nodes: [String(error).slice(0, 300)],
          });
        }
      }
      await context.close();
    };
    const lanes = [0, 1].map((first) => lane(states.filter((_, index) => index % 2 === first)));
    await Promise.all(lanes);
    const critical = found.filter((finding) => finding.impact === 'critical');
    const serious = found.filter((finding) => finding.impact === 'serious');
    const moderate = found.filter((finding) => finding.impact === 'moderate');
    const nodeCount = (list: typeof found) => list.reduce((sum, finding) => sum + finding.nodes.length, 0);
    console.log(
      `axe over ${states.length} page states: ${critical.length} critical (${nodeCount(critical)} nodes), ` +
        `${serious.length} serious (${nodeCount(serious)} nodes), ` +
        `${moderate.length} moderate (${nodeCount(moderate)} nodes)\n` +
        found
          .map(
            (finding) =>
              `${finding.state} | ${finding.impact} ${finding.rule}: ${finding.nodes.slice(0, 4).join(', ')}`,
          )
          .join('\n'),
    );
    expect(found).toEqual([]);
  }, 600_000);
});
