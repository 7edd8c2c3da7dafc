import type { Director } from '../schema/company.ts';
import { isForeignAddress } from './is-foreign-address.ts';
import { withFields } from './with-fields.ts';

/** A director the joint-signing wording names as a co-signer. */
export type CoSigner = { index: number; nev: string };

/** A managing director with the facts the signing and mandate clauses need. */
export type DirectorModel = Director & {
  index: number;
  isSoleSigner: boolean;
  isJointSigner: boolean;
  /** The directors this joint signer signs together with (empty for a sole signer, or when nobody matches). */
  coSigners: CoSigner[];
  /** The co-signers' names, for `list` in the templates. */
  coSignerNames: string[];
  /** No `megbizasVegIdopontja`: the articles must say "határozatlan időre" (Ptk. 3:114. §). */
  hasIndefiniteMandate: boolean;
  /** No Hungarian residence: a service-of-process agent is needed. */
  isAbroad: boolean;
  /**
   * The company manager this joint signer may also sign with (the manager signs jointly with this director), so the
   * director's own signing clause names the manager too; null otherwise (set by `withCompanyManagerCoSigner`).
   */
  companyManagerCoSigner: string | null;
};

function sharesGroup(left: Director, right: Director): boolean {
  return left.cegjegyzesEgyuttesenCsoport.some((group) => right.cegjegyzesEgyuttesenCsoport.includes(group));
}

/**
 * The directors with their co-signers. A joint signer signs with every other joint signer of a shared group (legal
 * brief 2.9); two joint signers who are the only ones sign "egymással együttesen" even without a group.
 */
export function deriveDirectors(directors: readonly Director[]): DirectorModel[] {
  const joint = directors.filter((director) => director.cegjegyzesiJogTipus === 'EGYUTTES');
  const isLonePair =
    joint.length === 2 &&
    (sharesGroup(joint[0]!, joint[1]!) ||
      (joint[0]!.cegjegyzesEgyuttesenCsoport.length === 0 && joint[1]!.cegjegyzesEgyuttesenCsoport.length === 0));
  return directors.map((director, index) => {
    const isJointSigner = director.cegjegyzesiJogTipus === 'EGYUTTES';
    const coSigners = isJointSigner
      ? directors.flatMap((other, otherIndex) =>
          otherIndex !== index &&
          other.cegjegyzesiJogTipus === 'EGYUTTES' &&
          (isLonePair || sharesGroup(director, other))
            ? [{ index: otherIndex, nev: other.nev }]
            : [],
        )
      : [];
    return withFields(director, {
      index,
      isSoleSigner: !isJointSigner,
      isJointSigner,
      coSigners,
      coSignerNames: coSigners.map((coSigner) => coSigner.nev),
      hasIndefiniteMandate: director.megbizasVegIdopontja === undefined,
      isAbroad: isForeignAddress(director.lakohely),
      companyManagerCoSigner: null,
    });
  });
}
