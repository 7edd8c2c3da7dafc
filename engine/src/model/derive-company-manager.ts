import type { CompanyManager } from '../schema/company.ts';
import type { DirectorModel } from './derive-directors.ts';
import { isForeignAddress } from './is-foreign-address.ts';
import { withFields } from './with-fields.ts';

/** The company manager (cégvezető) with the facts its clause and its signature specimen print. */
export type CompanyManagerModel = CompanyManager & {
  isSoleSigner: boolean;
  isJointSigner: boolean;
  /** The directors this manager signs together with under joint signing: those sharing a group, else every director. */
  coSigners: { index: number; nev: string }[];
  coSignerNames: string[];
  /** Read from the old free-text field: only the name is known, the rest prints as blanks. */
  isFreeText: boolean;
  /** Tells the signing wording apart from a director's: the manager signs with "bármely ügyvezetővel", not "más". */
  isCompanyManager: true;
  /** No Hungarian residence: a service-of-process agent is needed (Ctv. 25. § (1) l)). */
  isAbroad: boolean;
};

/**
 * The company manager, structured like a director (Ptk. 3:113. §, 3:116. §). Under joint signing the manager signs
 * with a joint-signing director of a shared group, or with any director when no group is given.
 */
export function deriveCompanyManager(
  manager: CompanyManager | undefined,
  directors: readonly DirectorModel[],
): CompanyManagerModel | null {
  if (!manager) return null;
  const isJointSigner = manager.cegjegyzesiJogTipus === 'EGYUTTES';
  const groups = manager.cegjegyzesEgyuttesenCsoport;
  const partners = isJointSigner
    ? directors.filter(
        (director) =>
          groups.length === 0 ||
          (director.isJointSigner && director.cegjegyzesEgyuttesenCsoport.some((group) => groups.includes(group))),
      )
    : [];
  return withFields(manager, {
    isSoleSigner: !isJointSigner,
    isJointSigner,
    coSigners: partners.map((director) => ({ index: director.index, nev: director.nev })),
    coSignerNames: partners.map((director) => director.nev),
    isFreeText: manager.szabadSzoveg,
    isCompanyManager: true as const,
    isAbroad: manager.lakohely !== undefined && isForeignAddress(manager.lakohely),
  });
}

/**
 * The directors with the joint-signing company manager added to the co-signers of each joint-signing director the
 * manager signs with: a joint signature binds both signers, so a director's clause that named only other directors
 * would contradict the manager's clause (Ctv. 8. § (2); Ptk. 3:116. § (2)). A sole signer needs no co-signer.
 */
export function withCompanyManagerCoSigner(
  directors: DirectorModel[],
  manager: CompanyManagerModel | null,
): DirectorModel[] {
  if (!manager?.isJointSigner || manager.isFreeText) return directors;
  const partners = new Set(manager.coSigners.map((coSigner) => coSigner.index));
  return directors.map((director) =>
    director.isJointSigner && partners.has(director.index)
      ? withFields(director, { companyManagerCoSigner: manager.nev })
      : director,
  );
}
