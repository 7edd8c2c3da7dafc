import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCegdok } from '../../test/run-cegdok.ts';

const committedSchema = fileURLToPath(new URL('../../../docs/cegdok-request.schema.json', import.meta.url));
const committed = async (name: string) =>
  JSON.parse(await readFile(fileURLToPath(new URL(`../../../docs/${name}`, import.meta.url)), 'utf8')) as unknown;

type PrintedSchema = {
  $id: string;
  description: string;
  properties: Record<string, { description: string; properties?: Record<string, { description: string }> }>;
};

describe('cegdok schema', () => {
  it('prints the JSON Schema that is committed for editors, with a Hungarian description on every field', async () => {
    const run = await runCegdok(['schema']);
    expect(run.code).toBe(0);
    const printed = JSON.parse(run.stdout) as { $id: string; properties: Record<string, { description: string }> };
    expect(printed).toEqual(JSON.parse(await readFile(committedSchema, 'utf8')));
    expect(printed.$id).toBe('https://cegdok.hu/schema/cegdok-request.schema.json');
    expect(printed.properties['keltezesIdeje']!.description).toBe('A keltezés napja (ÉÉÉÉ-HH-NN).');
  });

  it('prints the JSON Schema of the amendment data with --amendment, as committed, described in Hungarian', async () => {
    const run = await runCegdok(['schema', '--amendment']);
    expect(run.code).toBe(0);
    const printed = JSON.parse(run.stdout) as PrintedSchema;
    expect(printed).toEqual(await committed('cegdok-amendment.schema.json'));
    expect(printed.$id).toBe('https://cegdok.hu/schema/cegdok-amendment.schema.json');
    expect(Object.keys(printed.properties)).toContain('dontes');
    expect(printed.properties['tarsasag']).toBeUndefined();
    expect(printed.properties['dontes']!.properties!['mod']!.description).toMatch(/^A döntés módja: TAGGYULES/);
  });

  it('prints the JSON Schema of the registered version with --registered, and refuses both options at once', async () => {
    const run = await runCegdok(['schema', '--registered']);
    expect(run.code).toBe(0);
    const printed = JSON.parse(run.stdout) as PrintedSchema;
    expect(printed).toEqual(await committed('cegdok-registered.schema.json'));
    expect(Object.keys(printed.properties)).toEqual(['bejegyzes', 'tarsasag', 'okirat']);
    const both = await runCegdok(['schema', '--amendment', '--registered']);
    expect(both.code).toBe(64);
    expect(both.stdout).toBe('');
    expect(both.stderr).toContain('csak az egyiket');
  });
});
