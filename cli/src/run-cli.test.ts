import { describe, expect, it } from 'vitest';
import { runCegdok, runCegdokBinary } from '../test/run-cegdok.ts';

describe('cegdok (the program)', () => {
  it('prints Hungarian help with every command, from the binary a user starts', async () => {
    const run = await runCegdokBinary(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Használat: cegdok <parancs> \[kapcsolók\]\n/);
    expect(run.stdout).toContain('\nKapcsolók:\n');
    expect(run.stdout).toContain('\nParancsok:\n');
    for (const command of ['generate', 'validate', 'preview', 'types']) expect(run.stdout).toContain(`\n  ${command} `);
  });

  it('answers an unknown command in Hungarian with a suggestion and exit code 64', async () => {
    const run = await runCegdok(['tipes']);
    expect(run.code).toBe(64);
    expect(run.stderr).toBe('Hiba: Ismeretlen parancs: tipes\n(Erre gondolt: types?)\n');
  });

  it('shows the help on stderr with exit code 64 when no command is given', async () => {
    const run = await runCegdok([]);
    expect(run.code).toBe(64);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^Használat: cegdok/);
  });
});
