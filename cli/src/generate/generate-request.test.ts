import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createEngine } from '@cegdok/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePath } from '../../../fixtures/index.ts';
import { makeTempDir } from '../../test/run-cegdok.ts';
import { generateRequest } from './generate-request.ts';
import type { GenerateTask } from './generate-task.ts';

describe('generateRequest', () => {
  let dir: string;
  let text: string;
  beforeAll(async () => {
    dir = await makeTempDir();
    text = await readFile(fixturePath('ot-tag-apport'), 'utf8');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  function task(outDir: string, source: string): GenerateTask {
    return {
      source: { label: 'teszt.json', folder: 'teszt', content: { ok: true, text: source } },
      outDir,
      typeIds: ['alairasminta', 'tagjegyzek'],
      formats: ['html'],
      today: '2026-11-22',
      generatedAt: new Date('2026-11-22T10:00:00Z'),
      dryRun: false,
    };
  }

  it('records a document that fails to render and still writes the others', async () => {
    // Only the signature-specimen template exists: the members' list fails, the specimens are written.
    const engine = createEngine({
      templates: { 'alairasminta.njk': '<h1>Aláírásminta</h1><p>{{ director.nev }}</p>' },
    });
    const outDir = join(dir, 'reszleges');
    const result = await generateRequest(engine, task(outDir, text));
    expect(result).toMatchObject({
      status: 'rendered',
      files: ['alairasminta-1.html', 'alairasminta-2.html', 'alairasminta-3.html'],
      failures: [{ file: 'tagjegyzek.html', message: expect.stringContaining('tagjegyzek.njk'), kind: 'render' }],
    });
    expect((await readdir(outDir)).sort()).toEqual([
      'alairasminta-1.html',
      'alairasminta-2.html',
      'alairasminta-3.html',
    ]);
  });

  it('warns when the formation deadline has passed on the given day, and still lists the documents', async () => {
    const engine = createEngine({ templates: {} });
    const dated = JSON.stringify({ ...(JSON.parse(text) as object), keltezesIdeje: '2026-10-01' });
    // 30 days from 1 October 2026: Saturday 31 October, then All Saints' Day on Sunday, so Monday 2 November
    const late = await generateRequest(engine, {
      ...task(join(dir, 'keson'), dated),
      today: '2026-11-03',
      dryRun: true,
    });
    expect(late).toMatchObject({
      status: 'rendered',
      files: ['alairasminta-1.html', 'alairasminta-2.html', 'alairasminta-3.html', 'tagjegyzek.html'],
    });
    const warning =
      late.status === 'rendered'
        ? late.warnings.find((item) => item.code === 'FORMATION_FILING_DEADLINE_PASSED')
        : undefined;
    expect(warning?.message.replace(/\s/g, ' ')).toContain(
      'legkésőbb 2026. november 2. napjáig kellett volna benyújtani',
    );
    const inTime = await generateRequest(engine, {
      ...task(join(dir, 'idoben'), dated),
      today: '2026-11-01',
      dryRun: true,
    });
    expect(inTime.status === 'rendered' && inTime.warnings.map((item) => item.code)).not.toContain(
      'FORMATION_FILING_DEADLINE_PASSED',
    );
  });

  it('writes nothing for an invalid request and answers its issues', async () => {
    const engine = createEngine({ templates: {} });
    const outDir = join(dir, 'hibas');
    const result = await generateRequest(engine, task(outDir, '{"keltezesHelye": "Győr"}'));
    expect(result).toMatchObject({ status: 'invalid', label: 'teszt.json' });
    expect(result.status === 'invalid' && result.issues.map((issue) => issue.path)).toEqual([
      'ugyvediIroda',
      'keltezesIdeje',
      'tarsasag',
    ]);
    await expect(readdir(outDir)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
