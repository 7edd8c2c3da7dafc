import { describe, expect, it } from 'vitest';
import type { Signature } from '../ast/blocks.ts';
import { pairSignatures } from './pair-signatures.ts';

const signature = (name: string): Signature => ({ above: [], below: [[{ kind: 'text', text: name }]] });

describe('pairSignatures', () => {
  it('puts two boxes in a row and leaves the odd one alone in the last row', () => {
    const [a, b, c] = ['A', 'B', 'C'].map(signature);
    expect(pairSignatures([a!, b!, c!])).toEqual([[a, b], [c]]);
    expect(pairSignatures([a!])).toEqual([[a]]);
  });
});
