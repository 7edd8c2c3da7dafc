import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type Account } from './support/accounts.ts';
import { launchBrowser, screenshot } from './support/launch-browser.ts';
import { repositoryRoot, startApp, type RunningApp } from './support/start-app.ts';
import { setViewport } from './support/viewport.ts';

type GeneratedAnswer = { id: number; fileId: string; payed: boolean };
type DocumentRow = { id: number; fileName: string; payed: boolean };

const stamp = Date.now();
const adminEmail = `admin.${stamp}@example.hu`;
const request = JSON.parse(readFileSync(`${repositoryRoot}fixtures/egy-tag.json`, 'utf8')) as {
  tarsasag: Record<string, unknown>;
};

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];
let lawyer: Account;
let colleague: Account;
let admin: Account;
let page: Page;
let boughtIds: number[] = [];

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A browser context logged in as the account (token in local storage, cookies declined). */
async function openAs(account: Account): Promise<Page> {
  const context = await browser.newContext({
    baseURL: app.baseUrl,
    viewport: { width: 1366, height: 900 },
    acceptDownloads: true,
  });
  context.setDefaultTimeout(20_000);
  await context.addInitScript((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('cookieConsent', 'declined');
  }, account.token);
  contexts.push(context);
  return context.newPage();
}

/** Fills the checkout's billing form (or checks the prefill), accepts the data-transfer statement and pays. */
async function payOnCardPage(prefilled: boolean) {
  const form = page.getByRole('form', { name: 'Számlázási adatok' });
  if (prefilled) {
    // filled in once the last order's billing data has arrived
    await expect.poll(() => form.getByLabel(/^Név \/ cégnév/).inputValue()).toBe('Dr. Fizető Ügyvéd');
    expect(await form.getByLabel(/^Irányítószám/).inputValue()).toBe('1052');
  } else {
    await form.getByLabel(/^Név \/ cégnév/).fill('Dr. Fizető Ügyvéd');
    await form.getByLabel(/^Telefonszám/).fill('+36 1 234 5678');
    await form.getByLabel(/^Irányítószám/).fill('105');
    await form.getByLabel(/^Település/).fill('Budapest');
    await form.getByLabel(/^Cím/).fill('Váci utca 2.');
    await form.getByRole('button', { name: 'Fizetés indítása' }).click();
    await page.getByText('Kérjük, töltse ki az összes kötelező mezőt!').waitFor();
    await form.getByLabel(/^Irányítószám/).fill('1052');
  }
  expect(await page.getByTestId('simplepay-logo').getAttribute('href')).toMatch(/Fizetesi_tajekoztato\.pdf$/);
  await form.getByRole('button', { name: 'Fizetés indítása' }).click();
  const statement = page.getByRole('dialog', { name: 'Adattovábbítási nyilatkozat' });
  await statement.getByText('OTP Mobil Kft., mint adatfeldolgozó').waitFor();
  await statement.getByRole('button', { name: 'Elfogadom, tovább a fizetéshez' }).click();
  await page.waitForURL('**/simplepay-emulator/pay/**');
  await page.getByRole('heading', { name: 'SimplePay tesztfizetés' }).waitFor();
  await page.locator('button[data-outcome="success"]').click();
  await page.waitForURL('**/tool/fizetes-visszaigazolas?r=**');
  await page.getByText('Sikeres fizetés!').waitFor({ timeout: 30_000 });
  await page.getByText(/SimplePay tranzakcióazonosító: \d+/).waitFor();
  await page.getByText(/Belső azonosító \(rendelésszám\): CD/).waitFor();
}

type PersonRef = { szemely: { id: number | string }; nev: string; lakohely: string };

/** Saves the fixture's persons, then its company pointing at them (the request uses the saved ids too). */
async function saveFixtureCompany() {
  const company = request.tarsasag as { tagok: PersonRef[]; ugyvezetok: PersonRef[] };
  const savedIds = new Map<string, number>();
  for (const person of [...company.tagok, ...company.ugyvezetok]) {
    const key = String(person.szemely.id);
    if (savedIds.has(key)) continue;
    const saved = await api<{ id: number }>(lawyer.token, 'POST', '/api/szemely', {
      nev: person.nev,
      lakohely: person.lakohely,
    });
    savedIds.set(key, saved.id);
  }
  for (const person of [...company.tagok, ...company.ugyvezetok])
    person.szemely = { id: savedIds.get(String(person.szemely.id))! };
  await api(lawyer.token, 'POST', '/api/tarsasag', company);
}

describe('commerce and teams, end to end', () => {
  beforeAll(async () => {
    app = await startApp({ ADMIN_EMAILS: adminEmail, LOG_LEVEL: 'warn' });
    browser = await launchBrowser();
    admin = await registerAccount(app.baseUrl, 'Oldal Admin', adminEmail);
    lawyer = await registerAccount(app.baseUrl, 'Dr. Fizető Ügyvéd', `fizeto.${stamp}@example.hu`);
    colleague = await registerAccount(app.baseUrl, 'Dr. Kolléga Kata', `kollega.${stamp}@example.hu`);
    await saveFixtureCompany();
    page = await openAs(lawyer);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await app?.stop();
  });

  it('upgrades a free lawyer to Közepes through the card page and lands on Sikeres fizetés!', async () => {
    await page.goto('/tool/dokumentumok');
    await page.getByText('Az Ingyenes csomagban nem vásárolható extra dokumentum.', { exact: false }).waitFor();
    await page.goto('/tool/elofizetes-modositas');
    const table = page.getByRole('table', { name: 'Csomagok összehasonlítása' });
    await table
      .getByRole('row', { name: /Havi díj/ })
      .getByText('19 900 Ft')
      .waitFor();
    await page.getByText('felhasználónként havi 2 000 Ft díjért', { exact: false }).waitFor();
    await screenshot(page, '30-subscription-change');
    await page.getByRole('button', { name: 'Kiválasztom: Közepes' }).click();
    await page.getByText('Havi előfizetés').click();
    await page.getByTestId('tier-price').getByText('19 900 Ft / hó', { exact: false }).waitFor();
    await screenshot(page, '31-subscription-checkout');
    await payOnCardPage(false);
    await screenshot(page, '32-payment-finished');
    const subscription = await api<{ name: string; remainingDocs: number }>(lawyer.token, 'GET', '/api/subscription');
    expect(subscription).toMatchObject({ name: 'medium', remainingDocs: 60 });
  });

  it('generates a document the free plan did not allow', async () => {
    await page.goto('/tool/new-doc');
    await page.getByTestId('doc-card-szekhely').waitFor();
    expect(await page.getByTestId('doc-card-szekhely').getByRole('checkbox').isDisabled()).toBe(false);
    await page.getByTestId('doc-card-szekhely').click();
    await page.getByRole('button', { name: 'Tovább' }).click();
    await page.getByText('Tiszafa Szoftverfejlesztő').first().waitFor();
    await page.getByRole('button', { name: 'Tovább' }).click();
    await page.getByLabel('Iroda neve').fill('Dr. Fizető Ügyvédi Iroda');
    await page.getByLabel('Székhely').fill('1052 Budapest, Váci utca 2.');
    await page.getByLabel('KASZ szám').fill('36063842');
    await page.getByRole('button', { name: 'Tovább' }).click();
    await page.getByPlaceholder('Pl.: Budapest').fill('Budapest');
    await page.getByRole('button', { name: 'Tovább' }).click();
    await page.getByRole('button', { name: 'Dokumentumok előnézete és létrehozása' }).click();
    await page.getByText('Dokumentum 1 / 1').waitFor();
    await page.getByRole('button', { name: 'Dokumentumok létrehozása' }).click();
    await page.getByText('A létrehozás befejeződött.').waitFor({ timeout: 60_000 });
    const documents = await api<Array<DocumentRow & { templateId: string }>>(lawyer.token, 'GET', '/api/docs');
    expect(documents.filter((document) => document.templateId === 'szekhely' && document.payed)).toHaveLength(1);
  });

  it('buys two extra documents once the quota is used up and downloads them', async () => {
    let remaining = (await api<{ remainingDocs: number }>(lawyer.token, 'GET', '/api/subscription')).remainingDocs;
    while (remaining > 0) {
      await api(lawyer.token, 'POST', '/api/contract-engine/ceg-doc/tagjegyzek/generate', request);
      remaining -= 1;
    }
    const extra = [
      await api<GeneratedAnswer>(lawyer.token, 'POST', '/api/contract-engine/ceg-doc/alairasminta/generate/0', request),
      await api<GeneratedAnswer>(
        lawyer.token,
        'POST',
        '/api/contract-engine/ceg-doc/elfogado-nyilatkozat/generate/0',
        request,
      ),
    ];
    expect(extra.map((document) => document.payed)).toEqual([false, false]);
    boughtIds = extra.map((document) => document.id);

    await page.goto('/tool/dokumentumok');
    await page.getByText('Elfogytak a csomagjában foglalt dokumentumok.', { exact: false }).waitFor();
    const buyPanel = page.getByLabel('Extra dokumentumok vásárlása');
    await buyPanel.getByText('690 Ft/db').waitFor();
    const boxes = page.getByRole('checkbox', { name: /kijelölése$/ });
    expect(await boxes.count()).toBe(2);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await buyPanel.getByText('2 db').waitFor();
    await buyPanel.getByText('1 380 Ft').waitFor();
    await buyPanel.getByRole('button', { name: 'Megvásárolom' }).click();
    await page.getByRole('heading', { name: 'Rendelés részletek' }).waitFor();
    await page.getByTestId('checkout-total').getByText('1 380 Ft', { exact: false }).waitFor();
    await screenshot(page, '33-document-checkout');
    await payOnCardPage(true);

    const documents = await api<DocumentRow[]>(lawyer.token, 'GET', '/api/docs');
    const bought = documents.filter((document) => boughtIds.includes(document.id));
    expect(bought.map((document) => document.payed)).toEqual([true, true]);
    await page.goto('/tool/dokumentumok');
    for (const document of bought) {
      const row = page.getByRole('row', { name: new RegExp(document.fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row
          .first()
          .getByRole('button', { name: /^Letöltés/ })
          .click(),
      ]);
      const docx = readFileSync((await download.path())!);
      expect(Object.keys(unzipSync(new Uint8Array(docx)))).toContain('word/document.xml');
    }
    await screenshot(page, '34-documents-bought');
  });

  it('invites a colleague, who accepts from the settings page', async () => {
    await page.goto('/tool/fiok');
    const firm = page.getByLabel('Ügyvédi iroda');
    await firm.getByLabel(/^Iroda neve/).fill('Fizető és Társai Ügyvédi Iroda');
    await firm.getByLabel(/^Székhely/).fill('1052 Budapest, Váci utca 2.');
    await firm.getByRole('button', { name: 'Iroda létrehozása' }).click();
    await firm.getByText('Adminisztrátor').waitFor();
    await firm.getByRole('button', { name: 'Felhasználó meghívása' }).click();
    const popup = page.getByRole('dialog', { name: 'Felhasználó meghívása' });
    await popup.getByLabel(/^E-mail-cím/).fill('nem-email');
    await popup.getByRole('button', { name: 'Meghívás' }).click();
    await popup.getByText('Érvényes e-mail-címet adjon meg.').waitFor();
    await popup.getByLabel(/^E-mail-cím/).fill(colleague.email);
    await popup.getByRole('button', { name: 'Meghívás' }).click();
    await popup.waitFor({ state: 'hidden' });
    await firm
      .getByRole('row', { name: /Dr\. Kolléga Kata/ })
      .getByText('Meghívott')
      .waitFor();
    await screenshot(page, '35-law-firm-invited');

    const colleaguePage = await openAs(colleague);
    await colleaguePage.goto('/tool/dashboard');
    await colleaguePage.getByLabel('1 függő kérés').waitFor();
    await colleaguePage.getByRole('link', { name: /Fiók/ }).click();
    await colleaguePage.getByText('Meghívás a(z) Fizető és Társai Ügyvédi Iroda irodába').waitFor();
    await colleaguePage.getByRole('button', { name: 'Meghívás elfogadása' }).click();
    await colleaguePage.getByLabel('Ügyvédi iroda').getByText('Csatlakozott').first().waitFor();
    await screenshot(colleaguePage, '36-colleague-joined');
    const shared = await api<{ name: string }>(colleague.token, 'GET', '/api/subscription');
    expect(shared.name).toBe('medium');

    await page.reload();
    await page
      .getByLabel('Ügyvédi iroda')
      .getByRole('row', { name: /Dr\. Kolléga Kata/ })
      .getByText('Csatlakozott')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Fiók törlése' }).isDisabled()).toBe(true);
    // At phone width (375 px) the users' table fits its card: the e-mail under the name, the action under the status;
    // no status, of a user or of an order, is cut off with an ellipsis.
    await setViewport(page, { width: 375, height: 812 });
    const users = page.getByRole('table', { name: 'Az iroda felhasználói' });
    const remove = users.getByRole('row', { name: /Dr\. Kolléga Kata/ }).getByRole('button', { name: 'Eltávolítás' });
    await expect.poll(async () => (await remove.boundingBox())?.x ?? Infinity).toBeLessThan(375);
    const box = (await remove.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(
      await users.evaluate(
        (table) =>
          table.getBoundingClientRect().right <=
          table.closest('[aria-label="Ügyvédi iroda"]')!.getBoundingClientRect().right,
      ),
    ).toBe(true);
    const isAnyStatusCut = await users
      .locator('.mantine-Badge-label')
      .evaluateAll((labels) => labels.some((label) => label.scrollWidth > label.clientWidth));
    expect(isAnyStatusCut).toBe(false);
    const orderStatuses = page.getByLabel('Számlázási előzmények').locator('.mantine-Badge-label');
    expect(await orderStatuses.count()).toBeGreaterThan(0);
    expect(
      await orderStatuses.evaluateAll((labels) => labels.some((label) => label.scrollWidth > label.clientWidth)),
    ).toBe(false);
    await screenshot(page, '36-law-firm-users-375');
    await setViewport(page, { width: 1366, height: 900 });
  });

  it('shows an admin the new users and the charts', async () => {
    const lawyerMenu = page.getByRole('navigation', { name: 'Oldalsó menü' });
    expect(await lawyerMenu.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    const adminPage = await openAs(admin);
    await adminPage.goto('/tool/dashboard');
    await adminPage.getByRole('link', { name: 'Admin' }).click();
    await adminPage.waitForURL('**/tool/admin/statisztikak');
    await adminPage.getByLabel('Felhasználók', { exact: true }).getByText('3').waitFor();
    await adminPage
      .getByLabel('Létrehozott dokumentumok naponta')
      .locator('.recharts-bar-rectangle path')
      .filter({ visible: true })
      .first()
      .waitFor();
    await adminPage
      .getByLabel('Regisztrációk naponta')
      .locator('.recharts-bar-rectangle path')
      .filter({ visible: true })
      .first()
      .waitFor();
    await screenshot(adminPage, '37-admin-statistics');
    await adminPage.getByRole('tab', { name: 'Felhasználók' }).click();
    await adminPage.waitForURL('**/tool/admin/felhasznalok');
    await adminPage.getByRole('cell', { name: lawyer.email }).waitFor();
    await adminPage.getByRole('cell', { name: colleague.email }).waitFor();
    await adminPage.getByRole('cell', { name: lawyer.email }).click();
    await adminPage.getByText('Közepes (havi)').first().waitFor();
    expect(await adminPage.getByRole('button', { name: 'Előző' }).isDisabled()).toBe(true);
    await screenshot(adminPage, '38-admin-users');
  });
});
