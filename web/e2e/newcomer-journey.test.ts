import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/launch-browser.ts';
import { CONFIRMATION_LINK } from './support/accounts.ts';
import { repositoryRoot, startApp, type RunningApp } from './support/start-app.ts';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const email = `uj.ugyved.${Date.now()}@example.hu`;

async function addPerson(nev: string, lakohely: string) {
  await page.getByRole('button', { name: 'Új személy hozzáadása' }).click();
  const dialog = page.getByRole('dialog', { name: 'Személy szerkesztése' });
  await dialog.getByLabel(/^Név/).fill(nev);
  await dialog.getByLabel(/^Lakcím/).fill(lakohely);
  await dialog.getByRole('button', { name: 'Mentés' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('cell', { name: nev }).waitFor();
}

async function pickPerson(name: string) {
  await page.getByPlaceholder('Válasszon személyt').click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

describe('a newcomer, end to end', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    context = await browser.newContext({
      baseURL: app.baseUrl,
      viewport: { width: 1366, height: 900 },
      acceptDownloads: true,
    });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('serves a landing page that loads no code of the tool, under the JavaScript budget', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('heading', { name: /Kft\. alapítási okiratok percek alatt/ }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts.filter((path) => /tool-layout|dashboard|company-editor|wizard|generation|documents-page/.test(path)),
    ).toEqual([]);
    const report = JSON.parse(readFileSync(`${repositoryRoot}web/dist/bundle-report.json`, 'utf8')) as {
      landing: { gzipBytes: number; toolModules: string[] };
    };
    expect(report.landing.gzipBytes).toBeLessThan(150 * 1024);
    expect(report.landing.toolModules).toEqual([]);
    await expect(page.getByRole('region', { name: 'Cookie-k használata' }).isVisible()).resolves.toBe(true);
    await screenshot(page, '01-landing');
    await page.getByRole('button', { name: 'Elfogadom' }).click();
    await page.goto('/csomagok');
    await page.getByTestId('tier-basic').waitFor();
    await screenshot(page, '02-pricing');
  });

  it('sends a visitor without a token from the tool to the login page', async () => {
    await page.goto('/tool/dashboard');
    await page.waitForURL('**/belepes');
    await screenshot(page, '03-login');
  });

  it('registers after showing and fixing a validation error, confirming by the e-mailed link', async () => {
    await page.goto('/regisztracio');
    await page.getByLabel('Név').fill('Dr. Új Ügyvéd');
    await page.getByLabel('E-mail-cím').fill(email);
    await page.getByLabel(/^Jelszó( \*)?$/).fill('titok12345');
    await page.getByLabel('Jelszó megerősítése').fill('titok1234');
    await page.getByLabel('Elolvastam és elfogadom').check();
    await page.getByText('A jelszavak nem egyeznek.').waitFor();
    expect(await page.getByRole('button', { name: 'Regisztráció' }).isDisabled()).toBe(true);
    await screenshot(page, '04-register-error');
    await page.getByLabel('Jelszó megerősítése').fill('titok12345');
    await page.getByText('A jelszavak nem egyeznek.').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Regisztráció' }).click();
    await page.getByRole('heading', { name: 'Ellenőrizze a postafiókját' }).waitFor();
    await page.getByText('Elküldtük a regisztráció megerősítéséhez szükséges levelet', { exact: false }).waitFor();
    await screenshot(page, '04b-register-check-mailbox');
    const link = await app.mailbox.waitFor(email, CONFIRMATION_LINK);
    expect(link[0].startsWith(`${app.baseUrl}/regisztracio/megerosites?token=`)).toBe(true);
    await page.goto(link[0]);
    await page.waitForURL('**/tool/dashboard');
    await page.getByText('Üdvözlünk, Dr. Új Ügyvéd!').waitFor();
    await page.getByText('Még nincs létrehozott dokumentum.').waitFor();
    await screenshot(page, '05-dashboard');
  });

  it('sends a logged-in user from the login page to the dashboard', async () => {
    await page.goto('/belepes');
    await page.waitForURL('**/tool/dashboard');
  });

  it('creates two persons', async () => {
    await page.getByRole('link', { name: 'Személyek' }).click();
    await page.getByText('Még nincs létrehozott személy.').waitFor();
    await addPerson('Kiss Anna', '1011 Budapest, Fő utca 1.');
    await addPerson('Nagy Béla', '6720 Szeged, Kárász utca 2.');
    await screenshot(page, '06-persons');
  });

  it('creates a company with two members and a director', async () => {
    await page.getByRole('link', { name: 'Társaságok' }).click();
    await page.getByText('Még nincs létrehozott társaság.').waitFor();
    await page.getByRole('link', { name: 'Új társaság hozzáadása' }).click();
    await page.getByLabel('A társaság neve').fill('Próba Pékség');
    await page.getByLabel('Székhely').fill('1011 Budapest, Fő utca 1.');
    await page.getByLabel('Székhely').blur();

    await page.getByRole('tab', { name: 'Tagok' }).click();
    await pickPerson('Kiss Anna');
    await pickPerson('Nagy Béla');
    const anna = page.getByLabel('Tag: Kiss Anna');
    await anna.getByLabel('Pénzbeli betét (Ft)', { exact: true }).fill('2000000');
    await page
      .getByText(/nem éri el/)
      .first()
      .waitFor();
    await page.getByLabel('Tag: Nagy Béla').getByLabel('Pénzbeli betét (Ft)', { exact: true }).fill('1000000');
    await page.getByTestId('contribution-total').getByText('3 000 000 Ft').waitFor();
    expect(await anna.getByLabel('Pénzbeli betét (Ft)', { exact: true }).inputValue()).toBe('2 000 000');
    // The way and deadline of a cash contribution are mandatory content of the articles (Ptk. 3:5. § e)).
    for (const name of ['Kiss Anna', 'Nagy Béla']) {
      const member = page.getByLabel(`Tag: ${name}`);
      await member.getByLabel('Pénzbeli betét befizetési határideje').fill('2027. 03. 31.');
      await member.getByLabel('Pénzbeli betét befizetésének módja').click();
      await page.getByRole('option', { name: 'pénzforgalmi számla' }).click();
    }

    await page.getByRole('tab', { name: 'Ügyvezetők' }).click();
    await pickPerson('Kiss Anna');
    await page.getByLabel('Ügyvezető: Kiss Anna').waitFor();
    await screenshot(page, '07-company-editor');

    await page.getByRole('button', { name: 'Mentés' }).click();
    await page.waitForURL('**/tool/tarsasagok');
    const row = page.getByRole('row', { name: /Próba Pékség/ });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('1');
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('2');
    await screenshot(page, '08-companies');
  });

  it('runs the wizard, previews every document, generates them and downloads a .docx', async () => {
    await page.getByRole('link', { name: 'Új generálás' }).click();
    await page.getByText('Az Ingyenes csomag csak bizonyos dokumentumok').waitFor();
    expect(await page.getByTestId('doc-card-tarsasagi').getByRole('checkbox').isDisabled()).toBe(true);
    await page.getByTestId('doc-card-alairasminta').click();
    await page.getByTestId('doc-card-tagjegyzek').click();
    await screenshot(page, '09-wizard-documents');
    await page.getByRole('button', { name: 'Tovább' }).click();

    await page.getByText('Próba Pékség').waitFor();
    await page.getByRole('button', { name: 'Tovább' }).click();

    await page.getByLabel('Iroda neve').fill('Dr. Új Ügyvédi Iroda');
    await page.getByLabel('Székhely').fill('1052 Budapest, Váci utca 2.');
    expect(await page.getByLabel('Ügyvéd neve').inputValue()).toBe('Dr. Új Ügyvéd');
    await page.getByLabel('KASZ szám').fill('36063842');
    await page.getByRole('button', { name: 'Tovább' }).click();

    await page.getByPlaceholder('Pl.: Budapest').fill('Budapest');
    await page.getByRole('button', { name: 'Tovább' }).click();
    await page
      .getByText('A dokumentumok alapértelmezés szerint a leggyakoribb üzleti eseteket feltételezik.', { exact: false })
      .waitFor();
    await screenshot(page, '10-wizard-summary');

    await page.getByRole('button', { name: 'Dokumentumok előnézete és létrehozása' }).click();
    await page.getByText('Dokumentum 1 / 2').waitFor();
    for (let index = 1; index <= 2; index += 1) {
      await page.getByText(`Dokumentum ${index} / 2`).waitFor();
      const frame = page.locator('iframe[sandbox=""]');
      await frame.waitFor();
      await page.waitForFunction(() => (document.querySelector('iframe')?.getAttribute('srcdoc') ?? '').length > 500);
      // names are bound with no-break spaces
      const text = (await frame.contentFrame().locator('body').innerText()).replaceAll('\u00a0', ' ');
      expect(text).toContain('Próba Pékség');
      if (index === 1) await screenshot(page, '11-wizard-preview');
      if (index < 2) await page.getByRole('button', { name: 'Következő' }).click();
    }
    expect(await page.getByRole('button', { name: 'Következő' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Dokumentumok létrehozása' }).click();
    await page.waitForURL('**/tool/dokumentum-letrehozas');
    await page.getByText('A létrehozás befejeződött.').waitFor({ timeout: 60_000 });
    expect(await page.getByText('Kész').count()).toBe(2);
    await screenshot(page, '12-generation');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: /^Letöltés/ })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.docx$/);
    const docx = readFileSync((await download.path())!);
    expect(Object.keys(unzipSync(new Uint8Array(docx)))).toContain('word/document.xml');

    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Összes letöltése (.zip)' }).click(),
    ]);
    const files = Object.keys(unzipSync(new Uint8Array(readFileSync((await zip.path())!))));
    expect(files).toHaveLength(2);
    expect(files.every((name) => name.endsWith('.docx'))).toBe(true);

    await page.getByRole('link', { name: 'Tovább a dokumentumokhoz' }).click();
    await page.getByRole('cell', { name: 'Próba Pékség' }).first().waitFor();
    await screenshot(page, '13-documents');
  });

  it('collapses the side menu into a toggle at 375 px', async () => {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const mobile = await browser.newContext({
      baseURL: app.baseUrl,
      viewport: { width: 375, height: 812 },
      isMobile: true,
    });
    await mobile.addInitScript((value) => {
      localStorage.setItem('token', value ?? '');
      localStorage.setItem('cookieConsent', 'declined');
    }, token);
    const phone = await mobile.newPage();
    await phone.goto('/tool/dashboard');
    await phone.getByText('Üdvözlünk, Dr. Új Ügyvéd!').waitFor();
    const personsLink = phone.getByRole('link', { name: 'Személyek' });
    // The collapsed menu is moved off the screen to the left.
    const isOnScreen = async () => ((await personsLink.boundingBox())?.x ?? -1) >= 0;
    expect(await isOnScreen()).toBe(false);
    await screenshot(phone, '14-mobile-dashboard');
    await phone.getByRole('button', { name: 'Menü' }).click();
    await expect.poll(isOnScreen).toBe(true);
    await screenshot(phone, '15-mobile-menu');
    await personsLink.click();
    await phone.waitForURL('**/tool/szemelyek');
    await expect.poll(isOnScreen).toBe(false);
    await mobile.close();
  });
});
