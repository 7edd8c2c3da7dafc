import { describe, expect, it } from 'vitest';
import type { GenerationJob } from '../../../lib/generation-job.ts';
import { runGeneration, type GenerationItem } from './run-generation.ts';

const job: GenerationJob = {
  companyName: 'Alfa Kft.',
  request: {
    ugyvediIroda: { nev: 'Iroda', szekhely: 'Budapest', ugyvedNeve: 'Dr. Kiss Anna' },
    keltezesHelye: 'Budapest',
    keltezesIdeje: '2026-11-22',
    tarsasag: {} as GenerationJob['request']['tarsasag'],
  },
  items: [
    { type: 'tagjegyzek', title: 'Tagjegyzék' },
    { type: 'alairasminta', title: 'Aláírásminta – Kiss Anna', directorIndex: 0 },
    { type: 'alairasminta', title: 'Aláírásminta – Nagy Béla', directorIndex: 1 },
  ],
};

describe('runGeneration', () => {
  it('generates one after the other, keeps whether each is paid and marks a failed item as error', async () => {
    const calls: string[] = [];
    const snapshots: GenerationItem[][] = [];
    const result = await runGeneration(
      job,
      async (type, _request, directorIndex) => {
        calls.push(`${type}:${directorIndex ?? '-'}`);
        if (directorIndex === 0) throw new Error('Nincs elég dokumentumkeret.');
        return { id: calls.length, fileId: `file-${calls.length}`, payed: directorIndex === undefined };
      },
      (items) => snapshots.push(items),
    );
    expect(calls).toEqual(['tagjegyzek:-', 'alairasminta:0', 'alairasminta:1']);
    expect(result.map((item) => item.state)).toEqual(['done', 'error', 'done']);
    expect(result[1]?.note).toBe('Nincs elég dokumentumkeret.');
    expect(result[2]?.fileId).toBe('file-3');
    expect(result.map((item) => item.payed)).toEqual([true, undefined, false]);
    // never two items in progress at once
    expect(snapshots.every((items) => items.filter((item) => item.state === 'in_progress').length <= 1)).toBe(true);
  });
});
