import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { DOCUMENT_TYPE_IDS } from '@cegdok/engine';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/launch-browser.ts';
import { serveDirectory } from './support/serve-directory.ts';
import { repositoryRoot } from './support/start-app.ts';

type IndexEntry = { id: string; title: string; name: string; type: string };

const staticDir = `${repositoryRoot}web/storybook-static`;
let browser: Browser;
let site: Awaited<ReturnType<typeof serveDirectory>>;
let stories: IndexEntry[];

describe('Storybook', () => {
  beforeAll(async () => {
    // A story that does not compile fails the build, and so this suite.
    execFileSync('npm', ['run', 'build-storybook', '-w', 'web'], {
      cwd: repositoryRoot,
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    stories = Object.values(
      (JSON.parse(readFileSync(`${staticDir}/index.json`, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
    ).filter((entry) => entry.type === 'story');
    site = await serveDirectory(staticDir);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('has a story for every document type × fixture and for the shared components', () => {
    const documentStories = stories.filter((story) => story.title.startsWith('Dokumentumok/'));
    expect(documentStories).toHaveLength(DOCUMENT_TYPE_IDS.length * 8);
    const titles = new Set(stories.map((story) => story.title));
    for (const title of [
      'Közös/AddressAutocomplete',
      'Közös/PersonPicker',
      'Közös/DocumentPreviewFrame',
      'Közös/StatCard',
      'Közös/BillingCheckout',
      'Közös/DataTransferStatement',
      'Közös/SimplePayLogo',
      'Közös/BetaNotice',
      'Varázsló/WizardStepper',
    ])
      expect(titles).toContain(title);
  });

  it('renders every document story with the engine in the browser', async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    const failures: string[] = [];
    for (const story of stories.filter((candidate) => candidate.title.startsWith('Dokumentumok/'))) {
      await page.goto(`${site.url}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
      const frame = page.locator('iframe[sandbox=""]').first();
      const problem = page.locator('[role="alert"]').first();
      await Promise.race([frame.waitFor({ timeout: 20_000 }), problem.waitFor({ timeout: 20_000 })]).catch(
        () => undefined,
      );
      if (await problem.isVisible()) failures.push(`${story.title} / ${story.name}: ${await problem.innerText()}`);
      else if ((await frame.getAttribute('srcdoc'))?.includes('<body') !== true)
        failures.push(`${story.title} / ${story.name}: üres`);
    }
    await page.goto(
      `${site.url}/iframe.html?id=${encodeURIComponent(stories.find((story) => story.title.startsWith('Dokumentumok/'))!.id)}&viewMode=story`,
    );
    await page.locator('iframe[sandbox=""]').first().waitFor();
    await screenshot(page, '20-storybook-document');
    await page.close();
    expect(failures).toEqual([]);
  });
});
