// Issue 15's leftovers in the real browser: a plan chosen on the pricing page reaches its checkout through
// registration or login, the documents list on a phone, and the SimplePay mark beside the checkout's content.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  CONFIRMATION_LINK,
  openAs,
  registerAccount,
  saveFixtureCompany,
  type Account,
} from './support/accounts.ts';
import { findAxeViolations } from './support/axe.ts';
import { launchBrowser, screenshot } from './support/launch-browser.ts';
import { startApp, type RunningApp } from './support/start-app.ts';
import { setViewport } from './support/viewport.ts';

const stamp = Date.now();
const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };
let app: RunningApp;
let browser: Browser;

/** A page of a visitor without a token (cookies declined). */
async function openAsVisitor(): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.baseUrl, viewport: desktop });
  context.setDefaultTimeout(20_000);
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
  return context.newPage();
}

describe('plans, the documents list on a phone and the checkout layout', () => {
  beforeAll(async () => {
    app = await startApp({ LOG_LEVEL: 'warn' });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('carries a plan chosen on the pricing page through registration to the checkout of that plan', async () => {
    const page = await openAsVisitor();
    await page.goto('/csomagok');
    await page.locator('label', { hasText: 'Éves fizetés' }).click();
    await page.getByTestId('tier-medium').getByRole('link', { name: 'Regisztrálok és előfizetek' }).click();
    await page.waitForURL('**/regisztracio?csomag=medium&fizetes=eves');
    await page.getByTestId('chosen-plan').getByText('A választott csomag: Közepes, éves előfizetés.').waitFor();
    await page.getByLabel('Név').fill('Dr. Csomagválasztó Cecília');
    const email = `csomag.${stamp}@example.hu`;
    await page.getByLabel('E-mail-cím').fill(email);
    await page.getByLabel(/^Jelszó( \*)?$/).fill('titok12345');
    await page.getByLabel('Jelszó megerősítése').fill('titok12345');
    await page.getByLabel('Elolvastam és elfogadom').check();
    await page.getByRole('button', { name: 'Regisztráció' }).click();
    // the account is made by the e-mailed link, opened in the same browser
    const link = await app.mailbox.waitFor(email, CONFIRMATION_LINK);
    await page.goto(link[0]);
    await page.waitForURL('**/tool/elofizetes-modositas?csomag=medium&fizetes=eves');
    await page.getByRole('heading', { name: 'Előfizetés: Közepes' }).waitFor();
    expect(await page.getByTestId('tier-price').textContent()).toMatch(/^Fizetendő: .+ Ft \/ év$/);
    expect(await page.getByRole('radio', { name: 'Éves előfizetés' }).isChecked()).toBe(true);
    await screenshot(page, 'plan-after-registration');
    await page.context().close();
  });

  it('carries a plan chosen on the pricing page through login to the checkout of that plan', async () => {
    const account = await registerAccount(app.baseUrl, 'Dr. Belépő Benedek', `belepo.${stamp}@example.hu`);
    const page = await openAsVisitor();
    await page.goto('/csomagok');
    await page.getByTestId('tier-basic').getByRole('link', { name: 'Regisztrálok és előfizetek' }).click();
    await page.waitForURL('**/regisztracio?csomag=basic&fizetes=havi');
    // The URL changes before the pricing page leaves the DOM, and its header has a plain Belépés link of its own:
    // click the one on the registration page once that page is shown.
    await page.getByTestId('chosen-plan').getByText('A választott csomag: Alap, havi előfizetés.').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Belépés', exact: true }).click();
    await page.waitForURL('**/belepes?csomag=basic&fizetes=havi');
    // The registration page shows the same chosen plan and has an E-mail-cím and a Jelszó field of its own: fill the
    // login form once the registration page has left the DOM (a fill there was lost once, under load).
    await page.getByRole('heading', { name: 'Belépés', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Regisztráció', exact: true }).waitFor({ state: 'detached' });
    await page.getByTestId('chosen-plan').getByText('A választott csomag: Alap, havi előfizetés.').waitFor();
    await page.getByLabel('E-mail-cím').fill(account.email);
    await page.getByLabel(/^Jelszó( \*)?$/).fill('titok12345');
    await page.getByRole('button', { name: 'Belépés' }).click();
    await page.waitForURL('**/tool/elofizetes-modositas?csomag=basic&fizetes=havi');
    await page.getByRole('heading', { name: 'Előfizetés: Alap' }).waitFor();
    expect(await page.getByTestId('tier-price').textContent()).toMatch(/^Fizetendő: .+ Ft \/ hó$/);
    // Back leads to the comparison of every plan.
    await page.getByRole('button', { name: 'Vissza' }).click();
    await page.getByRole('table', { name: 'Csomagok összehasonlítása' }).waitFor();
    await page.context().close();
  });

  it('shows every action of the documents list inside a 390 px screen, reachable by keyboard, with no axe finding (moderate or worse)', async () => {
    const lawyer: Account = await registerAccount(app.baseUrl, 'Dr. Telefonos Tímea', `telefon.${stamp}@example.hu`);
    const { request } = await saveFixtureCompany(app.baseUrl, lawyer);
    const generate = (path: string) => callApi(app.baseUrl, lawyer.token, 'POST', path, request);
    // The free plan's quota pays for the first three; the fourth is stored unpaid, with its own actions.
    await generate('/api/contract-engine/ceg-doc/tagjegyzek/generate');
    await generate('/api/contract-engine/ceg-doc/tagjegyzek/generate');
    await generate('/api/contract-engine/ceg-doc/alairasminta/generate/0');
    await generate('/api/contract-engine/ceg-doc/tagjegyzek/generate');
    const page = await openAs(browser, app.baseUrl, lawyer, phone);
    await page.goto('/tool/dokumentumok');
    await page.getByTestId('document-card').nth(3).waitFor();
    await page.getByText('Nincs kifizetve').first().waitFor();

    const actions = page.getByTestId('document-card').locator('button, input, a');
    const count = await actions.count();
    expect(count).toBeGreaterThanOrEqual(3 * 3 + 1);
    const outside: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const action = actions.nth(index);
      // centred, not "if needed": Playwright's scroll leaves an action whose last pixel row is cut by a fraction
      await action.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'nearest' }));
      const box = await action.boundingBox();
      const name = (await action.getAttribute('aria-label')) ?? (await action.textContent()) ?? '';
      if (!box || box.x < 0 || box.y < 0 || box.x + box.width > phone.width || box.y + box.height > phone.height)
        outside.push(`${name}: ${JSON.stringify(box)}`);
    }
    expect(outside).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // Tab from the top of the page reaches each of them.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('body').focus();
    const reached = new Set<string>();
    for (let step = 0; step < 80 && reached.size < count; step += 1) {
      await page.keyboard.press('Tab');
      const key = await page.evaluate(() => {
        const active = document.activeElement;
        const card = active?.closest('[data-testid="document-card"]');
        if (!card || !active) return null;
        const all = [...document.querySelectorAll('[data-testid="document-card"] :is(button, input, a)')];
        return String(all.indexOf(active));
      });
      if (key !== null) reached.add(key);
    }
    expect(reached.size).toBe(count);
    expect(await findAxeViolations(page)).toEqual([]);
    await screenshot(page, 'documents-390');
    await page.context().close();
  });

  it('shows the documents search field’s placeholder whole from a phone to a desktop, nothing scrolling sideways', async () => {
    const lawyer = await registerAccount(app.baseUrl, 'Dr. Kereső Klára', `kereso.${stamp}@example.hu`);
    const page = await openAs(browser, app.baseUrl, lawyer);
    await page.goto('/tool/dokumentumok');
    const search = page.getByRole('textbox', { name: 'Keresés', exact: true });
    await search.waitFor();
    expect(await search.getAttribute('placeholder')).toBe('Cégnév vagy dokumentumtípus');
    await page.evaluate(() => document.fonts.ready);
    const cut: object[] = [];
    for (const width of [375, 768, 1024, 1280, 1366, 1920]) {
      await setViewport(page, { width, height: 900 });
      await page.waitForTimeout(200);
      const fit = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        return {
          placeholder: Math.ceil(context.measureText(input.placeholder).width),
          room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
          inputOverflow: input.scrollWidth - input.clientWidth,
          pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
      if (fit.placeholder > fit.room || fit.inputOverflow > 0 || fit.pageOverflow > 0) cut.push({ width, ...fit });
    }
    expect(cut).toEqual([]);
    await screenshot(page, 'documents-search-1920');
    await setViewport(page, { width: 1280, height: 900 });
    await screenshot(page, 'documents-search-1280');
    await page.context().close();
  });

  it('keeps the SimplePay mark clear of the checkout content at 1366 and 390 px', async () => {
    const buyer = await registerAccount(app.baseUrl, 'Dr. Vásárló Vilma', `vasarlo.${stamp}@example.hu`);
    const page = await openAs(browser, app.baseUrl, buyer);
    for (const viewport of [desktop, phone]) {
      await setViewport(page, viewport);
      await page.goto('/tool/elofizetes-modositas?csomag=medium&fizetes=havi');
      const logo = page.getByTestId('simplepay-logo');
      await logo.waitFor();
      await logo.scrollIntoViewIfNeeded();
      const layout = await logo.evaluate((mark) => {
        const intersect = (a: DOMRect, b: DOMRect) =>
          Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
          Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
        const svg = mark.querySelector('svg')!;
        const frame = svg.getBoundingClientRect();
        const texts = [...svg.querySelectorAll('text')].map((text) => text.getBoundingClientRect());
        const describe = (element: Element) =>
          `${element.tagName.toLowerCase()} „${(element.textContent ?? '').trim().slice(0, 40)}”`;
        // Every visible leaf of the checkout (and each form control) that is not the mark, its part or its container.
        const neighbours = [...document.querySelectorAll('main *')].filter((element) => {
          if (mark.contains(element) || element.contains(mark)) return false;
          const isLeaf = element.children.length === 0 || /^(BUTTON|INPUT|LABEL|A)$/.test(element.tagName);
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return isLeaf && box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
        });
        return {
          overlapping: neighbours.filter((element) => intersect(frame, element.getBoundingClientRect())).map(describe),
          textsOverlap: texts.length > 1 && intersect(texts[0]!, texts[1]!),
          textsOutside: texts.filter(
            (text) =>
              text.left < frame.left - 0.5 ||
              text.right > frame.right + 0.5 ||
              text.top < frame.top - 0.5 ||
              text.bottom > frame.bottom + 0.5,
          ).length,
          inViewport: frame.left >= 0 && frame.right <= window.innerWidth,
        };
      });
      expect(layout.overlapping, `${viewport.width} px`).toEqual([]);
      expect(layout.textsOverlap, `${viewport.width} px: the two texts of the mark`).toBe(false);
      expect(layout.textsOutside, `${viewport.width} px: texts outside the mark's frame`).toBe(0);
      expect(layout.inViewport, `${viewport.width} px`).toBe(true);
      await screenshot(page, `checkout-simplepay-${viewport.width}`);
    }
    await page.context().close();
  });
});
