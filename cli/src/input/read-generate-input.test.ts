import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/run-cegdok.ts';
import { IoError } from '../io-error.ts';
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
      source: { label: 'egy.json', folder: 'egy', content: { ok: true, text: '{"a":1}' } },
    });
  });

  it('reads a .jsonl file line by line, skipping blank lines but keeping line numbers', async () => {
    await writeFile(join(dir, 'sok.jsonl'), '{"a":1}\r\n\n  \n{"a":2}');
    expect(await readGenerateInput(join(dir, 'sok.jsonl'))).toEqual({
      isBatch: true,
      sources: [
        { label: 'line-1 (1. sor)', folder: 'line-1', content: { ok: true, text: '{"a":1}' } },
        { label: 'line-4 (4. sor)', folder: 'line-4', content: { ok: true, text: '{"a":2}' } },
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

  it('reports a JSONL line that is not UTF-8 with its byte offset in the file and its line', async () => {
    await writeFile(
      join(dir, 'kevert.jsonl'),
      Buffer.concat([Buffer.from('{"a":1}\n{"n":"'), Buffer.from([0xf5]), Buffer.from('"}')]),
    );
    const input = await readGenerateInput(join(dir, 'kevert.jsonl'));
    expect(input.isBatch && input.sources.map((source) => source.content)).toEqual([
      { ok: true, text: '{"a":1}' },
      {
        ok: false,
        message:
          'A fájl nem érvényes UTF-8: kevert.jsonl, 14. bájt (0xF5). Valószínűleg Windows-1250 vagy ISO-8859-2 ' +
          'kódolással mentették; mentse újra UTF-8 kódolással. (2. sor)',
      },
    ]);
  });

  it('refuses a missing path (I/O), an empty folder and an empty JSONL file (usage)', async () => {
    await expect(readGenerateInput(join(dir, 'nincs'))).rejects.toThrow(IoError);
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
