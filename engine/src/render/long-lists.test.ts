import { describe, expect, it } from 'vitest';
import type { Block } from '../ast/blocks.ts';
import { planDocuments } from '../documents/plan-documents.ts';
import { buildTestRequest } from '../model/build-test-request.ts';
import { createNodeEngine } from '../node.ts';
import { LIST_LIMITS } from '../schema/primitives.ts';

function listLabels(blocks: Block[]): string[][] {
  return blocks.flatMap((block): string[][] => {
    if (block.kind === 'section') return listLabels(block.blocks);
    if (block.kind === 'list') return [block.items.map((item) => item.label)];
    return [];
  });
}

describe('the longest lists the schema allows', () => {
  it('letter every activity and premises past z without a gap', () => {
    const activities = Array.from({ length: LIST_LIMITS.activities }, (_, index) => `${index + 1}. tevékenység`);
    const premises = Array.from({ length: LIST_LIMITS.premises }, (_, index) => `${1000 + index} Város, Fő utca 1.`);
    const request = buildTestRequest({ egyebTevekenysegek: activities, telephelyek: premises });
    const [articles] = planDocuments(request, ['tarsasagi']);
    const lists = listLabels(createNodeEngine().renderTree(request, articles!).blocks);
    const longest = lists.filter((labels) => labels.length >= LIST_LIMITS.premises);
    expect(longest.map((labels) => labels.length).sort((left, right) => left - right)).toEqual([
      LIST_LIMITS.premises,
      LIST_LIMITS.activities,
    ]);
    for (const labels of longest) {
      expect(labels.slice(24, 28)).toEqual(['y)', 'z)', 'aa)', 'ab)']);
      expect(new Set(labels).size).toBe(labels.length);
    }
    expect(longest.find((labels) => labels.length === 150)!.at(-1)).toBe('et)');
  });
});
