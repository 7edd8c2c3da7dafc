// The yardstick of the PDF writer: Chromium printing the same preview HTML with `page.pdf()`.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The duration of each of `samples` `page.pdf()` calls (A4) of `html` in one headless Chromium page, after two
 * warm-up prints, in ms; `null` when there is no Chromium at `CHROMIUM_PATH`.
 */
export async function measureChromiumPdf(html: string, samples: number): Promise<number[] | null> {
  if (!existsSync(CHROMIUM_PATH)) return null;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    const durations: number[] = [];
    for (let index = 0; index < samples + 2; index += 1) {
      const start = performance.now();
      await page.pdf({ format: 'A4' });
      if (index >= 2) durations.push(performance.now() - start);
    }
    return durations;
  } finally {
    await browser.close();
  }
}
