import { describe, expect, it } from 'vitest';
import type { Director } from '../schema/company.ts';
import { deriveDirectors } from './derive-directors.ts';
import { selectCompanySigners } from './select-company-signers.ts';

function director(nev: string, right: 'ONALLO' | 'EGYUTTES', groups: Director['cegjegyzesEgyuttesenCsoport'] = []) {
  return { nev, lakohely: 'Budapest', cegjegyzesiJogTipus: right, cegjegyzesEgyuttesenCsoport: groups } as Director;
}

describe('deriveDirectors', () => {
  it('gives sole signers no co-signers and marks an indefinite mandate', () => {
    const [only] = deriveDirectors([director('Kiss Anna', 'ONALLO')]);
    expect(only).toMatchObject({ isSoleSigner: true, isJointSigner: false, coSigners: [], hasIndefiniteMandate: true });
  });

  it('marks a fixed-term mandate', () => {
    const [only] = deriveDirectors([{ ...director('Kiss Anna', 'ONALLO'), megbizasVegIdopontja: '2030-01-01' }]);
    expect(only!.hasIndefiniteMandate).toBe(false);
  });

  it('pairs the only two joint signers even without a group', () => {
    const [first, second] = deriveDirectors([director('Kiss Anna', 'EGYUTTES'), director('Nagy Béla', 'EGYUTTES')]);
    expect(first!.coSignerNames).toEqual(['Nagy Béla']);
    expect(second!.coSignerNames).toEqual(['Kiss Anna']);
  });

  it('pairs joint signers by shared group and leaves other groups apart', () => {
    const directors = deriveDirectors([
      director('A', 'EGYUTTES', ['A']),
      director('B', 'EGYUTTES', ['A', 'B']),
      director('C', 'EGYUTTES', ['B']),
      director('D', 'ONALLO', ['A']),
    ]);
    expect(directors.map((item) => item.coSignerNames)).toEqual([['B'], ['A', 'C'], ['B'], []]);
  });

  it('leaves a joint signer without a group partner alone', () => {
    const directors = deriveDirectors([
      director('A', 'EGYUTTES', ['A']),
      director('B', 'EGYUTTES', ['B']),
      director('C', 'ONALLO'),
    ]);
    expect(directors[0]!.coSigners).toEqual([]);
  });
});

describe('selectCompanySigners', () => {
  it('takes the first sole signer', () => {
    const directors = deriveDirectors([
      director('A', 'EGYUTTES', ['A']),
      director('B', 'ONALLO'),
      director('C', 'ONALLO'),
    ]);
    expect(selectCompanySigners(directors).map((item) => item.nev)).toEqual(['B']);
  });

  it('takes a joint signer and a co-signer when nobody signs alone', () => {
    const directors = deriveDirectors([director('A', 'EGYUTTES', ['A']), director('B', 'EGYUTTES', ['A'])]);
    expect(selectCompanySigners(directors).map((item) => item.nev)).toEqual(['A', 'B']);
  });

  it('takes a joint pair rather than a first joint signer who has no co-signer', () => {
    const directors = deriveDirectors([
      director('A', 'EGYUTTES', ['A']),
      director('B', 'EGYUTTES', ['B']),
      director('C', 'EGYUTTES', ['B']),
    ]);
    expect(selectCompanySigners(directors).map((item) => item.nev)).toEqual(['B', 'C']);
  });

  it('returns the lone joint signer only for the preview when there is no co-signer', () => {
    const directors = deriveDirectors([director('A', 'EGYUTTES')]);
    expect(selectCompanySigners(directors).map((item) => item.nev)).toEqual(['A']);
  });
});
