// Decision 041 in the real browser: a company with a natural-person member picked from the saved persons and a
// legal-entity member typed in on its card (a holding Kft. represented by two persons jointly), its seat owned by
// another legal entity, entered by keyboard, saved and reopened; axe on the Tagok and Ingatlanok tabs with those cards
// open, the member card within a 375 px phone screen; the articles previewed in the wizard, naming the holding's two
// representatives "együttesen" and giving each a signature line. Then the company registered and an amendment in
// which the holding, which has no saved person, is referenced by name: ticked present, voting, the plan made.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, openAs, registerAccount, subscribeMediumByCard, type Account } from './support/accounts.ts';
import { findAxeViolations } from './support/axe.ts';
import { nextFrames, pressKeys } from './support/keyboard.ts';
import { launchBrowser, screenshot } from './support/launch-browser.ts';
import { startApp, type RunningApp } from './support/start-app.ts';
import { setViewport } from './support/viewport.ts';

const stamp = Date.now();
const COMPANY = 'Holdingtagú Fuvarozó';
const PERSON = 'Kiss Anna';
const HOLDING = 'Béta Holding Kft.';
const HOLDING_SEAT = '6722 Szeged, Petőfi Sándor sugárút 23.';
const HOLDING_NUMBER = '06-09-000742';
const REPRESENTATIVE = 'Mészáros Nóra ügyvezető';
const CO_REPRESENTATIVE = 'Kiss Tamás ügyvezető';
const OWNER = 'Gamma Ingatlan Kft.';
const OWNER_REPRESENTATIVE = 'Szabó Gábor ügyvezető';
let app: RunningApp;
let browser: Browser;
let lawyer: Account;
let page: Page;
let companyId: number;

const api = <T>(method: string, path: string, body?: unknown) =>
  callApi<T>(app.baseUrl, lawyer.token, method, path, body);

/** A field by its label, the required mark (`*`) aside: `Székhely` is not `Az iroda székhelye`. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[().]/g, '\\$&')}\\s*\\*?$`);

/** Focuses a field and types into it over what it had, as a keyboard user would. */
async function typeInto(field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * Chooses an option of a select by keyboard: ArrowDown opens its list and walks the options, Enter takes the one
 * named, each key two frames after the last (`nextFrames`).
 */
async function chooseByKeyboard(select: Locator, option: string) {
  await select.focus();
  await page.keyboard.press('ArrowDown');
  const listId = await select.getAttribute('aria-controls');
  expect(listId).toBeTruthy();
  const listbox = page.locator(`[id="${listId}"]`);
  await listbox.waitFor({ state: 'visible' });
  const selected = listbox.locator('[role="option"][data-combobox-selected]');
  for (let presses = 0; presses < 12; presses += 1) {
    await nextFrames(page);
    if ((await selected.count()) > 0 && (await selected.textContent()) === option) {
      await page.keyboard.press('Enter');
      await expect.poll(() => select.inputValue()).toBe(option);
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`ArrowDown never reached ${option}`);
}

/** Opens a tab of the company editor by keyboard. */
async function openTab(name: string) {
  await page.getByRole('tab', { name }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
}

async function expectNoAxeViolations(state: string) {
  // A date field's calendar closes with a fade when the focus leaves it: axe reads a fading calendar as low contrast.
  await expect.poll(() => page.locator('.mantine-Popover-dropdown:visible').count()).toBe(0);
  expect(await findAxeViolations(page), state).toEqual([]);
}

/** The member card of the holding. */
const holdingCard = () => page.getByLabel(`Tag: ${HOLDING}`);

describe('a legal-entity member and a legal-entity seat owner', () => {
  beforeAll(async () => {
    app = await startApp({ LOG_LEVEL: 'warn' });
    browser = await launchBrowser();
    lawyer = await registerAccount(app.baseUrl, 'Dr. Holding Ügyvéd', `holding.${stamp}@example.hu`);
    await api('POST', '/api/szemely', { nev: PERSON, lakohely: '1011 Budapest, Fő utca 1.' });
    page = await openAs(browser, app.baseUrl, lawyer);
    // The articles and the seat declaration are not in the free plan, nor an amendment's documents: Közepes by card.
    await subscribeMediumByCard(page, app.baseUrl, lawyer, 'Dr. Holding Ügyvéd');
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('creates the company by keyboard: a saved person and a holding with a joint co-representative as members, a legal-entity seat owner', async () => {
    await page.goto('/tool/tarsasagok/uj');
    await typeInto(page.getByLabel('A társaság neve'), COMPANY);
    await typeInto(page.getByLabel(labelled('Székhely')), '1011 Budapest, Fő utca 1.');
    await page.keyboard.press('Escape');

    await openTab('Tagok');
    const picker = page.getByRole('combobox', { name: labelled('Tag hozzáadása') });
    await picker.focus();
    await page.keyboard.type('Kiss');
    await pressKeys(page, 'ArrowDown', 'Enter');
    const anna = page.getByLabel(`Tag: ${PERSON}`);
    await anna.waitFor();

    // The new card's first field has the focus: the lawyer types the holding's data from there.
    await page.getByRole('button', { name: 'Jogi személy tag hozzáadása' }).focus();
    await page.keyboard.press('Enter');
    const fresh = page.getByLabel('Tag: új jogi személy');
    await fresh.waitFor();
    await expect.poll(() => fresh.evaluate((card) => card.contains(document.activeElement))).toBe(true);
    await typeInto(fresh.getByLabel(labelled('Cégnév')), HOLDING);
    const holding = holdingCard();
    await typeInto(holding.getByLabel(labelled('Székhely')), HOLDING_SEAT);
    await page.keyboard.press('Escape');
    await typeInto(holding.getByLabel('Cégjegyzékszám (nyilvántartási szám)'), HOLDING_NUMBER);
    await typeInto(holding.getByLabel(labelled('Képviselő neve és minősége')), REPRESENTATIVE);
    await holding.getByRole('button', { name: 'Együttes képviselő hozzáadása' }).focus();
    await page.keyboard.press('Enter');
    // The new co-representative's field has the focus.
    const coRepresentative = holding.getByLabel('1. együttes képviselő neve és minősége');
    await expect.poll(() => coRepresentative.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type(CO_REPRESENTATIVE);
    // A Hungarian seat asks for no service agent.
    expect(await holding.getByLabel(/kézbesítési megbízott neve és címe/).count()).toBe(0);

    for (const [card, amount] of [
      [anna, '2000000'],
      [holding, '1000000'],
    ] as const) {
      await typeInto(card.getByLabel('Pénzbeli betét (Ft)', { exact: true }), amount);
      await typeInto(card.getByLabel('Pénzbeli betét befizetési határideje'), '2027. 03. 31.');
      await page.keyboard.press('Escape');
      await chooseByKeyboard(card.getByLabel('Pénzbeli betét befizetésének módja'), 'pénzforgalmi számla');
    }
    await page.getByTestId('contribution-total').getByText('3 000 000 Ft').waitFor();
    await expectNoAxeViolations('Tagok tab with the holding’s card open');
    await screenshot(page, 'legal-entity-01-members');

    await openTab('Ügyvezetők');
    const directorPicker = page.getByRole('combobox', { name: labelled('Ügyvezető hozzáadása') });
    await directorPicker.focus();
    await page.keyboard.type('Kiss');
    await pressKeys(page, 'ArrowDown', 'Enter');
    await page.getByLabel(`Ügyvezető: ${PERSON}`).waitFor();

    await openTab('Ingatlanok');
    const seat = page.getByLabel('Ingatlan: Székhely');
    await typeInto(seat.getByLabel('Helyrajzi szám'), '12345/6');
    await chooseByKeyboard(seat.getByLabel('A használat jogcíme'), 'Ingyenes használat (haszonkölcsön)');
    await seat.getByRole('button', { name: 'Jogi személy tulajdonos hozzáadása' }).focus();
    await page.keyboard.press('Enter');
    const owner = seat.getByRole('group', { name: 'Tulajdonos 1' });
    await expect.poll(() => owner.evaluate((group) => group.contains(document.activeElement))).toBe(true);
    await typeInto(owner.getByLabel(labelled('Cégnév')), OWNER);
    await typeInto(owner.getByLabel(labelled('Székhely')), '1011 Budapest, Fő utca 1.');
    await page.keyboard.press('Escape');
    await typeInto(owner.getByLabel('Cégjegyzékszám (nyilvántartási szám)'), '01-09-111222');
    await typeInto(owner.getByLabel(labelled('Képviselő neve és minősége')), OWNER_REPRESENTATIVE);
    await typeInto(owner.getByLabel('Tulajdoni hányad'), '1/1');
    await expectNoAxeViolations('Ingatlanok tab with the legal-entity owner open');
    await screenshot(page, 'legal-entity-02-properties');

    await page.getByRole('button', { name: 'Mentés' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/tool/tarsasagok');
    const [company] = await api<Array<{ id: number; nev: string }>>('GET', '/api/tarsasag');
    expect(company!.nev).toBe(COMPANY);
    companyId = company!.id;
  });

  it('keeps the holding’s and the owner’s data when the company is reopened', async () => {
    await page
      .getByRole('row', { name: new RegExp(COMPANY) })
      .getByRole('link', { name: COMPANY })
      .click();
    await page.waitForURL(`**/tool/tarsasagok/${companyId}`);
    await openTab('Tagok');
    const holding = holdingCard();
    expect(await holding.getByLabel(labelled('Cégnév')).inputValue()).toBe(HOLDING);
    expect(await holding.getByLabel(labelled('Székhely')).inputValue()).toBe(HOLDING_SEAT);
    expect(await holding.getByLabel('Cégjegyzékszám (nyilvántartási szám)').inputValue()).toBe(HOLDING_NUMBER);
    expect(await holding.getByLabel(labelled('Képviselő neve és minősége')).inputValue()).toBe(REPRESENTATIVE);
    expect(await holding.getByLabel('1. együttes képviselő neve és minősége').inputValue()).toBe(CO_REPRESENTATIVE);
    expect(await holding.getByLabel('Pénzbeli betét (Ft)', { exact: true }).inputValue()).toBe('1 000 000');
    await page.getByLabel(`Tag: ${PERSON}`).waitFor();

    // At phone width the holding's card fits the screen: nothing in it, nor the page, scrolls sideways.
    await setViewport(page, { width: 375, height: 812 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    const sticksOut = await holding.evaluate((card) => {
      const box = card.getBoundingClientRect();
      return [...card.querySelectorAll<HTMLElement>('input, button, label, legend')]
        .filter((element) => element.getClientRects().length > 0)
        .filter((element) => {
          const own = element.getBoundingClientRect();
          return own.right > box.right + 0.5 || own.left < box.left - 0.5;
        })
        .map((element) => element.textContent || element.getAttribute('aria-label') || element.tagName);
    });
    expect(sticksOut).toEqual([]);
    expect(await holding.evaluate((card) => card.scrollWidth - card.clientWidth)).toBeLessThanOrEqual(0);
    // measured until the layout has settled after the resize (on a loaded machine it was read once at 376 px)
    await expect
      .poll(async () => {
        const box = (await holding.boundingBox())!;
        return box.x + box.width;
      })
      .toBeLessThanOrEqual(375);
    await screenshot(page, 'legal-entity-03-member-375');
    await setViewport(page, { width: 1366, height: 900 });

    await openTab('Ingatlanok');
    const owner = page.getByLabel('Ingatlan: Székhely').getByRole('group', { name: 'Tulajdonos 1' });
    expect(await owner.getByLabel(labelled('Cégnév')).inputValue()).toBe(OWNER);
    expect(await owner.getByLabel(labelled('Képviselő neve és minősége')).inputValue()).toBe(OWNER_REPRESENTATIVE);
    expect(await owner.getByLabel('Tulajdoni hányad').inputValue()).toBe('1/1');
  });

  it('previews the articles naming the holding’s representatives jointly, with a signature line for each', async () => {
    await page.goto('/tool/new-doc');
    await page.getByTestId('doc-card-tarsasagi').click();
    await page.getByTestId('doc-card-szekhely').click();
    await page.getByRole('button', { name: 'Tovább' }).click();
    // the saved company is chosen once the list has loaded: Tovább before that stays on the step
    await page.getByRole('button', { name: 'Társaság módosítása' }).waitFor();
    await page.getByRole('button', { name: 'Tovább' }).click();
    await page.getByLabel('Iroda neve').fill('Dr. Holding Ügyvédi Iroda');
    await page.getByLabel('Székhely').fill('1052 Budapest, Váci utca 2.');
    await page.getByLabel('Székhely').press('Escape');
    await page.getByLabel('KASZ szám').fill('36063842');
    await page.getByRole('button', { name: 'Tovább' }).click();
    await page.getByPlaceholder('Pl.: Budapest').fill('Budapest');
    await page.getByRole('button', { name: 'Tovább' }).click();
    await page.getByRole('button', { name: 'Dokumentumok előnézete és létrehozása' }).click();
    const texts: string[] = [];
    for (let index = 1; index <= 2; index += 1) {
      await page.getByText(`Dokumentum ${index} / 2`).waitFor();
      const frame = page.locator('iframe[srcdoc]');
      await frame.waitFor();
      await page.waitForFunction(() => (document.querySelector('iframe')?.getAttribute('srcdoc') ?? '').length > 500);
      // names are bound with no-break spaces
      texts.push((await frame.contentFrame().locator('body').innerText()).replaceAll('\u00a0', ' '));
      if (index < 2) await page.getByRole('button', { name: 'Következő' }).click();
    }
    // the title is shown in capitals by the stylesheet, which innerText follows
    const articles = texts.find((text) => /társasági szerződés/i.test(text.slice(0, 400)));
    expect(articles, texts.map((text) => text.slice(0, 80)).join(' | ')).toBeDefined();
    expect(articles).toContain(`${HOLDING} (székhely: ${HOLDING_SEAT};`);
    expect(articles).toContain(HOLDING_NUMBER);
    expect(articles).toContain(`képviseli: ${REPRESENTATIVE} és ${CO_REPRESENTATIVE} együttesen`);
    const signatureLines = articles!.match(/képviseletében együttesen: [^\n]+/g) ?? [];
    expect(signatureLines.map((line) => line.trim())).toEqual([
      `képviseletében együttesen: ${REPRESENTATIVE}`,
      `képviseletében együttesen: ${CO_REPRESENTATIVE}`,
    ]);
    const declaration = texts.find((text) => text !== articles)!;
    expect(declaration).toContain(OWNER);
    expect(declaration).toContain(`képviseli: ${OWNER_REPRESENTATIVE}`);
    await screenshot(page, 'legal-entity-04-preview');
  });

  it('references the holding by name in an amendment: present, voting, the plan made', async () => {
    await api('PUT', `/api/tarsasag/${companyId}/bejegyzes`, {
      cegjegyzekszam: '01-09-654321',
      bejegyzesDatuma: '2024-03-15',
      adoszam: '23456789-2-41',
      letesitoOkiratKelte: '2024-03-01',
    });
    await page.goto('/tool/tarsasagok');
    await page
      .getByRole('row', { name: new RegExp(COMPANY) })
      .getByRole('link', { name: `Módosítás: ${COMPANY}` })
      .click();
    await page.getByRole('heading', { name: '1. lépés: A társaság új adatai' }).waitFor();
    await typeInto(page.getByLabel(labelled('Székhely')), '6720 Szeged, Kárász utca 5.');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Tovább a módosítás adataihoz' }).click();
    await page.getByRole('heading', { name: '2. lépés: A módosítás adatai' }).waitFor();

    const holding = page.getByRole('checkbox', { name: HOLDING, exact: true });
    expect(await holding.isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: PERSON, exact: true }).isChecked()).toBe(true);
    // Unticked and ticked again by keyboard: the member without a saved person is one of the present by its name.
    await holding.focus();
    await page.keyboard.press('Space');
    expect(await holding.isChecked()).toBe(false);
    await page.keyboard.press('Space');
    expect(await holding.isChecked()).toBe(true);
    await page.getByLabel(labelled('Az első határozat sorszáma')).waitFor();
    await page.getByText('Meghatalmazott útján jelen lévő tagok').waitFor();
    await page.getByText('Más jelenlévők (nem tagok)').waitFor();

    // Not unanimous: each voting member's vote is recorded in step 3, the holding's among them.
    const unanimous = page.getByRole('checkbox', { name: /egyhangú döntés/ });
    await unanimous.focus();
    await page.keyboard.press('Space');
    expect(await unanimous.isChecked()).toBe(false);

    await typeInto(page.getByLabel(labelled('Jegyzőkönyvvezető')), 'Dr. Holding Ügyvéd');
    await typeInto(page.getByLabel(labelled('A döntés helye')), 'Budapest');
    await typeInto(page.getByLabel(labelled('Keltezés helye')), 'Budapest');
    await typeInto(page.getByLabel(labelled('Iroda neve')), 'Dr. Holding Ügyvédi Iroda');
    await typeInto(page.getByLabel(labelled('Az iroda székhelye')), '1052 Budapest, Váci utca 2.');
    await page.keyboard.press('Escape');
    await typeInto(page.getByLabel(labelled('KASZ szám')), '36063842');
    await expectNoAxeViolations('amendment step 2 with the holding present');
    await screenshot(page, 'legal-entity-05-amendment-data');

    const plan = page.waitForResponse(
      (response) => response.url().endsWith(`/api/tarsasag/${companyId}/modositas/terv`),
      { timeout: 30_000 },
    );
    await page.keyboard.press('Enter');
    const answer = await plan;
    expect(answer.status(), await answer.text()).toBe(200);
    await page.getByRole('heading', { name: '3. lépés: A változások összefoglalása' }).waitFor();
    const sent = answer.request().postDataJSON() as { modositas: { dontes: { jelenlevok: unknown[] } } };
    expect(sent.modositas.dontes.jelenlevok).toContainEqual({ tag: { nev: HOLDING } });
    await page
      .getByRole('table', { name: 'Változások' })
      .getByRole('row', { name: /Székhely/ })
      .waitFor();
    expect(await page.getByText('Nem kapta meg a szükséges többséget').count()).toBe(0);

    // The holding votes no on the seat by keyboard, its vote referenced by its name in the plan made again. (The seat
    // needs a simple majority, Ptk. 3:102. § (2): the two-thirds of Kiss Anna still carry it.)
    const holdingVote = page.getByRole('radiogroup', { name: HOLDING }).first();
    await holdingVote.getByRole('radio', { name: 'Igen' }).focus();
    type PlanBody = {
      modositas: { dontes: { szavazasok: Array<{ targy: string; igen: unknown[]; nem: { nev?: string }[] }> } };
    };
    // the plan made with the holding's no: one asked before the key (the form plans as it changes) is not it
    const replanned = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/tarsasag/${companyId}/modositas/terv`) &&
        (response.request().postDataJSON() as PlanBody).modositas.dontes.szavazasok.some(
          (vote) => vote.targy === 'SZEKHELY' && vote.nem.some((ref) => ref.nev === HOLDING),
        ),
      { timeout: 30_000 },
    );
    await page.keyboard.press('ArrowRight');
    expect(await holdingVote.getByRole('radio', { name: 'Nem', exact: true }).isChecked()).toBe(true);
    const again = await replanned;
    expect(again.status(), await again.text()).toBe(200);
    // The member without a saved person is referenced by its name in the vote, the saved person by its id.
    const votes = (again.request().postDataJSON() as PlanBody).modositas.dontes.szavazasok;
    expect(votes).toContainEqual(
      expect.objectContaining({ targy: 'SZEKHELY', igen: [{ id: expect.any(String) }], nem: [{ nev: HOLDING }] }),
    );
    await screenshot(page, 'legal-entity-06-amendment-votes');
  });
});
