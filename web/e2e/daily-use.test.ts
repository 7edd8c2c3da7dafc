// Issue 15's broken flows, as a lawyer meets them in the first week, in the real browser.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, openAs, registerAccount, saveFixtureCompany, type Account } from './support/accounts.ts';
import { findAxeViolations } from './support/axe.ts';
import { launchBrowser, screenshot } from './support/launch-browser.ts';
import { startApp, type RunningApp } from './support/start-app.ts';
import { setViewport } from './support/viewport.ts';

const stamp = Date.now();
let app: RunningApp;
let browser: Browser;
let lawyer: Account;
let page: Page;

const api = <T>(method: string, path: string, body?: unknown) =>
  callApi<T>(app.baseUrl, lawyer.token, method, path, body);

/** A lawyer of a list of their own, signed up on first use: the server allows 5 sign-ups an address in 10 minutes. */
let colleague: Account | undefined;
async function secondLawyer(): Promise<Account> {
  colleague ??= await registerAccount(app.baseUrl, 'Dr. Második Ügyvéd', `masodik.${stamp}@example.hu`);
  return colleague;
}

describe('the web app in daily use', () => {
  beforeAll(async () => {
    app = await startApp({ LOG_LEVEL: 'warn' });
    browser = await launchBrowser();
    lawyer = await registerAccount(app.baseUrl, 'Dr. Napi Ügyvéd', `napi.${stamp}@example.hu`);
    await saveFixtureCompany(app.baseUrl, lawyer);
    page = await openAs(browser, app.baseUrl, lawyer);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('adds premises and branches without submitting the company form', async () => {
    await page.goto('/tool/tarsasagok/uj');
    await page.getByLabel('A társaság neve').fill('Telephelyes Kft.');
    await page.getByRole('button', { name: 'Telephely hozzáadása' }).click();
    let popup = page.getByRole('dialog', { name: 'Telephely hozzáadása' });
    await popup.getByLabel('Cím').fill('6720 Szeged, Kárász utca 2.');
    await popup.getByLabel('Cím').press('Enter');
    await popup.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Fióktelep hozzáadása' }).click();
    popup = page.getByRole('dialog', { name: 'Fióktelep hozzáadása' });
    await popup.getByLabel('Cím').fill('9021 Győr, Baross Gábor út 3.');
    await popup.getByRole('button', { name: 'Hozzáadás' }).click();
    await popup.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/tool/tarsasagok/uj');
    await page.getByRole('list', { name: 'Telephelyek' }).getByText('6720 Szeged, Kárász utca 2.').waitFor();
    await page.getByRole('list', { name: 'Fióktelepek' }).getByText('9021 Győr, Baross Gábor út 3.').waitFor();
    expect(await page.getByLabel('A társaság neve').inputValue()).toBe('Telephelyes Kft.');
    const companies = await api<Array<{ nev: string }>>('GET', '/api/tarsasag');
    expect(companies.map((company) => company.nev)).not.toContain('Telephelyes Kft.');
  });

  it('saves only a complete address and names what an incomplete one lacks', async () => {
    await page.goto('/tool/tarsasagok/uj');
    await page.getByLabel('A társaság neve').fill('Címes Kft.');
    await page.getByLabel('Székhely').fill('6700 Szeged, .');
    await page.getByLabel('Székhely').press('Escape');
    await page.getByLabel('Székhely').blur();
    await page
      .getByText(
        'A cím hiányos. Hiányzik: a közterület neve, a közterület jellege és a házszám (vagy a helyrajzi szám).',
      )
      .waitFor();
    expect(await page.getByLabel('Székhely').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('button', { name: 'Mentés' }).isDisabled()).toBe(true);
    await page.getByLabel('Székhely').fill('6720 Szeged, Kárász utca 2.');
    await page.getByLabel('Székhely').press('Escape');
    await page.getByLabel('Székhely').blur();
    await page.getByText(/^A cím hiányos/).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Telephely hozzáadása' }).click();
    const popup = page.getByRole('dialog', { name: 'Telephely hozzáadása' });
    await popup.getByLabel('Cím').fill('Szeged, Kárász utca');
    await popup.getByRole('button', { name: 'Hozzáadás' }).click();
    await popup.getByText('A cím hiányos. Hiányzik: az irányítószám és a házszám (vagy a helyrajzi szám).').waitFor();
    await popup.getByLabel('Cím').fill('6725 Szeged, hrsz. 1234/5');
    await popup.getByRole('button', { name: 'Hozzáadás' }).click();
    await popup.waitFor({ state: 'hidden' });
    await page.getByRole('list', { name: 'Telephelyek' }).getByText('6725 Szeged, hrsz. 1234/5').waitFor();
    expect(await page.getByRole('button', { name: 'Mentés' }).isEnabled()).toBe(true);
  });

  it('scales the A4 preview to the width there is, on a desktop and on a phone', async () => {
    await page.goto('/tool/new-doc');
    await page.getByTestId('doc-card-alairasminta').click();
    await page.getByRole('button', { name: 'Tovább' }).click();
    // the saved company is chosen once the list has loaded: Tovább before that stays on the step
    await page.getByRole('button', { name: 'Társaság módosítása' }).waitFor();
    await page.getByRole('button', { name: 'Tovább' }).click();
    await page.getByLabel('Iroda neve').fill('Dr. Napi Ügyvédi Iroda');
    await page.getByLabel('Székhely').fill('1052 Budapest, Váci utca 2.');
    await page.getByLabel('KASZ szám').fill('36063842');
    await page.getByRole('button', { name: 'Tovább' }).click();
    await page.getByPlaceholder('Pl.: Budapest').fill('Budapest');
    await page.getByRole('button', { name: 'Tovább' }).click();
    await page.getByRole('button', { name: 'Dokumentumok előnézete és létrehozása' }).click();
    const frame = page.locator('iframe[srcdoc]');
    await frame.waitFor();
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await setViewport(page, viewport);
      await page.waitForTimeout(300);
      const fit = await frame.evaluate((iframe: HTMLIFrameElement) => {
        const box = iframe.parentElement!.getBoundingClientRect();
        const shown = iframe.getBoundingClientRect();
        return {
          laidOut: iframe.offsetWidth,
          left: shown.left - box.left,
          right: box.right - shown.right,
          pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
      // Laid out at A4 width (210 mm = 794 px) so nothing inside is cut off, and shown whole inside its box.
      expect(fit.laidOut, `${viewport.width} px`).toBeGreaterThanOrEqual(794);
      expect(fit.left, `${viewport.width} px`).toBeGreaterThanOrEqual(-0.5);
      expect(fit.right, `${viewport.width} px`).toBeGreaterThanOrEqual(-0.5);
      expect(fit.pageOverflow, `${viewport.width} px`).toBeLessThanOrEqual(0);
      await screenshot(page, `a4-preview-${viewport.width}`);
    }
    await setViewport(page, { width: 1366, height: 900 });
  });

  it('shows times in Budapest time as yyyy. MM. dd. HH:mm and the expiry as a date, whatever the browser time zone', async () => {
    const newYork = await openAs(browser, app.baseUrl, lawyer, undefined, 'America/New_York');
    const [company] = await api<Array<{ nev: string; modifiedAt: string }>>('GET', '/api/tarsasag');
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Budapest',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(new Date(company!.modifiedAt))
        .map((part) => [part.type, part.value]),
    );
    await newYork.goto('/tool/tarsasagok');
    const row = newYork.getByRole('row', { name: new RegExp(company!.nev) });
    await row
      .getByText(`${parts.year}. ${parts.month}. ${parts.day}. ${parts.hour}:${parts.minute}`, { exact: true })
      .waitFor();
    await newYork.goto('/tool/fiok');
    const card = newYork.getByLabel('Előfizetés', { exact: true });
    const expiry = card.getByText('Lejárat', { exact: true }).locator('xpath=following-sibling::*[1]');
    expect(await expiry.textContent()).toMatch(/^\d{4}\. \d{2}\. \d{2}\.$/);
    await newYork.context().close();
  });

  it('shows the pricing buttons whole on a phone, a small laptop and a desktop', async () => {
    const context = await browser.newContext({ baseURL: app.baseUrl });
    const visitor = await context.newPage();
    for (const width of [390, 1024, 1366]) {
      await setViewport(visitor, { width, height: 900 });
      await visitor.goto('/csomagok');
      const buttons = visitor.getByRole('link', { name: /^(Ingyenes regisztráció|Regisztrálok és előfizetek)$/ });
      await buttons.first().waitFor();
      const cut = await buttons.evaluateAll((links) =>
        links
          .map((link) => {
            const label = link.querySelector('.mantine-Button-label') ?? link;
            const box = link.getBoundingClientRect();
            const isCut = label.scrollWidth > label.clientWidth + 1 || box.right > window.innerWidth || box.left < 0;
            return isCut ? link.textContent : null;
          })
          .filter(Boolean),
      );
      expect(cut, `${width} px`).toEqual([]);
      expect(await buttons.count()).toBeGreaterThanOrEqual(2);
    }
    await context.close();
  });

  it('keeps every public page within a 375 px phone screen: nothing scrolls the page sideways', async () => {
    const context = await browser.newContext({ baseURL: app.baseUrl, viewport: { width: 375, height: 800 } });
    const visitor = await context.newPage();
    const tooWide: string[] = [];
    for (const path of [
      '/',
      '/elonyok',
      '/csomagok',
      '/kapcsolat',
      '/cookie-tajekoztato',
      '/gyakoran-ismetelt-kerdesek',
      '/felhasznalasi-feltetelek',
    ]) {
      await visitor.goto(path);
      await visitor.getByRole('heading', { level: 1 }).first().waitFor();
      const width = await visitor.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375) tooWide.push(`${path}: ${width} px`);
    }
    expect(tooWide).toEqual([]);
    await context.close();
  });

  it('shows the companies list within a 375 px phone screen: names, addresses and register actions, nothing sideways', async () => {
    const owner = await secondLawyer();
    await saveFixtureCompany(app.baseUrl, owner);
    // A registered company has the widest register cell: its Cg. number, Módosítás, Verziók, Változásbejegyzés.
    const { companyId } = await saveFixtureCompany(app.baseUrl, owner, 'ket-tag');
    await callApi(app.baseUrl, owner.token, 'PUT', `/api/tarsasag/${companyId}/bejegyzes`, {
      cegjegyzekszam: '09-09-654321',
      bejegyzesDatuma: '2024-03-15',
      adoszam: '23456789-2-09',
      letesitoOkiratKelte: '2024-03-01',
    });
    const phone = await openAs(browser, app.baseUrl, owner, { width: 375, height: 800 });
    await phone.goto('/tool/tarsasagok');
    const table = phone.getByRole('table');
    await table.getByRole('button', { name: /^Változásbejegyzés rögzítése: / }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The table itself fits: no cell of a row is out of sight to the right, in the page or in a scrolled box.
    const overflowing = await table.evaluate((element) =>
      [...element.querySelectorAll<HTMLElement>('th, td, a, button')]
        .filter((cell) => cell.getClientRects().length > 0 && cell.getBoundingClientRect().right > window.innerWidth)
        .map((cell) => cell.textContent),
    );
    expect(overflowing).toEqual([]);
    for (const name of ['Név', 'Cégjegyzék']) await table.getByRole('columnheader', { name }).waitFor();
    // The address stays in sight, under the name, where the Cím column does not fit.
    const companies = await callApi<Array<{ nev: string; szekhely: string }>>(
      app.baseUrl,
      owner.token,
      'GET',
      '/api/tarsasag',
    );
    for (const company of companies)
      await table
        .getByRole('row')
        .filter({ has: phone.getByRole('link', { name: company.nev, exact: true }) })
        .getByText(company.szekhely, { exact: true })
        .filter({ visible: true })
        .waitFor();
    expect(await findAxeViolations(phone)).toEqual([]);
    await screenshot(phone, 'companies-375');
    // From the sm breakpoint every column is back, wider than a tablet's content: the keyboard scrolls the region.
    await setViewport(phone, { width: 800, height: 800 });
    const region = phone.getByRole('region', { name: 'A társaságok táblázata' });
    await table.getByRole('columnheader', { name: 'Utolsó módosítás' }).waitFor();
    await region.focus();
    await phone.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await phone.context().close();
  });

  it("shows a minor member's legal representatives at the card's width on a 375 px phone, Eltávolítás under them", async () => {
    const owner = await secondLawyer();
    const { companyId } = await saveFixtureCompany(app.baseUrl, owner, 'harom-tag-kiskoru-tagok');
    const phone = await openAs(browser, app.baseUrl, owner, { width: 375, height: 800 });
    await phone.goto(`/tool/tarsasagok/${companyId}`);
    await phone.getByRole('tab', { name: 'Tagok' }).click();
    const representatives = phone.getByRole('group', { name: 'Fehér Dóra: törvényes képviselő' });
    const name = representatives.getByLabel(/^A törvényes képviselő neve/);
    await name.waitFor();
    // Beside Eltávolítás the fields shrank to a third of the fieldset (about 145 px): an address was cut off.
    const widths = await representatives.evaluate((fieldset) => ({
      fieldset: fieldset.getBoundingClientRect().width,
      residence: [...fieldset.querySelectorAll<HTMLInputElement>('input')]
        .filter((input) => input.value.startsWith('4032 Debrecen'))
        .map((input) => input.getBoundingClientRect().width)[0],
    }));
    expect(widths.residence, JSON.stringify(widths)).toBeGreaterThan(widths.fieldset * 0.8);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'minor-representatives-375');
    await phone.context().close();
  });

  it('marks an opened optional block as required at once and removes it when closed', async () => {
    await page.goto('/tool/tarsasagok/uj');
    await page.getByLabel('A társaság neve').fill('Határozott Kft.');
    await page.getByLabel('Székhely').fill('1011 Budapest, Fő utca 1.');
    await page.getByLabel('Székhely').press('Escape');
    await page.getByRole('checkbox', { name: 'A társaság időtartamának vége' }).check();
    await page.getByText('A dátum megadása kötelező.').waitFor();
    expect(await page.getByRole('button', { name: 'Mentés' }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'A társaság időtartamának vége' }).uncheck();
    await page.getByText('A dátum megadása kötelező.').waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Mentés' }).isEnabled()).toBe(true);
  });

  it('records the owner, the hrsz and the title of use of the seat and of each premises, and a structured cégvezető', async () => {
    await page.goto('/tool/tarsasagok/uj');
    await page.getByLabel('A társaság neve').fill('Ingatlanos Kft.');
    await page.getByLabel('Székhely').fill('1011 Budapest, Fő utca 1.');
    await page.getByLabel('Székhely').press('Escape');
    await page.getByRole('button', { name: 'Telephely hozzáadása' }).click();
    const popup = page.getByRole('dialog', { name: 'Telephely hozzáadása' });
    await popup.getByLabel('Cím').fill('6720 Szeged, Kárász utca 2.');
    await popup.getByRole('button', { name: 'Hozzáadás' }).click();
    await popup.waitFor({ state: 'hidden' });
    await page.getByLabel('Cégvezető kiválasztása a személyek közül').first().click();
    await page
      .getByRole('option', { name: /Szalai Bence/ })
      .first()
      .click();
    const manager = page.getByLabel('Cégvezető', { exact: true });
    await manager.getByLabel('A cégvezetői megbízás kezdete').waitFor();

    await page.getByRole('tab', { name: 'Ingatlanok' }).click();
    const seat = page.getByLabel('Ingatlan: Székhely');
    await seat.getByLabel('Helyrajzi szám').fill('12345/6');
    await seat.getByLabel('A használat jogcíme').first().click();
    await page.getByRole('option', { name: 'Ingyenes használat (haszonkölcsön)' }).click();
    await seat.getByLabel('Tulajdonos hozzáadása a személyek közül').first().click();
    await page
      .getByRole('option', { name: /Szalai Bence/ })
      .first()
      .click();
    await seat
      .getByRole('group', { name: 'Tulajdonos 1' })
      .getByLabel(/^Tulajdoni hányad/)
      .fill('1/1');

    const premises = page.getByLabel('Ingatlan: Telephely: 6720 Szeged, Kárász utca 2.');
    await premises.getByLabel('Helyrajzi szám').fill('3344');
    await premises.getByLabel('A használat jogcíme').first().click();
    await page.getByRole('option', { name: 'Bérlet' }).click();
    await premises.getByRole('button', { name: 'Tulajdonos megadása kézzel' }).click();
    const owner = premises.getByRole('group', { name: 'Tulajdonos 1' });
    await owner.getByLabel(/^Név/).fill('Szegedi Ingatlan Kft.');
    await owner.getByLabel(/^Lakcím \/ székhely/).fill('6720 Szeged, Dugonics tér 1.');
    await screenshot(page, '43-property-editor');
    // On a phone the owner's address takes the card's width: at its default width it was cut off.
    await setViewport(page, { width: 375, height: 812 });
    await expect
      .poll(() =>
        owner.evaluate((group) => {
          const address = group.querySelector<HTMLInputElement>('input[value^="6720 Szeged, Dugonics"]')!;
          return address.getBoundingClientRect().width / group.getBoundingClientRect().width;
        }),
      )
      .toBeGreaterThan(0.9);
    await screenshot(page, '43-property-editor-375');
    await setViewport(page, { width: 1366, height: 900 });

    await page.getByRole('button', { name: 'Mentés' }).click();
    await page.waitForURL('**/tool/tarsasagok');
    type Saved = {
      nev: string;
      szekhelyIngatlan: { tulajdonosok: Array<{ szemely?: { id: number } }> };
      ingatlanok: unknown[];
      cegvezeto: { szemely?: { id: number } };
    };
    const saved = (await api<Saved[]>('GET', '/api/tarsasag')).find((company) => company.nev === 'Ingatlanos Kft.')!;
    expect(saved.szekhelyIngatlan).toMatchObject({
      helyrajziSzam: '12345/6',
      jogcim: 'HASZONKOLCSON',
      tulajdonosok: [{ nev: 'Szalai Bence', tulajdoniHanyad: '1/1' }],
    });
    expect(saved.szekhelyIngatlan.tulajdonosok[0]!.szemely?.id).toBeDefined();
    expect(saved.ingatlanok).toEqual([
      expect.objectContaining({
        cim: '6720 Szeged, Kárász utca 2.',
        helyrajziSzam: '3344',
        jogcim: 'BERLET',
        tulajdonosok: [
          expect.objectContaining({ nev: 'Szegedi Ingatlan Kft.', lakohely: '6720 Szeged, Dugonics tér 1.' }),
        ],
      }),
    ]);
    expect(saved.cegvezeto).toMatchObject({ nev: 'Szalai Bence', cegjegyzesiJogTipus: 'ONALLO' });
    expect(saved.cegvezeto.szemely?.id).toBeDefined();
  });

  it("finds TEÁOR'25 codes by code with or without the dot, by words without accents and from a TEÁOR'08 code, and stores 'NN.NN – name'", async () => {
    await page.goto('/tool/tarsasagok/uj');
    await page.getByRole('tab', { name: 'Tevékenységi körök' }).click();
    const search = page.getByLabel('Tevékenység keresése (TEÁOR)');
    const results = page.getByLabel('TEÁOR találatok');
    for (const query of ['62.10', '6210', 'szamitogepes programozas', 'Számítógépes']) {
      await search.fill(query);
      await results.getByText('62.10 – Számítógépes programozás', { exact: true }).waitFor();
    }
    await search.fill('62.01');
    await results.getByText("(a TEÁOR'08 62.01 kód utódja)").waitFor();
    await results.getByRole('button', { name: 'Főtevékenység' }).first().click();
    expect(await page.getByTestId('fotevekenyseg').textContent()).toBe('62.10 – Számítógépes programozás');
    await search.fill('62.20');
    await results.getByRole('button', { name: 'Egyéb' }).first().click();
    await page
      .getByRole('list', { name: 'Egyéb tevékenységek' })
      .getByText(/^62\.20 – Információtechnológiai szaktanácsadás/)
      .waitFor();
    await screenshot(page, '40-teaor');
    // The product's own check accepts what the picker stored.
    expect(await page.getByText(/nem TEÁOR'25 szerinti/).count()).toBe(0);
  });

  it('ticks a document card from anywhere on it on a phone, not only from its checkbox or label', async () => {
    const phone = await openAs(browser, app.baseUrl, lawyer, { width: 375, height: 800 });
    await phone.goto('/tool/new-doc');
    const card = phone.getByTestId('doc-card-tagjegyzek');
    const checkbox = card.getByRole('checkbox');
    const box = (await card.boundingBox())!;
    // The blank right end of the card's row, beside the label.
    await card.click({ position: { x: box.width - 24, y: box.height / 2 } });
    expect(await checkbox.isChecked()).toBe(true);
    await card.click();
    expect(await checkbox.isChecked()).toBe(false);
    await card.getByText('Tagjegyzék').click();
    expect(await checkbox.isChecked()).toBe(true);
    await phone.context().close();
  });

  it("goes back a wizard step with a phone's Back button, keeping the entries, and forward again", async () => {
    // An account with a single company, which the wizard preselects.
    const walker = await registerAccount(app.baseUrl, 'Dr. Vissza Ügyvéd', `vissza.${stamp}@example.hu`);
    await saveFixtureCompany(app.baseUrl, walker);
    const phone = await openAs(browser, app.baseUrl, walker, { width: 375, height: 800 });
    await phone.goto('/tool/dashboard');
    await phone.getByRole('link', { name: 'Új generálás indítása' }).click();
    await phone.getByTestId('doc-card-tagjegyzek').click();
    await phone.getByRole('button', { name: 'Tovább' }).click();
    await phone.getByRole('button', { name: 'Társaság módosítása' }).waitFor();
    await phone.getByRole('button', { name: 'Tovább' }).click();
    await phone.getByLabel('Iroda neve').fill('Dr. Vissza Ügyvédi Iroda');
    await phone.getByRole('heading', { name: '3. lépés: Ügyvéd' }).waitFor();
    await phone.goBack();
    await phone.getByRole('heading', { name: '2. lépés: Társaság' }).waitFor();
    await phone.goBack();
    await phone.getByRole('heading', { name: '1. lépés: Dokumentumok' }).waitFor();
    expect(await phone.getByTestId('doc-card-tagjegyzek').getByRole('checkbox').isChecked()).toBe(true);
    await phone.goForward();
    await phone.goForward();
    await phone.getByRole('heading', { name: '3. lépés: Ügyvéd' }).waitFor();
    expect(await phone.getByLabel('Iroda neve').inputValue()).toBe('Dr. Vissza Ügyvédi Iroda');
    await phone.goBack();
    await phone.goBack();
    await phone.getByRole('heading', { name: '1. lépés: Dokumentumok' }).waitFor();
    // Leaving the wizard drops its entries, so it asks first; Mégse stays.
    await phone.goBack();
    const question = phone.getByRole('dialog', { name: 'Módosítások elvetése' });
    await question.getByRole('button', { name: 'Mégse' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await phone.getByTestId('doc-card-tagjegyzek').getByRole('checkbox').isChecked()).toBe(true);
    await phone.goBack();
    await question.getByRole('button', { name: 'Igen, elvetem' }).click();
    await phone.waitForURL('**/tool/dashboard');
    await phone.context().close();
  });

  it('shows the remaining free quota on the summary step and turns generating into buying a plan when it is used up', async () => {
    const free = await registerAccount(app.baseUrl, 'Dr. Ingyenes Ügyvéd', `ingyenes.${stamp}@example.hu`);
    const { request } = await saveFixtureCompany(app.baseUrl, free);
    const freeApi = <T>(method: string, path: string, body?: unknown) =>
      callApi<T>(app.baseUrl, free.token, method, path, body);
    const freePage = await openAs(browser, app.baseUrl, free);
    const toSummary = async () => {
      await freePage.goto('/tool/new-doc');
      await freePage.getByTestId('doc-card-alairasminta').click();
      await freePage.getByRole('button', { name: 'Tovább' }).click();
      await freePage.getByRole('button', { name: 'Tovább' }).click();
      await freePage.getByLabel('Iroda neve').fill('Dr. Ingyenes Ügyvédi Iroda');
      await freePage.getByLabel('Székhely').fill('1052 Budapest, Váci utca 2.');
      await freePage.getByLabel('KASZ szám').fill('36063842');
      await freePage.getByRole('button', { name: 'Tovább' }).click();
      await freePage.getByPlaceholder('Pl.: Budapest').fill('Budapest');
      await freePage.getByRole('button', { name: 'Tovább' }).click();
      return freePage.getByTestId('quota-notice');
    };
    let { remainingDocs } = await freeApi<{ remainingDocs: number }>('GET', '/api/subscription');
    expect(remainingDocs).toBeGreaterThan(0);
    let notice = await toSummary();
    await notice.getByText(`A csomagjában még ${remainingDocs} dokumentum hozható létre`, { exact: false }).waitFor();
    await freePage.getByRole('button', { name: 'Dokumentumok előnézete és létrehozása' }).waitFor();

    while (remainingDocs > 0) {
      await freeApi('POST', '/api/contract-engine/ceg-doc/tagjegyzek/generate', request);
      remainingDocs -= 1;
    }
    const documentsBefore = (await freeApi<unknown[]>('GET', '/api/docs')).length;
    notice = await toSummary();
    await notice.getByText('Elfogytak a csomagjában foglalt dokumentumok', { exact: false }).waitFor();
    expect(await freePage.getByRole('button', { name: 'Dokumentumok előnézete és létrehozása' }).count()).toBe(0);
    await screenshot(freePage, '42-free-quota-used-up');
    await freePage.getByRole('link', { name: 'Előfizetés választása' }).click();
    // Leaving the wizard drops its entries, so it asks first.
    await freePage
      .getByRole('dialog', { name: 'Módosítások elvetése' })
      .getByRole('button', { name: 'Igen, elvetem' })
      .click();
    await freePage.waitForURL('**/tool/elofizetes-modositas');
    expect((await freeApi<unknown[]>('GET', '/api/docs')).length).toBe(documentsBefore);
    await freePage.context().close();
  });

  it('takes one click on Mentés while the empty name is focused, though the message shown on leaving the field moves the button', async () => {
    await page.goto('/tool/szemelyek');
    await page.getByRole('button', { name: 'Új személy hozzáadása' }).click();
    const editor = page.getByRole('dialog', { name: 'Személy szerkesztése' });
    await editor.getByLabel(/^Név/).focus();
    await editor.getByRole('button', { name: 'Mentés' }).click();
    // The submit ran: the messages of every field show, not only the one of the field that was left.
    await editor.getByText('A lakcím megadása kötelező.').waitFor();
    await editor.getByText('A név megadása kötelező.').waitFor();
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'hidden' });
  });

  it('asks before Escape closes the person dialog with a typed name, and keeps the name on Mégse', async () => {
    await page.goto('/tool/szemelyek');
    await page.getByRole('button', { name: 'Új személy hozzáadása' }).click();
    const editor = page.getByRole('dialog', { name: 'Személy szerkesztése' });
    await editor.getByLabel(/^Név/).fill('Elvetendő Elemér');
    await page.keyboard.press('Escape');
    // Each dialog hears Escape on the window: the one that asks the question must not also answer it.
    const question = page.getByRole('dialog', { name: 'Módosítások elvetése' });
    await question.getByRole('button', { name: 'Mégse' }).waitFor();
    await page.waitForTimeout(500);
    expect(await question.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'hidden' });
    expect(await editor.getByLabel(/^Név/).inputValue()).toBe('Elvetendő Elemér');
    await editor.getByRole('button', { name: 'Mégse' }).click();
    await question.getByRole('button', { name: 'Igen, elvetem' }).click();
    await editor.waitFor({ state: 'hidden' });
  });

  it('keeps the focus in the empty KASZ number while Tovább is pressed, so the release lands on the button and submits the step', async () => {
    const walker = await registerAccount(app.baseUrl, 'Dr. Kattintó Ügyvéd', `kattinto.${stamp}@example.hu`);
    await saveFixtureCompany(app.baseUrl, walker);
    const wizard = await openAs(browser, app.baseUrl, walker);
    await wizard.goto('/tool/new-doc');
    const next = wizard.getByRole('button', { name: 'Tovább' });
    await wizard.getByTestId('doc-card-tagjegyzek').click();
    await next.click();
    await wizard.getByRole('heading', { name: '2. lépés: Társaság' }).waitFor();
    await next.click();
    await wizard.getByRole('heading', { name: '3. lépés: Ügyvéd' }).waitFor();
    await wizard.getByLabel('Iroda neve').fill('Dr. Kattintó Ügyvédi Iroda');
    await wizard.getByLabel('Székhely').fill('1052 Budapest, Váci utca 2.');
    await wizard.getByLabel('Székhely').press('Escape');
    const kasz = wizard.getByLabel('KASZ szám');
    await kasz.focus();
    const button = (await next.boundingBox())!;
    await wizard.mouse.move(button.x + button.width / 2, button.y + button.height / 2);
    await wizard.mouse.down();
    // Leaving the field now would show its message above the button and move the button from under the pointer.
    expect(await kasz.evaluate((input) => input === document.activeElement)).toBe(true);
    await wizard.mouse.up();
    await wizard.getByText('A KASZ szám megadása kötelező.').waitFor();
    await kasz.fill('36063842');
    await next.click();
    await wizard.getByRole('heading', { name: '4. lépés: Keltezés' }).waitFor();
    await wizard.context().close();
  });

  it('asks before deleting a person, a document or a company, naming it', async () => {
    await api('POST', '/api/szemely', { nev: 'Törlendő Tamás', lakohely: '1011 Budapest, Fő utca 1.' });
    await page.goto('/tool/szemelyek');
    await page.getByRole('button', { name: 'Törlendő Tamás' }).click();
    const editor = page.getByRole('dialog', { name: 'Személy szerkesztése' });
    await editor.getByRole('button', { name: 'Törlés' }).click();
    const question = editor.getByRole('alertdialog', { name: 'Személy törlése' });
    await question.getByText('Biztosan törli Törlendő Tamás adatait?').waitFor();
    await question.getByRole('button', { name: 'Mégse' }).click();
    await editor.getByRole('button', { name: 'Törlés' }).click();
    await question.getByRole('button', { name: 'Igen, törlöm' }).click();
    await editor.waitFor({ state: 'hidden' });
    expect((await api<Array<{ nev: string }>>('GET', '/api/szemely')).map((person) => person.nev)).not.toContain(
      'Törlendő Tamás',
    );

    const { request } = await saveFixtureCompany(app.baseUrl, lawyer);
    await api('POST', '/api/contract-engine/ceg-doc/tagjegyzek/generate', request);
    await page.goto('/tool/dokumentumok');
    await page
      .getByRole('button', { name: /törlése$/ })
      .first()
      .click();
    const documentQuestion = page.getByRole('dialog', { name: 'Dokumentum törlése' });
    await documentQuestion.getByText(/Biztosan törli a\(z\) „Tagjegyzék.*” dokumentumot/).waitFor();
    await documentQuestion.getByRole('button', { name: 'Mégse' }).click();
    expect((await api<Array<{ deleted: boolean }>>('GET', '/api/docs')).every((document) => !document.deleted)).toBe(
      true,
    );
    // A server failure without a message of its own is told in Hungarian, never as a raw "HTTP 500".
    await page.route('**/api/docs/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, body: 'Internal Server Error' })
        : route.fallback(),
    );
    await page
      .getByRole('button', { name: /törlése$/ })
      .first()
      .click();
    await documentQuestion.getByRole('button', { name: 'Törlés' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'A szerver most nem tudta teljesíteni a kérést' });
    await failure.waitFor();
    expect(await failure.textContent()).not.toMatch(/HTTP|Error/);
    await page.unroute('**/api/docs/*');

    const companies = await api<Array<{ id: number; nev: string }>>('GET', '/api/tarsasag');
    await page.goto(`/tool/tarsasagok/${companies[0]!.id}`);
    await page.getByRole('tab', { name: 'Törlés' }).click();
    await page.getByRole('button', { name: 'Törlés' }).click();
    await page
      .getByRole('dialog', { name: 'Társaság törlése' })
      .getByText(`Biztosan törli a(z) ${companies[0]!.nev} társaságot?`)
      .waitFor();
  });

  it('keeps the keyboard focus around a delete confirmation: on × when kept, on the main region once deleted', async () => {
    const owner = await secondLawyer();
    const { request, companyId } = await saveFixtureCompany(app.baseUrl, owner);
    await callApi(app.baseUrl, owner.token, 'POST', '/api/contract-engine/ceg-doc/tagjegyzek/generate', request);
    const tab = await openAs(browser, app.baseUrl, owner);
    const focusedId = () => tab.evaluate(() => document.activeElement?.id || document.activeElement?.tagName);
    await tab.goto('/tool/dokumentumok');
    const remove = tab.getByRole('button', { name: /törlése$/ });
    await remove.focus();
    await tab.keyboard.press('Enter');
    const question = tab.getByRole('dialog', { name: 'Dokumentum törlése' });
    await question.waitFor();
    await expect.poll(() => question.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    // The dialog's safe choice has the focus, not its close button.
    expect(await tab.evaluate(() => document.activeElement?.textContent)).toBe('Mégse');
    await tab.keyboard.press('Escape');
    await question.waitFor({ state: 'hidden' });
    await expect.poll(() => remove.evaluate((button) => button === document.activeElement)).toBe(true);
    await tab.keyboard.press('Enter');
    await question.getByRole('button', { name: 'Törlés' }).click();
    await question.waitFor({ state: 'hidden' });
    await remove.waitFor({ state: 'detached' });
    await expect.poll(focusedId).toBe('tartalom');

    await tab.goto(`/tool/tarsasagok/${companyId}`);
    await tab.getByRole('tab', { name: 'Törlés' }).click();
    await tab.getByRole('button', { name: 'Törlés' }).click();
    await tab.getByRole('dialog', { name: 'Társaság törlése' }).getByRole('button', { name: 'Törlés' }).click();
    await tab.waitForURL('**/tool/tarsasagok');
    await expect.poll(focusedId).toBe('tartalom');
    await tab.context().close();
  });

  for (const [outcome, heading, reason, status] of [
    ['cancel', 'A tranzakció megszakítva!', 'Ön megszakította a fizetést', 'CANCELLED'],
    ['fail', 'Hiba történt a fizetés során!', 'Kérjük, ellenőrizze a megadott kártyaadatokat', 'NOTAUTHORIZED'],
    ['timeout', 'A tranzakció megszakítva!', 'Időtúllépés', 'TIMEOUT'],
  ] as const) {
    it(`closes a payment that ends in ${outcome.toUpperCase()} as ${status} and says what to do next`, async () => {
      const { startPaymentUrl } = await api<{ startPaymentUrl: string }>('POST', '/api/payment/start', {
        tierId: 'basic',
        monthly: true,
        name: 'Dr. Napi Ügyvéd',
        address: 'Váci utca 2.',
        zipCode: '1052',
        city: 'Budapest',
        phone: '+36 1 234 5678',
      });
      await page.goto(startPaymentUrl);
      await page.locator(`button[data-outcome="${outcome}"]`).click();
      await page.waitForURL('**/tool/fizetes-visszaigazolas?r=**');
      await page.getByText(heading).waitFor();
      await page.getByText(reason, { exact: false }).waitFor();
      await page.getByText(`Státusz: ${status}`).waitFor();
      await page.getByRole('link', { name: 'Előfizetés módosítása' }).waitFor();
      const transactionId = (await page.getByText(/SimplePay tranzakcióazonosító/).textContent())!.replace(/\D/g, '');
      expect(await api('GET', `/api/payment/${transactionId}`)).toBe(status);
      const orders = await api<Array<{ status: string }>>('GET', '/api/billing/orders');
      expect(orders.some((order) => order.status === 'INIT')).toBe(false);
      await screenshot(page, `41-payment-${outcome}`);
    });
  }
});
