import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePath, loadFixture } from '../../../fixtures/index.ts';
import { makeTempDir, runCegdok } from '../../test/run-cegdok.ts';

describe('cegdok preview', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await makeTempDir();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("writes the chosen director's standalone HTML where --out says and prints its path", async () => {
    const out = join(dir, 'elonezet.html');
    const run = await runCegdok([
      'preview',
      fixturePath('ot-tag-apport'),
      '--type',
      'alairasminta',
      '--director',
      '2',
      '--out',
      out,
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${out}\n`);
    const html = await readFile(out, 'utf8');
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    // names print with no-break spaces, so a name never breaks across lines
    expect(html.replaceAll('\u00a0', ' ')).toContain(loadFixture('ot-tag-apport').tarsasag.ugyvezetok[1]!.nev);
  });

  it('names the file after the document in the current folder by default', async () => {
    const run = await runCegdok(['preview', fixturePath('egy-tag'), '-t', 'tagjegyzek'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${join(dir, 'tagjegyzek.html')}\n`);
    expect(await readdir(dir)).toContain('tagjegyzek.html');
  });

  it('rejects an unknown type and a director the company does not have (exit code 64)', async () => {
    const unknown = await runCegdok(['preview', fixturePath('egy-tag'), '--type', 'szerzodes'], { cwd: dir });
    expect(unknown.code).toBe(64);
    expect(unknown.stderr).toContain('Hiba: Ismeretlen dokumentumtípus: szerzodes.');

    const directors = loadFixture('ot-tag-apport').tarsasag.ugyvezetok.length;
    const tooMany = await runCegdok(
      ['preview', fixturePath('ot-tag-apport'), '--type', 'elfogado-nyilatkozat', '--director', String(directors + 1)],
      { cwd: dir },
    );
    expect(tooMany.code).toBe(64);
    expect(tooMany.stderr).toBe(
      `Hiba: Nincs ${directors + 1}. ügyvezető: a társaságnak ${directors} ügyvezetője van.\n`,
    );

    const noType = await runCegdok(['preview', fixturePath('egy-tag')], { cwd: dir });
    expect(noType.code).toBe(64);
    expect(noType.stderr).toContain('Hiba: Hiányzik egy kötelező kapcsoló: -t, --type <típus>');
  });
});
