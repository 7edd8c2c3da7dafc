import { readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { checkDocumentRequest, DOCUMENT_TYPE_IDS, parseRequest, planDocuments } from '@cegdok/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { fixturePath, loadFixture, type FixtureName } from '../../../fixtures/index.ts';
import { invalidFixtures, readInvalidFixture } from '../../../fixtures/invalid/index.ts';
import { makeTempDir, runCegdok } from '../../test/run-cegdok.ts';
import { formatLocalDate } from '../format-local-date.ts';

const tempDirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await makeTempDir();
  tempDirs.push(dir);
  return dir;
}
afterAll(() => Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function rawFixture(name: FixtureName): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(fixturePath(name), 'utf8')) as Record<string, unknown>;
}

async function listFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).sort();
}

function expectedFiles(name: FixtureName, formats: readonly string[]): string[] {
  const stems = planDocuments(loadFixture(name), DOCUMENT_TYPE_IDS).map((document) => document.fileStem);
  return stems.flatMap((stem) => formats.map((format) => `${stem}.${format}`)).sort();
}

describe('cegdok generate', () => {
  it('writes 4 + 2 × directors files per format for one request', async () => {
    const out = await tempDir();
    const run = await runCegdok([
      'generate', '--input', fixturePath('ot-tag-apport'), '--types', 'all', '--format', 'docx,html,pdf', '--out', out,
    ]); // prettier-ignore
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const directors = loadFixture('ot-tag-apport').tarsasag.ugyvezetok.length;
    const files = await listFiles(out);
    expect(files).toHaveLength(3 * (4 + 2 * directors));
    expect(files).toEqual(expectedFiles('ot-tag-apport', ['docx', 'html', 'pdf']));
    expect(files).toContain(`alairasminta-${directors}.pdf`);
    expect((await readFile(join(out, 'tarsasagi.docx'))).subarray(0, 2).toString()).toBe('PK');
    expect((await readFile(join(out, 'tagjegyzek.pdf'))).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await readFile(join(out, 'elfogado-nyilatkozat-1.html'), 'utf8')).toMatch(/^<!DOCTYPE html>/i);
    expect(run.stdout).toMatch(/^1 kérés, 30 dokumentum, 0 hiba, \d+ ms$/m);
  });

  it('runs a JSONL batch on worker threads: a broken line is reported with its line and field, the rest is written', async () => {
    const dir = await tempDir();
    const broken = await rawFixture('ket-tag');
    (broken.tarsasag as { tagok: { nev: string }[] }).tagok[0]!.nev = '';
    const lines = [
      JSON.stringify(await rawFixture('ket-tag')),
      JSON.stringify(broken),
      '',
      JSON.stringify(await rawFixture('egy-tag')),
      '{"ugyvediIroda": ',
    ];
    await writeFile(join(dir, 'keresek.jsonl'), `${lines.join('\n')}\n`);
    const out = join(dir, 'out');
    const run = await runCegdok(['generate', '-i', join(dir, 'keresek.jsonl'), '-f', 'html', '-o', out, '-w', '2']);

    expect(run.code).toBe(1);
    expect(run.stdout).toContain('✘ line-2 (2. sor): a kérés hibás, nem készült dokumentum');
    expect(run.stdout).toContain('    tarsasag.tagok.0.nev: A név megadása kötelező.');
    expect(run.stdout).toContain('✘ line-5 (5. sor): a kérés hibás, nem készült dokumentum');
    expect(run.stdout).toMatch(/ {4}A bemenet nem érvényes JSON \(.+\)\./);
    expect(run.stdout).toMatch(/✔ line-1 \(1\. sor\): 6 dokumentum elkészült/);
    expect(run.stdout).toMatch(/^4 kérés, 12 dokumentum, 2 hiba, \d+ ms$/m);
    expect(await listFiles(out)).toEqual(['line-1', 'line-4']);
    expect(await listFiles(join(out, 'line-1'))).toEqual(expectedFiles('ket-tag', ['html']));
    expect(await listFiles(join(out, 'line-4'))).toEqual(expectedFiles('egy-tag', ['html']));
  });

  it('takes a folder of .json files, one subfolder each, and only the chosen types', async () => {
    const dir = await tempDir();
    const input = join(dir, 'keresek');
    await mkdir(input);
    await writeFile(join(input, 'alfa.json'), JSON.stringify(await rawFixture('egy-tag')));
    await writeFile(join(input, 'beta.json'), JSON.stringify(await rawFixture('ot-tag-apport')));
    await writeFile(join(input, 'jegyzet.txt'), 'nem kérés');
    const out = join(dir, 'out');
    const run = await runCegdok(['generate', '-i', input, '-t', 'tagjegyzek,alairasminta', '-f', 'docx', '-o', out]);

    expect(run.code).toBe(0);
    expect(await listFiles(out)).toEqual(['alfa', 'beta']);
    expect(await listFiles(join(out, 'alfa'))).toEqual(['alairasminta-1.docx', 'tagjegyzek.docx']);
    expect(await listFiles(join(out, 'beta'))).toEqual([
      'alairasminta-1.docx', 'alairasminta-2.docx', 'alairasminta-3.docx', 'tagjegyzek.docx',
    ]); // prettier-ignore
    expect(run.stdout).toMatch(/^2 kérés, 6 dokumentum, 0 hiba, \d+ ms$/m);
  });

  it('prints the warnings of a request without failing it', async () => {
    const dir = await tempDir();
    const raw = await rawFixture('egy-tag');
    delete (raw.tarsasag as { tagok: Record<string, unknown>[] }).tagok[0]!.anyjaNeve;
    await writeFile(join(dir, 'hianyos.json'), JSON.stringify(raw));
    const parsed = parseRequest(raw);
    if (!parsed.ok) throw new Error('the test request must be valid');
    const { errors, warnings } = checkDocumentRequest(parsed.value, { today: formatLocalDate(new Date()) });

    const out = join(dir, 'out');
    const run = await runCegdok([
      'generate',
      '-i',
      join(dir, 'hianyos.json'),
      '-t',
      'tagjegyzek',
      '-f',
      'html',
      '-o',
      out,
    ]);

    expect(errors).toEqual([]);
    expect(warnings.map((warning) => warning.code)).toContain('PERSONAL_DATA_MISSING');
    for (const warning of warnings)
      expect(run.stdout).toContain(
        `\n    Figyelmeztetés – ${warning.path ? `${warning.path}: ` : ''}${warning.message}\n`,
      );
    expect(run.code).toBe(0);
    expect(await listFiles(out)).toEqual(['tagjegyzek.html']);
  });

  it('refuses a request with a legal error: exit code 2, the errors with path, message and statute, no file', async () => {
    const dir = await tempDir();
    const input = join(dir, 'osztalek-nulla.json');
    await writeFile(input, JSON.stringify(readInvalidFixture('osztalek-nulla')));
    const out = join(dir, 'out');

    const run = await runCegdok(['generate', '-i', input, '-f', 'html', '-o', out]);

    expect(run.code).toBe(2);
    expect(run.stdout).toContain(
      '✘ osztalek-nulla.json: a kérés jogszabályba ütköző hibát tartalmaz (1), nem készült dokumentum',
    );
    expect(run.stdout).toMatch(/\n {4}Hiba – tarsasag\.tagok\.1\.osztalekArany: .+ \(Ptk\. 3:88\. § \(2\)\)\.\n/);
    expect(run.stdout).toMatch(/^1 kérés, 0 dokumentum, 1 hiba, \d+ ms$/m);
    // --out is made up front, so an unusable one ends the run at once; the refused request writes nothing into it
    expect(await readdir(out)).toEqual([]);
  });

  it('goes on with a batch after a refused request, writes every other request and ends with exit code 2', async () => {
    const dir = await tempDir();
    const input = join(dir, 'keresek');
    await mkdir(input);
    await writeFile(join(input, 'alfa.json'), JSON.stringify(await rawFixture('egy-tag')));
    await writeFile(join(input, 'beta.json'), JSON.stringify(readInvalidFixture('torzstoke-minimum-alatt')));
    await writeFile(join(input, 'gamma.json'), JSON.stringify(await rawFixture('ket-tag')));
    const out = join(dir, 'out');

    const run = await runCegdok(['generate', '-i', input, '-f', 'html', '-o', out, '-w', '2']);

    expect(run.code).toBe(2);
    const [expected] = invalidFixtures['torzstoke-minimum-alatt'];
    expect(run.stdout).toContain(
      '✘ beta.json: a kérés jogszabályba ütköző hibát tartalmaz (1), nem készült dokumentum',
    );
    expect(run.stdout).toMatch(new RegExp(` {4}Hiba – ${expected!.path}: .+\\(Ptk\\. 3:161\\. § \\(4\\)\\)\\.\\n`));
    expect(await listFiles(out)).toEqual(['alfa', 'gamma']);
    expect(await listFiles(join(out, 'alfa'))).toEqual(expectedFiles('egy-tag', ['html']));
    expect(await listFiles(join(out, 'gamma'))).toEqual(expectedFiles('ket-tag', ['html']));
    expect(run.stdout).toMatch(/^3 kérés, 12 dokumentum, 1 hiba, \d+ ms$/m);
  });

  it.each([
    [['--types', 'tarsasagi,ismeretlen'], 'Hiba: Ismeretlen dokumentumtípus: ismeretlen. Választható: tarsasagi'],
    [['--format', 'docx,odt'], 'Hiba: Ismeretlen formátum: odt. Választható: docx, html, pdf.'],
    [['--workers', '0'], 'Hiba: A --workers értéke pozitív egész szám legyen (kapott érték: 0).'],
  ])('rejects bad arguments %j with exit code 64', async (extra, message) => {
    const out = await tempDir();
    const run = await runCegdok(['generate', '--input', fixturePath('egy-tag'), '--out', out, ...extra]);
    expect(run.code).toBe(64);
    expect(run.stderr).toContain(message);
    expect(await listFiles(out)).toEqual([]);
  });

  it('explains a missing input and a missing option in Hungarian with exit code 64', async () => {
    const out = await tempDir();
    const missing = await runCegdok(['generate', '--input', join(out, 'nincs.json'), '--out', out]);
    expect(missing.code).toBe(3);
    expect(missing.stderr).toContain(`Hiba: A bemenet nem található: ${join(out, 'nincs.json')}`);

    const noOut = await runCegdok(['generate', '--input', fixturePath('egy-tag')]);
    expect(noOut.code).toBe(64);
    expect(noOut.stderr).toContain('Hiba: Hiányzik egy kötelező kapcsoló: -o, --out <mappa>');

    const unknownOption = await runCegdok(['generate', '-i', fixturePath('egy-tag'), '-o', out, '--bemenet', 'x']);
    expect(unknownOption.code).toBe(64);
    expect(unknownOption.stderr).toContain('Hiba: Ismeretlen kapcsoló: --bemenet');
  });

  it('--dry-run validates a batch and lists what would be written, writing nothing', async () => {
    const dir = await tempDir();
    const broken = await rawFixture('ket-tag');
    broken['keltezesIdeje'] = '2026-02-28Tjunk';
    await writeFile(
      join(dir, 'keresek.jsonl'),
      `${JSON.stringify(await rawFixture('egy-tag'))}\n${JSON.stringify(broken)}\n`,
    );
    const out = join(dir, 'out');
    const run = await runCegdok([
      'generate',
      '-i',
      join(dir, 'keresek.jsonl'),
      '-f',
      'docx,pdf',
      '-o',
      out,
      '--dry-run',
    ]);
    expect(run.code).toBe(1);
    const stems = expectedFiles('egy-tag', ['docx', 'pdf']);
    expect(run.stdout).toContain(`✔ line-1 (1. sor): ${stems.length} dokumentum készülne → ${join(out, 'line-1')}\n`);
    for (const file of stems) expect(run.stdout).toContain(`\n    ${file}\n`);
    expect(run.stdout).toContain('✘ line-2 (2. sor): a kérés hibás, nem készült dokumentum');
    expect(run.stdout).toContain('    keltezesIdeje: Érvénytelen dátum (ÉÉÉÉ-HH-NN formátum szükséges).');
    expect(run.stdout).toContain('Próbafuttatás (--dry-run): egyetlen fájl sem készült.');
    await expect(readdir(out)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it.each([
    ['/proc/cegdok-x', '/proc/cegdok-x'],
    ['a file as a folder', 'fajl.txt/al'],
  ])('ends at once with one line and exit code 3 when --out is unusable (%s)', async (_case, outPath) => {
    const dir = await tempDir();
    await writeFile(join(dir, 'fajl.txt'), 'x');
    const out = outPath.startsWith('/') ? outPath : join(dir, outPath);
    const startedAt = performance.now();
    const run = await runCegdok(['generate', '-i', fixturePath('egy-tag'), '-o', out]);
    expect(performance.now() - startedAt).toBeLessThan(15_000);
    expect(run.code).toBe(3);
    expect(run.stdout).toBe('');
    expect(run.stderr.trimEnd().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^Hiba: A kimeneti mappa nem hozható létre: ${out} – .+ \\(E[A-Z]+\\)$`)),
    ]);
  });

  it('refuses an unknown key with a suggestion, writing nothing (exit code 1)', async () => {
    const dir = await tempDir();
    const raw = await rawFixture('egy-tag');
    (raw['tarsasag'] as Record<string, unknown>)['idotartamvege'] = '2030-12-31';
    await writeFile(join(dir, 'elirt.json'), JSON.stringify(raw));
    const out = join(dir, 'out');
    const run = await runCegdok(['generate', '-i', join(dir, 'elirt.json'), '-o', out]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '    tarsasag.idotartamvege: Ismeretlen mező: idotartamvege — erre gondolt: idotartamVege?',
    );
    expect(await listFiles(out)).toEqual([]);
  });

  it('documents the exit codes in --help', async () => {
    const run = await runCegdok(['generate', '--help']);
    expect(run.code).toBe(0);
    for (const line of [
      '  0   siker',
      '  1   érvénytelen kérés',
      '  2   jogi hiba',
      '  3   I/O hiba',
      '  64  hibás parancssor',
    ])
      expect(run.stdout).toContain(line);
  });
});
