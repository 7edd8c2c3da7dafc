import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCegdok } from '../../test/run-cegdok.ts';

const committedSchema = fileURLToPath(new URL('../../../docs/cegdok-request.schema.json', import.meta.url));

describe('cegdok schema', () => {
  it('prints the JSON Schema that is committed for editors, with a Hungarian description on every field', async () => {
    const run = await runCegdok(['schema']);
    expect(run.code).toBe(0);
    const printed = JSON.parse(run.stdout) as { $id: string; properties: Record<string, { description: string }> };
    expect(printed).toEqual(JSON.parse(await readFile(committedSchema, 'utf8')));
    expect(printed.$id).toBe('https://cegdok.hu/schema/cegdok-request.schema.json');
    expect(printed.properties['keltezesIdeje']!.description).toBe('A keltezés napja (ÉÉÉÉ-HH-NN).');
  });
});
