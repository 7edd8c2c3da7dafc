import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInvalidFixture } from '../../fixtures/invalid/index.ts';
import { registerAccount } from './support/accounts.ts';
import { findViolationsOf } from './support/axe.ts';
import { launchBrowser, screenshot } from './support/launch-browser.ts';
import { startApp, type RunningApp } from './support/start-app.ts';

type PersonRef = { szemely: { id: number | string }; nev: string; lakohely: string };

let app: RunningApp;
let browser: Browser;
let page: Page;
let token: string;
let companyId: number;

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Saves the invalid request's persons and its company (a member's cash contribution has no way of payment). */
async function saveUnlawfulCompany(): Promise<number> {
  const { tarsasag } = readInvalidFixture('befizetesi-mod-hianyzik') as {
    tarsasag: { tagok: PersonRef[]; ugyvezetok: PersonRef[] };
  };
  const ids = new Map<string, number>();
  for (const person of [...tarsasag.tagok, ...tarsasag.ugyvezetok]) {
    const key = String(person.szemely.id);
    if (!ids.has(key))
      ids.set(
        key,
        (await api<{ id: number }>('POST', '/api/szemely', { nev: person.nev, lakohely: person.lakohely })).id,
      );
    person.szemely = { id: ids.get(key)! };
  }
  return (await api<{ id: number }>('POST', '/api/tarsasag', tarsasag)).id;
}

/** From the document types to the summary: the membership register, the only company, the law firm, the place. */
async function runWizardToSummary() {
  await page.goto('/tool/new-doc');
  await page.getByTestId('doc-card-tagjegyzek').click();
  await page.getByRole('button', { name: 'Tovább' }).click();
  await page.getByText('Hajdú Pékmester').first().waitFor();
  await page.getByRole('button', { name: 'Tovább' }).click();
  await page.getByLabel('Iroda neve').fill('Szabó Ügyvédi Iroda');
  await page.getByLabel('Székhely').fill('4025 Debrecen, Piac utca 31.');
  await page.getByLabel('KASZ szám').fill('36063350912');
  await page.getByRole('button', { name: 'Tovább' }).click();
  await page.getByPlaceholder('Pl.: Budapest').fill('Debrecen');
  await page.getByRole('button', { name: 'Tovább' }).click();
  await page.getByText('A dokumentumok alapértelmezés szerint', { exact: false }).waitFor();
}

describe('a company the law forbids, end to end', () => {
  beforeAll(async () => {
    app = await startApp({ LOG_LEVEL: 'warn' });
    browser = await launchBrowser();
    const email = `jogasz.${Date.now()}@example.hu`;
    token = (await registerAccount(app.baseUrl, 'Dr. Szabó Gergely', email)).token;
    companyId = await saveUnlawfulCompany();
    const context = await browser.newContext({ baseURL: app.baseUrl, viewport: { width: 1366, height: 900 } });
    context.setDefaultTimeout(20_000);
    await context.addInitScript((value) => {
      localStorage.setItem('token', value);
      localStorage.setItem('cookieConsent', 'declined');
    }, token);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('refuses the company with the error list, previews it under a banner and never generates', async () => {
    await runWizardToSummary();
    const errors = page.getByRole('alert').filter({ hasText: 'Jogszabályba ütköző hibák' });
    await errors.waitFor();
    expect(await errors.textContent()).toContain(
      'Fehér Krisztina pénzbeli hozzájárulásának befizetési módja (házipénztár vagy pénzforgalmi számla) nincs megadva (Ptk. 3:5. § e)).',
    );
    await screenshot(page, '40-legal-errors-summary');

    await page.getByRole('button', { name: 'Dokumentumok előnézete és létrehozása' }).click();
    await page
      .getByText('A dokumentumok a jogszabályba ütköző hibák javításáig nem hozhatók létre', { exact: false })
      .waitFor();
    await page.waitForFunction(() => (document.querySelector('iframe')?.getAttribute('srcdoc') ?? '').length > 500);
    expect(await page.getByRole('button', { name: 'Dokumentumok létrehozása' }).isDisabled()).toBe(true);
    await screenshot(page, '41-legal-errors-preview');
    expect(await api<unknown[]>('GET', '/api/docs')).toEqual([]);
  });

  it('opens the field from the error list, and generates once the error is fixed', async () => {
    await page.getByRole('button', { name: 'Változtatás' }).click();
    await page.getByRole('link', { name: 'Javítás a társaság adatlapján' }).click();
    // Leaving the wizard drops its entries, so it asks first.
    await page
      .getByRole('dialog', { name: 'Módosítások elvetése' })
      .getByRole('button', { name: 'Igen, elvetem' })
      .click();
    await page.waitForURL(`**/tool/tarsasagok/${companyId}?mezo=tagok.1.penzbetetMod`);
    expect(await page.getByRole('tab', { name: 'Tagok' }).getAttribute('aria-selected')).toBe('true');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-path')))
      .toBe('tagok.1.penzbetetMod');
    // The link's message is at the field (decision 078).
    expect(
      await page.evaluate(() => {
        const field = document.activeElement;
        const described = field?.getAttribute('aria-describedby') ?? '';
        return described
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ');
      }),
    ).toContain('befizetési módja');
    const member = page.getByLabel('Tag: Fehér Krisztina');
    await member.getByLabel('Pénzbeli betét befizetésének módja').click();
    await page.getByRole('option', { name: 'házipénztár' }).waitFor();
    // The open options are in the popups' named region, not outside the landmarks (axe region, decision 078).
    expect(await findViolationsOf(page, ['region'])).toEqual([]);
    await page.getByRole('option', { name: 'házipénztár' }).click();
    await screenshot(page, '42-legal-errors-fixed-field');
    await page.getByRole('button', { name: 'Mentés' }).click();
    await page.waitForURL('**/tool/tarsasagok');

    await runWizardToSummary();
    expect(await page.getByRole('alert').filter({ hasText: 'Jogszabályba ütköző hibák' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Dokumentumok előnézete és létrehozása' }).click();
    await page.getByText('Dokumentum 1 / 1').waitFor();
    expect(await page.getByText('jogszabályba ütköző hibák javításáig', { exact: false }).count()).toBe(0);
    await page.getByRole('button', { name: 'Dokumentumok létrehozása' }).click();
    await page.waitForURL('**/tool/dokumentum-letrehozas');
    await page.getByText('A létrehozás befejeződött.').waitFor({ timeout: 60_000 });
    expect(await page.getByText('Kész').count()).toBe(1);
    // The download column's header has a name (axe empty-table-header, decision 078).
    expect(await findViolationsOf(page, ['empty-table-header'])).toEqual([]);
    expect(await api<unknown[]>('GET', '/api/docs')).toHaveLength(1);
  });
});
