import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { mailboxOf, repositoryRoot } from './start-app.ts';

export type Account = { name: string; email: string; token: string };

/** A JSON call to the running app's API as the account; throws with the answer on a non-2xx status. */
export async function callApi<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The confirmation link of a sign-up e-mail; its `token` group is the link's token. */
export const CONFIRMATION_LINK = /https?:\/\/\S+\/regisztracio\/megerosites\?token=(?<token>[\w-]+)/;

/**
 * Signs up over the API, takes the confirmation link from the e-mail the app sent to the test
 * mailbox and follows it; answers the account with its session token.
 */
export async function registerAccount(baseUrl: string, name: string, email: string): Promise<Account> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const requested = await post('/api/register', { name, email, password: 'titok12345' });
  if (requested.status !== 202) throw new Error(`register ${email}: ${requested.status} ${await requested.text()}`);
  const link = await mailboxOf(baseUrl).waitFor(email, CONFIRMATION_LINK);
  const confirmed = await post('/api/register/confirm', { token: link.groups?.token });
  if (confirmed.status !== 201) throw new Error(`confirm ${email}: ${confirmed.status} ${await confirmed.text()}`);
  return { name, email, token: ((await confirmed.json()) as { token: string }).token };
}

type FixtureRequest = {
  tarsasag: { tagok: Array<{ szemely: { id: unknown }; nev: string; lakohely: string }>; ugyvezetok: unknown[] };
};

/**
 * Saves the persons and the company of a fixture request for the account, after `adjust` changed the company if
 * given; answers the request and the company id.
 */
export async function saveFixtureCompany(
  baseUrl: string,
  account: Account,
  fixture = 'egy-tag',
  adjust?: (company: FixtureRequest['tarsasag']) => void,
) {
  const request = JSON.parse(readFileSync(`${repositoryRoot}fixtures/${fixture}.json`, 'utf8')) as FixtureRequest;
  const company = request.tarsasag;
  adjust?.(company);
  const saved = new Map<string, number>();
  for (const person of [...company.tagok, ...(company.ugyvezetok as typeof company.tagok)]) {
    const key = String(person.szemely.id);
    if (!saved.has(key)) {
      const answer = await callApi<{ id: number }>(baseUrl, account.token, 'POST', '/api/szemely', {
        nev: person.nev,
        lakohely: person.lakohely,
      });
      saved.set(key, answer.id);
    }
    person.szemely = { id: saved.get(key) };
  }
  const { id } = await callApi<{ id: number }>(baseUrl, account.token, 'POST', '/api/tarsasag', company);
  return { request, companyId: id };
}

/** A page logged in as the account (token in local storage, cookies declined), in the given browser time zone. */
export async function openAs(
  browser: Browser,
  baseUrl: string,
  account: Account,
  viewport = { width: 1366, height: 900 },
  timezoneId?: string,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, acceptDownloads: true, timezoneId });
  context.setDefaultTimeout(20_000);
  await context.addInitScript((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('cookieConsent', 'declined');
  }, account.token);
  return context.newPage();
}

/**
 * Subscribes the account to Közepes, monthly, paying by card in `page` through the embedded SimplePay emulator: the
 * articles' documents and an amendment's are not in the free plan.
 */
export async function subscribeMediumByCard(
  page: Page,
  baseUrl: string,
  account: Account,
  name: string,
): Promise<void> {
  const { startPaymentUrl } = await callApi<{ startPaymentUrl: string }>(
    baseUrl,
    account.token,
    'POST',
    '/api/payment/start',
    {
      tierId: 'medium',
      monthly: true,
      name,
      address: 'Váci utca 2.',
      zipCode: '1052',
      city: 'Budapest',
      phone: '+36 1 234 5678',
    },
  );
  await page.goto(startPaymentUrl);
  await page.locator('button[data-outcome="success"]').click();
  await page.getByText('Sikeres fizetés!').waitFor({ timeout: 30_000 });
}
