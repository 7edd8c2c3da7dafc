import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkDocumentRequest, parseRequest } from '@cegdok/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePath } from '../../../fixtures/index.ts';
import { makeTempDir, runCegdok } from '../../test/run-cegdok.ts';
import { formatLocalDate } from '../format-local-date.ts';

describe('cegdok validate', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await makeTempDir();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('accepts a valid request with exit code 0', async () => {
    const run = await runCegdok(['validate', fixturePath('ket-tag')]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^A kérés megfelel a sémának\.\nTartalmi ellenőrzés: /);
  });

  it('lists the legal errors with their statute, then the warnings, with exit code 1', async () => {
    const raw = JSON.parse(await readFile(fixturePath('egy-tag'), 'utf8'));
    raw.tarsasag.tagok[0].penzbetet = 100_000;
    raw.tarsasag.tagok[0].nemPenzbeliBetet = 0;
    const file = join(dir, 'kis-toke.json');
    await writeFile(file, JSON.stringify(raw));
    const parsed = parseRequest(raw);
    if (!parsed.ok) throw new Error('the test request must be valid');
    const { errors, warnings } = checkDocumentRequest(parsed.value, { today: formatLocalDate(new Date()) });
    expect(errors.map((error) => error.statute)).toEqual(['Ptk. 3:161. § (4)']);

    const run = await runCegdok(['validate', file]);

    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      [
        'A kérés megfelel a sémának.',
        `Tartalmi ellenőrzés: 1 hiba, ${warnings.length} figyelmeztetés`,
        `    Hiba – tarsasag.tagok: ${errors[0]!.message}`,
        ...warnings.map(
          (warning) => `    Figyelmeztetés – ${warning.path ? `${warning.path}: ` : ''}${warning.message}`,
        ),
        'A hibák javításáig a dokumentumok nem készíthetők el.',
        '',
      ].join('\n'),
    );
    expect(errors[0]!.message).toMatch(/\(Ptk\. 3:161\. § \(4\)\)$/);
  });

  it('lists every schema issue as path: message with exit code 1', async () => {
    const raw = JSON.parse(await readFile(fixturePath('ket-tag'), 'utf8'));
    raw.keltezesIdeje = '2026-02-30';
    raw.tarsasag.tagok[1].nev = '  ';
    const file = join(dir, 'hibas.json');
    await writeFile(file, JSON.stringify(raw));

    const run = await runCegdok(['validate', file]);

    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      [
        'A kérés hibás (2 hiba):',
        '    keltezesIdeje: Érvénytelen dátum (ÉÉÉÉ-HH-NN formátum szükséges).',
        '    tarsasag.tagok.1.nev: A név megadása kötelező.',
        '',
      ].join('\n'),
    );
  });

  it('reports a file that is not JSON (exit code 1) and a missing file (exit code 2)', async () => {
    const file = join(dir, 'nem-json.json');
    await writeFile(file, '{ "ugyvediIroda": ');
    const notJson = await runCegdok(['validate', file]);
    expect(notJson.code).toBe(1);
    expect(notJson.stdout).toMatch(/^A kérés hibás \(1 hiba\):\n {4}A bemenet nem érvényes JSON \(.+\)\.\n$/);

    const missing = await runCegdok(['validate', join(dir, 'nincs.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(`Hiba: A fájl nem található: ${join(dir, 'nincs.json')}\n`);
  });

  it('needs exactly one file argument', async () => {
    const none = await runCegdok(['validate']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Hiba: Hiányzik egy kötelező argumentum: <fájl>');
    const two = await runCegdok(['validate', 'a.json', 'b.json']);
    expect(two.code).toBe(2);
    expect(two.stderr).toContain('Hiba: Túl sok argumentum.');
  });
});
