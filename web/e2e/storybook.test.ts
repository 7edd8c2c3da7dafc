import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { DOCUMENT_TYPE_IDS, planDocuments, type DocumentTypeId } from '@cegdok/engine';
import { createNodeAmendmentRenderer } from '@cegdok/engine/node';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amendmentCaseNames, loadAmendmentCase } from '../../fixtures/amendments/index.ts';
import { fixtureNames, loadFixture, type FixtureName } from '../../fixtures/index.ts';
import { launchBrowser, screenshot } from './support/launch-browser.ts';
import { serveDirectory } from './support/serve-directory.ts';
import { repositoryRoot } from './support/start-app.ts';

type IndexEntry = { id: string; title: string; name: string; type: string; importPath: string };

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

  it('has an every-variant and a chosen-variant story for every document type and amendments, and the shared components', () => {
    const documentStories = stories.filter((story) => story.title.startsWith('Dokumentumok/'));
    expect(documentStories.map((story) => typeIdOf(story)).sort()).toEqual(
      [...DOCUMENT_TYPE_IDS, ...DOCUMENT_TYPE_IDS].sort(),
    );
    expect(documentStories.filter((story) => story.name === 'Minden változat')).toHaveLength(DOCUMENT_TYPE_IDS.length);
    expect(documentStories.filter((story) => story.name === 'Választható minta')).toHaveLength(
      DOCUMENT_TYPE_IDS.length,
    );
    expect(stories.filter((story) => story.title === 'Módosítás/Dokumentumok').map((story) => story.name)).toEqual([
      'Minden eset',
      'Választható eset',
    ]);
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

  it('shows, in the "Minden változat" story of every document type, its documents for all fixtures, none an error', async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    const problems: string[] = [];
    let documentCount = 0;
    for (const story of storiesNamed('Minden változat')) {
      const typeId = typeIdOf(story);
      const expected = fixtureNames.flatMap((fixture) => formationCaptions(typeId, fixture));
      const shown = await openStory(page, story, expected.length);
      expect(shown.captions.sort(), story.title).toEqual(expected.sort());
      problems.push(...shown.problems.map((problem) => `${story.title}: ${problem}`));
      documentCount += expected.length;
    }
    await page.close();
    expect(problems).toEqual([]);
    expect(documentCount).toBeGreaterThanOrEqual(DOCUMENT_TYPE_IDS.length * fixtureNames.length);
  });

  it('renders, in the "Minden eset" story, every planned document of every amendment case without an error', async () => {
    const expected = amendmentCaseNames.flatMap(amendmentCaptions);
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    const shown = await openStory(page, storiesNamed('Minden eset')[0]!, expected.length);
    await page.close();
    expect(shown.captions.sort()).toEqual(expected.sort());
    expect(shown.problems).toEqual([]);
  });

  it('renders the fixture or amendment case chosen in the select control', async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    const articles = storiesNamed('Választható minta').find((story) => typeIdOf(story) === 'tarsasagi')!;
    const chosenFixture = await openStory(page, articles, 1, 'dr-ekezetes-nevek');
    expect(chosenFixture).toEqual({
      captions: formationCaptions('tarsasagi', 'dr-ekezetes-nevek'),
      problems: [],
    });
    await screenshot(page, '20-storybook-document');
    const chosenCase = await openStory(page, storiesNamed('Választható eset')[0]!, 1, 'tagok-szerzodese');
    expect(chosenCase.captions).toEqual(amendmentCaptions('tagok-szerzodese'));
    expect(chosenCase.problems).toEqual([]);
    await page.close();
  });
});

const amendmentRenderer = createNodeAmendmentRenderer();

/** The captions the gallery shows for a document type and fixture: the planned documents' titles. */
function formationCaptions(typeId: DocumentTypeId, fixture: FixtureName): string[] {
  return planDocuments(loadFixture(fixture), [typeId]).map((planned) => `${planned.title} · fixtures/${fixture}.json`);
}

/** The captions the gallery shows for an amendment case: every planned document's title. */
function amendmentCaptions(name: string): string[] {
  return amendmentRenderer
    .prepare(loadAmendmentCase(name))
    .plan.documents.map((document) => `${document.title} · fixtures/amendments/${name}`);
}

function storiesNamed(name: string): IndexEntry[] {
  return stories.filter((story) => story.name === name);
}

/** The document type of a story of `web/src/stories/documents/<type>.stories.tsx`. */
function typeIdOf(story: IndexEntry): DocumentTypeId {
  return story.importPath.replace(/^.*\//, '').replace('.stories.tsx', '') as DocumentTypeId;
}

/**
 * Opens a story (with the `fixture` arg, if given) once its documents are rendered: their captions, and a problem for
 * each error alert and each preview frame without a document body.
 */
async function openStory(
  page: Page,
  story: IndexEntry,
  expectedCount: number,
  fixture?: string,
): Promise<{ captions: string[]; problems: string[] }> {
  const args = fixture ? `&args=fixture:${fixture}` : '';
  await page.goto(`${site.url}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story${args}`);
  await page
    .waitForFunction((count) => document.querySelectorAll('[data-document-caption]').length >= count, expectedCount, {
      timeout: 60_000,
    })
    .catch(() => undefined);
  const captions = await page.locator('[data-document-caption]').allInnerTexts();
  const alerts = await page.locator('[role="alert"]').allInnerTexts();
  const frames = await page
    .locator('iframe[sandbox=""]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('srcdoc') ?? ''));
  return {
    captions,
    problems: [
      ...alerts.map((alert) => `hiba: ${alert}`),
      ...(frames.length === captions.length ? [] : [`${captions.length} dokumentumból ${frames.length} előnézet`]),
      ...frames.filter((html) => !html.includes('<body')).map(() => 'üres előnézet'),
    ],
  };
}
