import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amendmentCaseDir } from '../../../fixtures/amendments/index.ts';
import { makeTempDir, runCegdok } from '../../test/run-cegdok.ts';

const caseArgs = (name: string) => {
  const dir = amendmentCaseDir(name);
  return ['--from', `${dir}registered.json`, '--to', `${dir}changed.json`, '--amendment', `${dir}amendment.json`];
};

describe('cegdok amend', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await makeTempDir();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes the documents of a director change with the redline, exit code 0', async () => {
    const out = join(dir, 'csere');
    const run = await runCegdok(['amend', ...caseArgs('ugyvezeto-csere'), '--out', out, '--format', 'docx,html']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'Határozatok:\n    1/2026. (XI. 20.) Ügyvezető megbízatásának megszűnése: egyszerű szótöbbség',
    );
    const files = (await readdir(out)).sort();
    expect(files).toEqual(
      [
        'alairasminta-1.docx',
        'alairasminta-1.html',
        'benyujtasi-osszesito.docx',
        'benyujtasi-osszesito.html',
        'egyseges-szerkezet-valtozaskovetes.docx',
        'egyseges-szerkezet.docx',
        'egyseges-szerkezet.html',
        'elfogado-nyilatkozat-1.docx',
        'elfogado-nyilatkozat-1.html',
        'hatarozat.docx',
        'hatarozat.html',
        'meghatalmazas.docx',
        'meghatalmazas.html',
        'modositas.docx',
        'modositas.html',
      ].sort(),
    );
    const redline = strFromU8(
      unzipSync(await readFile(join(out, 'egyseges-szerkezet-valtozaskovetes.docx')))['word/document.xml']!,
    );
    expect(redline).toMatch(/<w:ins w:id="\d+" w:author="Cégdok"/);
    expect(await readFile(join(out, 'elfogado-nyilatkozat-1.html'), 'utf8')).toContain('Cg. 09-09-031234');
  });

  it('prints each other activity of a change apart, in quotes, though a TEÁOR name holds a semicolon (decision 082)', async () => {
    const run = await runCegdok([
      'amend',
      ...caseArgs('fotevekenyseg'),
      '--out',
      join(dir, 'tevekenyseg'),
      '--format',
      'html',
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'Egyéb tevékenységek: „10.72 – Tartósított lisztes áru gyártása”, „47.24 – Kenyér-, pékáru-, édesség-kiskereskedelem”, „56.21 – Rendezvényi étkeztetés” → „47.24 – Kenyér-, pékáru-, édesség-kiskereskedelem”, „56.21 – Rendezvényi étkeztetés”, „10.71 – Kenyér; friss pékáru gyártása”',
    );
  });

  it("counts a written resolution's majority on the votes sent, and says so in the summary (Ptk. 3:20. § (2))", async () => {
    const out = join(dir, 'irasbeli');
    const run = await runCegdok(['amend', ...caseArgs('irasbeli-hatarozathozatal'), '--out', out, '--format', 'html']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      '1/2026. (XI. 20.) Telephely: egyszerű szótöbbség (a megküldött szavazatok több mint fele) (Ptk. 3:102. § (2)) – igen 100% / megküldött 100%',
    );
    expect(run.stdout).not.toContain('jelen lévő');
  });

  it('warns of an outside buyer’s missing personal data the documents leave blank, and still writes them (exit code 0)', async () => {
    const amendment = JSON.parse(await readFile(`${amendmentCaseDir('atruhazas-kivulallora')}amendment.json`, 'utf8'));
    const changed = JSON.parse(await readFile(`${amendmentCaseDir('atruhazas-kivulallora')}changed.json`, 'utf8'));
    for (const person of [
      amendment.uzletreszAtruhazasok[0].vevo,
      ...changed.tagok.filter((m: { nev: string }) => m.nev === 'Kovács Péter'),
    ])
      delete person.anyjaNeve;
    const args = caseArgs('atruhazas-kivulallora');
    args[3] = join(dir, 'vevo-changed.json');
    args[5] = join(dir, 'vevo-amendment.json');
    await writeFile(args[3], JSON.stringify(changed));
    await writeFile(args[5], JSON.stringify(amendment));
    const out = join(dir, 'vevo');
    const run = await runCegdok(['amend', ...args, '--out', out, '--format', 'html']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'uzletreszAtruhazasok.0.vevo: Kovács Péter (vevő) hiányzó személyes adata: anyja születési neve; a létesítő okirat egységes szerkezetbe foglalt szövegében, az üzletrész-adásvételi szerződésben és az üzletrész megszerzéséről szóló bejelentésben kipontozott hely áll a helyén.',
    );
    expect(await readdir(out)).toContain('uzletresz-atruhazas-1.html');
  });

  it('refuses an amendment that removes the last director with exit code 2 and writes nothing', async () => {
    const out = join(dir, 'utolso');
    const run = await runCegdok(['amend', ...caseArgs('utolso-ugyvezeto'), '--out', out]);
    expect(run.code).toBe(2);
    expect(run.stdout).toContain('Hiba – uj.ugyvezetok: A változás után legalább egy ügyvezetőnek');
    expect(run.stdout).toContain('A dokumentumok nem készültek el');
    await expect(readdir(out)).rejects.toThrow();
  });

  it('answers exit code 1 for an invalid request, with the Hungarian schema message and its path', async () => {
    const amendment = JSON.parse(await readFile(`${amendmentCaseDir('cegnev')}amendment.json`, 'utf8'));
    amendment.dontes.mod = 'KOZGYULES';
    const file = join(dir, 'rossz-mod.json');
    await writeFile(file, JSON.stringify(amendment));
    const args = caseArgs('cegnev');
    args[5] = file;
    const run = await runCegdok(['amend', ...args, '--out', join(dir, 'rossz')]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      'dontes.mod: A döntés módja TAGGYULES, ULES_NELKULI, EGYEDULI_TAG vagy TAGOK_SZERZODESE lehet.',
    );
  });

  it('answers exit code 1 for a misspelt key of amendment.json, naming it in Hungarian, and writes nothing', async () => {
    const amendment = JSON.parse(await readFile(`${amendmentCaseDir('ugyvezeto-csere')}amendment.json`, 'utf8'));
    amendment.hatalynapja = '2026-12-01';
    amendment.ugyvezetoValtozas.megszunok[0].okk = 'LEMONDAS';
    const file = join(dir, 'elirt-mezo.json');
    await writeFile(file, JSON.stringify(amendment));
    const args = caseArgs('ugyvezeto-csere');
    args[5] = file;
    const out = join(dir, 'elirt');
    const run = await runCegdok(['amend', ...args, '--out', out]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('A módosítási kérés hibás (2 hiba):');
    expect(run.stdout).toContain('hatalynapja: Ismeretlen mező: hatalynapja — erre gondolt: hatalyNapja?');
    expect(run.stdout).toContain('ugyvezetoValtozas.megszunok.0.okk: Ismeretlen mező: okk — erre gondolt: ok?');
    await expect(readdir(out)).rejects.toThrow();
  });

  it("answers exit code 1 for a key the files' wrappers do not take: in registered.json, in a wrapped changed.json, or the registered base in amendment.json", async () => {
    const dirOf = amendmentCaseDir('cegnev');
    const registered = JSON.parse(await readFile(`${dirOf}registered.json`, 'utf8'));
    const changed = JSON.parse(await readFile(`${dirOf}changed.json`, 'utf8'));
    const amendment = JSON.parse(await readFile(`${dirOf}amendment.json`, 'utf8'));
    const files = {
      from: join(dir, 'bejegyzett-elirt.json'),
      to: join(dir, 'modositott-csomagolt.json'),
      amendment: join(dir, 'modositas-alappal.json'),
    };
    await writeFile(files.from, JSON.stringify({ ...registered, okiratt: { title: 'x', blocks: [] } }));
    await writeFile(files.to, JSON.stringify({ tarsasag: changed, bejegyzes: registered.bejegyzes }));
    await writeFile(files.amendment, JSON.stringify({ ...amendment, korabbi: changed }));
    const out = join(dir, 'csomagolas');
    const run = await runCegdok([
      'amend',
      '--from',
      files.from,
      '--to',
      files.to,
      '--amendment',
      files.amendment,
      '--out',
      out,
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('A módosítási kérés hibás (3 hiba):');
    expect(run.stdout).toContain(
      `okiratt: A(z) ${files.from} fájlban: Ismeretlen mező: okiratt — erre gondolt: okirat?`,
    );
    expect(run.stdout).toContain(
      `bejegyzes: A(z) ${files.to} fájlban: Ismeretlen mező: bejegyzes — törölje, vagy javítsa a nevét.`,
    );
    expect(run.stdout).toContain(`korabbi: A(z) ${files.amendment} fájlban nem adható meg: korabbi`);
    await expect(readdir(out)).rejects.toThrow();
  });

  it('answers exit code 1 for a file that is not JSON and 3 for a file that does not exist', async () => {
    const broken = join(dir, 'hibas.json');
    await writeFile(broken, '{ nem json');
    const args = caseArgs('cegnev');
    const notJson = await runCegdok(['amend', ...args.slice(0, 5), broken]);
    expect(notJson.code).toBe(1);
    expect(notJson.stdout).toContain('nem érvényes JSON');
    const missing = await runCegdok(['amend', ...args.slice(0, 5), join(dir, 'nincs.json')]);
    expect(missing.code).toBe(3);
    expect(missing.stderr).toContain('A fájl nem található');
  });
});
