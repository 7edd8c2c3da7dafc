import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/run-cegdok.ts';
import { UsageError } from '../usage-error.ts';
import { readGenerateInput } from './read-generate-input.ts';

describe('readGenerateInput', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await makeTempDir();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads a .json file as one request', async () => {
    await writeFile(join(dir, 'egy.json'), '{"a":1}');
    expect(await readGenerateInput(join(dir, 'egy.json'))).toEqual({
      isBatch: false,
      source: { label: 'egy.json', folder: 'egy', text: '{"a":1}' },
    });
  });

  it('reads a .jsonl file line by line, skipping blank lines but keeping line numbers', async () => {
    await writeFile(join(dir, 'sok.jsonl'), '{"a":1}\r\n\n  \n{"a":2}');
    expect(await readGenerateInput(join(dir, 'sok.jsonl'))).toEqual({
      isBatch: true,
      sources: [
        { label: 'line-1 (1. sor)', folder: 'line-1', text: '{"a":1}' },
        { label: 'line-4 (4. sor)', folder: 'line-4', text: '{"a":2}' },
      ],
    });
  });

  it('reads the .json files of a folder in name order', async () => {
    const folder = join(dir, 'mappa');
    await mkdir(folder);
    await writeFile(join(folder, 'zeta.json'), '{}');
    await writeFile(join(folder, 'ábel.JSON'), '[]');
    await writeFile(join(folder, 'leiras.md'), '#');
    await mkdir(join(folder, 'al.json'));
    const input = await readGenerateInput(folder);
    expect(input.isBatch && input.sources.map(({ label, folder: sub }) => [label, sub])).toEqual([
      ['ábel.JSON', 'ábel'],
      ['zeta.json', 'zeta'],
    ]);
  });

  it('refuses a missing path, an empty folder and an empty JSONL file', async () => {
    await expect(readGenerateInput(join(dir, 'nincs'))).rejects.toThrow(UsageError);
    await mkdir(join(dir, 'ures'));
    await expect(readGenerateInput(join(dir, 'ures'))).rejects.toThrow(
      `A mappában nincs .json fájl: ${join(dir, 'ures')}`,
    );
    await writeFile(join(dir, 'ures.jsonl'), '\n\n');
    await expect(readGenerateInput(join(dir, 'ures.jsonl'))).rejects.toThrow(
      'A JSONL fájlban nincs egyetlen kérés sem',
    );
  });
});
