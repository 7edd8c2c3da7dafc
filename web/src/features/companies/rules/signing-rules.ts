import { SIGNING_GROUPS, type SigningGroup } from '@cegdok/engine';
import type { DirectorFormValues } from './company-form-values.ts';

export type SigningRuleIssues = {
  /** A single director without sole signing needs at least one more director. */
  needsAnotherDirector: boolean;
  /** Joint-signing directors without a group (A, B or C). */
  directorsWithoutGroup: string[];
  /** Groups used for joint signing by fewer than two directors. */
  groupsWithOneDirector: SigningGroup[];
};

/** The three signing-rule info boxes of the Ügyvezetők tab (spec section 5). */
export function findSigningRuleIssues(directors: DirectorFormValues[]): SigningRuleIssues {
  const joint = directors.filter((director) => director.cegjegyzesiJogTipus === 'EGYUTTES');
  return {
    needsAnotherDirector: directors.length === 1 && joint.length === 1,
    directorsWithoutGroup: joint
      .filter((director) => director.cegjegyzesEgyuttesenCsoport.length === 0)
      .map((director) => director.nev),
    groupsWithOneDirector: SIGNING_GROUPS.filter(
      (group) => joint.filter((director) => director.cegjegyzesEgyuttesenCsoport.includes(group)).length === 1,
    ),
  };
}
