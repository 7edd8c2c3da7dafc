import { describe, expect, it } from 'vitest';
import type { DirectorFormValues } from './company-form-values.ts';
import { directorFromPerson } from './member-rules.ts';
import { findSigningRuleIssues } from './signing-rules.ts';

function director(id: number, nev: string, patch: Partial<DirectorFormValues> = {}): DirectorFormValues {
  return { ...directorFromPerson({ id, nev, lakohely: 'Budapest' }), ...patch };
}

describe('signing rules', () => {
  it('finds nothing for sole-signing directors', () => {
    expect(findSigningRuleIssues([director(1, 'A')])).toEqual({
      needsAnotherDirector: false,
      directorsWithoutGroup: [],
      groupsWithOneDirector: [],
    });
  });

  it('asks for another director when the only one signs jointly', () => {
    expect(
      findSigningRuleIssues([director(1, 'Kiss Anna', { cegjegyzesiJogTipus: 'EGYUTTES' })]).needsAnotherDirector,
    ).toBe(true);
  });

  it('lists joint signers without a group and groups with one director', () => {
    const issues = findSigningRuleIssues([
      director(1, 'Kiss Anna', { cegjegyzesiJogTipus: 'EGYUTTES', cegjegyzesEgyuttesenCsoport: ['A'] }),
      director(2, 'Nagy Béla', { cegjegyzesiJogTipus: 'EGYUTTES', cegjegyzesEgyuttesenCsoport: ['A', 'B'] }),
      director(3, 'Tóth Cecília', { cegjegyzesiJogTipus: 'EGYUTTES' }),
    ]);
    expect(issues.directorsWithoutGroup).toEqual(['Tóth Cecília']);
    expect(issues.groupsWithOneDirector).toEqual(['B']);
    expect(issues.needsAnotherDirector).toBe(false);
  });
});
