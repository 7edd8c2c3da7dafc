import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

export const screenshotsDir = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** The browsers this test file has open: a failed test reports their pages (`report-failure.ts`). */
export const openBrowsers = new Set<Browser>();

/** Debian's Chromium, headless (installed by `.ci/run`). */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // A sandboxed frame (each document preview) in the page's own renderer, not a process of its own: the same
      // pages for a fifth less of the browser's CPU in the Storybook file (decision 098).
      '--disable-features=IsolateSandboxedIframes',
    ],
  });
  openBrowsers.add(browser);
  browser.once('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

/** Writes `web/e2e/screenshots/<name>.png` (not committed): the whole page. */
export async function writeScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: `${screenshotsDir}${name}.png`, fullPage: true });
}

/**
 * A picture of a state a test reached, with `E2E_SCREENSHOTS=1` only: some seventy whole-page PNGs cost CPU the suite
 * has not got to spare on CI, where nobody sees them (a failure's pictures are always written: `report-failure.ts`).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env['E2E_SCREENSHOTS'] === '1') await writeScreenshot(page, name);
}
