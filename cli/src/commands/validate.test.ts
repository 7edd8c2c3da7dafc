import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
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

  it('lists the legal errors with their statute, then the warnings, with exit code 2', async () => {
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

    expect(run.code).toBe(2);
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
    expect(errors[0]!.message).toMatch(/\(Ptk\. 3:161\. § \(4\)\)\.$/);
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

  it('reports a file that is not JSON (exit code 1) and a missing file (exit code 3)', async () => {
    const file = join(dir, 'nem-json.json');
    await writeFile(file, '{ "ugyvediIroda": ');
    const notJson = await runCegdok(['validate', file]);
    expect(notJson.code).toBe(1);
    expect(notJson.stdout).toMatch(/^A kérés hibás \(1 hiba\):\n {4}A bemenet nem érvényes JSON \(.+\)\.\n$/);

    const missing = await runCegdok(['validate', join(dir, 'nincs.json')]);
    expect(missing.code).toBe(3);
    expect(missing.stderr).toBe(`Hiba: A bemenet nem található: ${join(dir, 'nincs.json')}\n`);
  });

  it('needs exactly one path argument (exit code 64)', async () => {
    const none = await runCegdok(['validate']);
    expect(none.code).toBe(64);
    expect(none.stderr).toContain('Hiba: Hiányzik egy kötelező argumentum: <útvonal>');
    const two = await runCegdok(['validate', 'a.json', 'b.json']);
    expect(two.code).toBe(64);
    expect(two.stderr).toContain('Hiba: Túl sok argumentum.');
  });

  it('validates a folder and a JSONL file like generate takes them, reporting every request', async () => {
    const valid = await readFile(fixturePath('ket-tag'), 'utf8');
    const misspelt = JSON.parse(valid);
    misspelt.tarsasag.tagok[1].penzbetett = misspelt.tarsasag.tagok[1].penzbetet;
    const folder = join(dir, 'mappa');
    await mkdir(folder);
    await writeFile(join(folder, 'a-jo.json'), valid);
    await writeFile(join(folder, 'b-elirt.json'), JSON.stringify(misspelt));

    const run = await runCegdok(['validate', folder]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('✔ a-jo.json: A kérés megfelel a sémának.\n');
    expect(run.stdout).toContain(
      '✘ b-elirt.json: A kérés hibás (1 hiba):\n' +
        '        tarsasag.tagok.1.penzbetett: Ismeretlen mező: penzbetett — erre gondolt: penzbetet?\n',
    );
    expect(run.stdout).toMatch(/\n2 kérés: 1 megfelel a sémának, 1 hibás\.\n$/);

    const jsonl = join(dir, 'keresek.jsonl');
    await writeFile(jsonl, `${JSON.stringify(JSON.parse(valid))}\n\n{"ugyvediIroda": \n`);
    const lines = await runCegdok(['validate', jsonl]);
    expect(lines.code).toBe(1);
    expect(lines.stdout).toContain('✔ line-1 (1. sor): A kérés megfelel a sémának.');
    expect(lines.stdout).toContain('✘ line-3 (3. sor): A kérés hibás (1 hiba):');
    expect(lines.stdout).toMatch(/\n2 kérés: 1 megfelel a sémának, 1 hibás\.\n$/);
  });

  it('counts in a batch summary the requests a legal error blocks, with exit code 2', async () => {
    const raw = JSON.parse(await readFile(fixturePath('egy-tag'), 'utf8'));
    raw.tarsasag.tagok[0].penzbetet = 100_000;
    raw.tarsasag.tagok[0].nemPenzbeliBetet = 0;
    const folder = join(dir, 'jogi-hiba');
    await mkdir(folder);
    await writeFile(join(folder, 'a-jo.json'), await readFile(fixturePath('ket-tag'), 'utf8'));
    await writeFile(join(folder, 'b-kis-toke.json'), JSON.stringify(raw));

    const run = await runCegdok(['validate', folder]);

    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(
      /\n2 kérés: 2 megfelel a sémának, 0 hibás; 1 kérés dokumentumai jogi hiba miatt nem készíthetők el\.\n$/,
    );
  });

  it('refuses a Windows-1250 / ISO-8859-2 file naming the file and the byte offset, and accepts a UTF-8 BOM', async () => {
    const text = await readFile(fixturePath('ekezetes-nevek'), 'utf8');
    const latin2 = Buffer.from(
      [...text].map((char) => LATIN2[char] ?? char.charCodeAt(0)).filter((code) => code < 256),
    );
    const file = join(dir, 'latin2.json');
    await writeFile(file, latin2);
    const firstAccent = latin2.findIndex((byte) => byte > 0x7f);

    const run = await runCegdok(['validate', file]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`A fájl nem érvényes UTF-8: latin2.json, ${firstAccent}. bájt`);
    expect(run.stdout).toContain('Windows-1250 vagy ISO-8859-2');
    expect(run.stdout).not.toContain('penzbetetMod');

    const withBom = join(dir, 'bom.json');
    await writeFile(withBom, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]));
    const bom = await runCegdok(['validate', withBom]);
    expect(bom.stdout).toMatch(/^A kérés megfelel a sémának\./);
  });
});

/** The ISO-8859-2 bytes of the Hungarian accented letters (Windows-1250 uses the same ones for these). */
const LATIN2: Record<string, number> = {
  á: 0xe1, é: 0xe9, í: 0xed, ó: 0xf3, ö: 0xf6, ő: 0xf5, ú: 0xfa, ü: 0xfc, ű: 0xfb,
  Á: 0xc1, É: 0xc9, Í: 0xcd, Ó: 0xd3, Ö: 0xd6, Ő: 0xd5, Ú: 0xda, Ü: 0xdc, Ű: 0xdb,
}; // prettier-ignore
