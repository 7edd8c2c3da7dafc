import type { CompanyInput } from '@cegdok/engine';
import { describe, expect, it } from 'vitest';
import { becomesSingleMember, decidingMembers, defaultChair, membersOf } from './amendment-members.ts';

const state = (...members: [number | null, string][]) =>
  ({
    tagok: members.map(([id, nev]) => ({ szemely: id === null ? {} : { id }, nev, penzbetet: 1_500_000 })),
  }) as unknown as CompanyInput;

const anna = [1, 'Kiss Anna'] as [number, string];
const bela = [2, 'Nagy Béla'] as [number, string];
const gabor = [3, 'Tóth Gábor'] as [number, string];

describe('the members of an amendment', () => {
  it('references the members of a state by their saved-person ids, leaving out one not saved', () => {
    expect(membersOf(state(anna, [null, 'Mentetlen Tag'], bela))).toEqual([
      { id: '1', nev: 'Kiss Anna' },
      { id: '2', nev: 'Nagy Béla' },
    ]);
  });

  it('lets the registered members decide, also when members join or leave while several remain', () => {
    expect(becomesSingleMember(state(anna, bela), state(anna, bela, gabor))).toBe(false);
    expect(decidingMembers(state(anna, bela), state(anna, gabor))).toEqual([
      { id: '1', nev: 'Kiss Anna' },
      { id: '2', nev: 'Nagy Béla' },
    ]);
    // Single-member → multi-member: the sole registered member decides (the engine's registered voters).
    expect(decidingMembers(state(anna), state(anna, gabor))).toEqual([{ id: '1', nev: 'Kiss Anna' }]);
  });

  it('lets the one new member decide alone when the company becomes single-member, as the engine counts', () => {
    expect(becomesSingleMember(state(anna, bela), state(gabor))).toBe(true);
    expect(decidingMembers(state(anna, bela), state(gabor))).toEqual([{ id: '3', nev: 'Tóth Gábor' }]);
    expect(decidingMembers(state(anna, bela), state(anna))).toEqual([{ id: '1', nev: 'Kiss Anna' }]);
  });

  it('suggests a natural person as chair: a legal-entity member is passed over, or stands for its representative', () => {
    const holding = { szemely: { id: 9 }, nev: 'Alfa Holding Kft.', jogiSzemely: true, kepviselo: 'Fehér Krisztina' };
    const withHolding = (...others: [number, string][]) =>
      ({
        tagok: [holding, ...others.map(([id, nev]) => ({ szemely: { id }, nev }))],
      }) as unknown as CompanyInput;
    expect(defaultChair(state(anna, bela), state(anna, bela))).toBe('Kiss Anna');
    expect(defaultChair(withHolding(bela), withHolding(bela))).toBe('Nagy Béla');
    expect(defaultChair(withHolding(), withHolding(bela))).toBe('Fehér Krisztina');
    const unnamed = { tagok: [{ ...holding, kepviselo: undefined }] } as unknown as CompanyInput;
    expect(defaultChair(unnamed, unnamed)).toBe('');
  });
});
