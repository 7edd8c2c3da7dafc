import { beforeEach } from 'vitest';
import { openBrowsers, writeScreenshot } from './launch-browser.ts';

/**
 * The e2e project's setup: when a test fails, each page its file has open is told in the log (its address, the
 * headings, alerts and the start of its text) and photographed to `web/e2e/screenshots/failure-*.png`. A failure on
 * CI, where the browser is gone with the run, can then be read from the log.
 */
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    const pages = [...openBrowsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
    for (const [index, page] of pages.entries()) {
      if (page.isClosed()) continue;
      const state = await page
        .evaluate(() => ({
          headings: [...document.querySelectorAll('h1, h2, h3')].map((heading) => heading.textContent?.trim()),
          alerts: [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent?.trim()),
          focused: document.activeElement?.textContent?.trim().slice(0, 80) ?? '',
          text: document.body.innerText.slice(0, 1500),
        }))
        .catch((error: unknown) => ({ unreadable: String(error) }));
      const name = `failure-${task.name.replace(/[^\p{L}\d]+/gu, '-').slice(0, 60)}-${index}`;
      await writeScreenshot(page, name).catch(() => undefined);
      console.error(
        `The page ${page.url()} when „${task.name}” failed (${name}.png):\n${JSON.stringify(state, null, 2)}`,
      );
    }
  });
});
