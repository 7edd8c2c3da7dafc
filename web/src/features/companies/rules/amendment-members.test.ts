import type { CompanyInput } from '@cegdok/engine';
import { describe, expect, it } from 'vitest';
import {
  ambiguousMemberNames,
  ambiguousMembersMessage,
  becomesSingleMember,
  decidingMembers,
  defaultChair,
  memberRefOf,
  membersOf,
} from './amendment-members.ts';

const state = (...members: [number | null, string][]) =>
  ({
    tagok: members.map(([id, nev]) => ({ szemely: id === null ? {} : { id }, nev, penzbetet: 1_500_000 })),
  }) as unknown as CompanyInput;

const anna = [1, 'Kiss Anna'] as [number, string];
const bela = [2, 'Nagy Béla'] as [number, string];
const gabor = [3, 'Tóth Gábor'] as [number, string];

describe('the members of an amendment', () => {
  it('references the members of a state by their saved-person ids, one without an id by its name', () => {
    expect(membersOf(state(anna, [null, 'Alfa Holding Kft.'], bela))).toEqual([
      { id: '1', nev: 'Kiss Anna' },
      { id: 'nev:Alfa Holding Kft.', nev: 'Alfa Holding Kft.' },
      { id: '2', nev: 'Nagy Béla' },
    ]);
    expect(memberRefOf('1')).toEqual({ id: '1' });
    expect(memberRefOf('nev:Alfa Holding Kft.')).toEqual({ nev: 'Alfa Holding Kft.' });
    expect(decidingMembers(state(anna, [null, 'Alfa Holding Kft.']), state(anna, [null, 'Alfa Holding Kft.']))).toEqual(
      [
        { id: '1', nev: 'Kiss Anna' },
        { id: 'nev:Alfa Holding Kft.', nev: 'Alfa Holding Kft.' },
      ],
    );
  });

  it('names the members a name cannot tell apart: one without an id sharing its name with another member', () => {
    expect(ambiguousMemberNames(state(anna, [null, 'Alfa Holding Kft.'], bela))).toEqual([]);
    expect(ambiguousMemberNames(state(anna, [null, 'Alfa Holding Kft.'], [null, 'alfa holding kft. ']))).toEqual([
      'Alfa Holding Kft.',
      'alfa holding kft.',
    ]);
    // a member without an id named as one with an id: the engine would take the first of that name
    expect(ambiguousMemberNames(state(anna, [null, 'Kiss Anna']))).toEqual(['Kiss Anna']);
    // two saved persons of the same name are told apart by their ids
    expect(ambiguousMemberNames(state(anna, [4, 'Kiss Anna']))).toEqual([]);
    expect(ambiguousMembersMessage(['Alfa Holding Kft.'])).toContain('„Alfa Holding Kft.”');
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
    // a legal-entity member without a saved-person id (typed in on its card) stands for its representative too
    const unsaved = { tagok: [{ ...holding, szemely: {} }] } as unknown as CompanyInput;
    expect(defaultChair(unsaved, unsaved)).toBe('Fehér Krisztina');
    const unsavedFirst = {
      tagok: [
        { ...holding, szemely: {} },
        { szemely: {}, nev: 'Nagy Béla' },
      ],
    } as unknown as CompanyInput;
    expect(defaultChair(unsavedFirst, unsavedFirst)).toBe('Nagy Béla');
    const unnamed = { tagok: [{ ...holding, kepviselo: undefined }] } as unknown as CompanyInput;
    expect(defaultChair(unnamed, unnamed)).toBe('');
  });
});
