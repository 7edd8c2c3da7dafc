// A company saved before the tax-id check (decision 080), amended in the real browser at 375 px by keyboard: its
// registered state, its saved data and its person hold a tax id with a wrong check digit, written straight to SQLite.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, openAs, registerAccount, saveFixtureCompany, type Account } from './support/accounts.ts';
import { launchBrowser, screenshot } from './support/launch-browser.ts';
import { startApp, type RunningApp } from './support/start-app.ts';

const RIGHT = '8412152387';
const TYPO = '8412152388';
let app: RunningApp;
let browser: Browser;
let lawyer: Account;
let page: Page;
let companyId: number;

/** Nagy Lajos's member and director entries of the ket-tag fixture, and his person, with the mistyped tax id. */
function writeTypoToDatabase() {
  const db = new Database(join(app.dataDir, 'cegdok.sqlite'));
  db.pragma('busy_timeout = 5000');
  const withTypo = (json: string) => {
    const company = JSON.parse(json) as { tagok: Record<string, unknown>[]; ugyvezetok: Record<string, unknown>[] };
    for (const entry of [company.tagok[0]!, company.ugyvezetok[0]!]) entry['adoazonositoJel'] = TYPO;
    return JSON.stringify(company);
  };
  const versions = db.prepare('select id, state from company_versions where company_id = ?').all(companyId) as {
    id: number;
    state: string;
  }[];
  for (const version of versions)
    db.prepare('update company_versions set state = ? where id = ?').run(withTypo(version.state), version.id);
  const company = db.prepare('select data from companies where id = ?').get(companyId) as { data: string };
  db.prepare('update companies set data = ? where id = ?').run(withTypo(company.data), companyId);
  db.prepare('update persons set adoazonosito_jel = ? where nev = ?').run(TYPO, 'Nagy Lajos');
  db.close();
}

const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

describe('an amendment of a company saved before the tax-id check', () => {
  beforeAll(async () => {
    app = await startApp({ LOG_LEVEL: 'warn' });
    browser = await launchBrowser();
    lawyer = await registerAccount(app.baseUrl, 'Dr. Régi Adat', `regi.${Date.now()}@example.hu`);
    ({ companyId } = await saveFixtureCompany(app.baseUrl, lawyer, 'ket-tag'));
    await callApi(app.baseUrl, lawyer.token, 'PUT', `/api/tarsasag/${companyId}/bejegyzes`, {
      cegjegyzekszam: '09-09-123456',
      bejegyzesDatuma: '2024-03-15',
      adoszam: '12345678-2-09',
      letesitoOkiratKelte: '2024-03-01',
    });
    writeTypoToDatabase();
    page = await openAs(browser, app.baseUrl, lawyer, { width: 375, height: 740 });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('shows the mistyped tax id on the person’s card, corrected by keyboard; the summary then takes it', async () => {
    await page.goto(`/tool/tarsasagok/${companyId}/modositas`);
    await page.getByRole('heading', { name: '1. lépés: A társaság új adatai' }).waitFor();
    const note = page.getByText(/^Javítandó adat a következő fül/);
    await note.getByRole('button', { name: 'Tagok' }).focus();
    await page.keyboard.press('Enter');
    // the card says it, the focus is on the button that fixes it (it was the page's body, the card said nothing)
    await expect.poll(focused).toBe('Személyes adatok: Nagy Lajos');
    const card = page.getByRole('group', { name: 'Tag: Nagy Lajos' });
    expect(await card.textContent()).toContain('Az adóazonosító jel hibás');
    await screenshot(page, '60-legacy-tax-id-card');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Személy szerkesztése' });
    await dialog.getByRole('button', { name: /^Cégbírósági adatok/ }).focus();
    await page.keyboard.press('Enter');
    const taxId = dialog.getByLabel('Adóazonosító jel');
    // the opened block's field, once shown: a loaded machine still had it closing when the keys were typed
    await taxId.waitFor();
    await taxId.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(RIGHT);
    await expect.poll(() => taxId.inputValue()).toBe(RIGHT);
    await dialog.getByRole('button', { name: 'Mentés' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    // the director's entry of the same person took it too: the step goes on
    await expect.poll(() => note.count()).toBe(0);
    // the amendment itself: a new seat
    await page.getByRole('tab', { name: 'Alap adatok' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel(/^Székhely/).focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('4026 Debrecen, Piac utca 10.');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Tovább a módosítás adataihoz' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: '2. lépés: A módosítás adatai' }).waitFor();
    for (const [label, text] of [
      ['Jegyzőkönyvvezető', 'Fehér Krisztina'],
      ['Keltezés helye', 'Debrecen'],
      ['Iroda neve', 'Dr. Régi Ügyvédi Iroda'],
      ['KASZ szám', '36063842'],
      ['Az iroda székhelye', '1052 Budapest, Váci utca 2.'],
    ]) {
      await page.getByLabel(new RegExp(`^${label}\\s*\\*?$`)).focus();
      await page.keyboard.type(text!);
    }
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Tovább az összefoglalóhoz' }).focus();
    await page.keyboard.press('Enter');
    // the registered state's mistyped id is taken from the corrected person: no refusal at a field the flow cannot edit
    await page.getByRole('heading', { name: '3. lépés: A változások összefoglalása' }).waitFor();
    await page.getByRole('table', { name: 'Változások' }).waitFor({ timeout: 30_000 });
    expect(await page.getByText('Az összefoglaló nem készült el').count()).toBe(0);
    await screenshot(page, '61-legacy-tax-id-summary');
  });
});
