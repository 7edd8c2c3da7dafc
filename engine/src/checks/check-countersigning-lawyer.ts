import { hungarianLower } from '../hu/hungarian-case.ts';
import type { Company } from '../schema/company.ts';
import type { DocumentRequest } from '../schema/request.ts';
import type { Warning } from './warning.ts';

/**
 * A name as compared here: lower case, without a "dr." title and extra spaces (`dr. Kiss  Anna` → `kiss anna`).
 * Exported for the test.
 */
export function comparableName(name: string): string {
  return hungarianLower(name)
    .replace(/(^|\s)dr(?:\.\s*|\s+)/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** A person who signs a document the lawyer countersigns, with the noun the warning names him by and his path. */
export type CountersignedParty = { nev: string; role: string; path: string };

/**
 * The parties of a company's documents as the formation has them (and an amendment's target state, under its own
 * prefix): the directors, the natural-person members (a legal entity is no lawyer) and the owners consenting to the
 * use of a property. `prefix`: `tarsasag` at formation, `uj` for an amendment.
 */
export function companyParties(
  company: Pick<Company, 'ugyvezetok' | 'tagok' | 'szekhelyIngatlan' | 'ingatlanok'>,
  prefix: string,
  withOwners = true,
): { directors: CountersignedParty[]; parties: CountersignedParty[] } {
  return {
    directors: company.ugyvezetok.map((director, index) => ({
      nev: director.nev,
      role: 'ügyvezető',
      path: `${prefix}.ugyvezetok.${index}.nev`,
    })),
    parties: [
      ...company.tagok.flatMap((member, index) =>
        member.jogiSzemely ? [] : [{ nev: member.nev, role: 'tag', path: `${prefix}.tagok.${index}.nev` }],
      ),
      ...(withOwners
        ? [
            ...(company.szekhelyIngatlan?.tulajdonosok ?? []).map((owner, index) => ({
              nev: owner.nev,
              role: 'ingatlantulajdonos',
              path: `${prefix}.szekhelyIngatlan.tulajdonosok.${index}.nev`,
            })),
            ...company.ingatlanok.flatMap((property, propertyIndex) =>
              property.tulajdonosok.map((owner, index) => ({
                nev: owner.nev,
                role: 'ingatlantulajdonos',
                path: `${prefix}.ingatlanok.${propertyIndex}.tulajdonosok.${index}.nev`,
              })),
            ),
          ]
        : []),
    ],
  };
}

/**
 * The countersigning lawyer among the parties (decision 075). The request names the lawyer only by name, so a party
 * of the same name may be a namesake: every finding is a warning that names the rule, never a refusal.
 * - A director: the lawyer may be a company's vezető tisztségviselő (Üttv. 24. § (1) n)), but that and legal work may
 *   not go on in the same matter at the same time, nor for the same client (Üttv. 24. § (5)–(6)); the formation
 *   appoints him and he would represent the company before the court. If it is the same person, another lawyer has
 *   to countersign.
 * - A member or a consenting owner: no rule of the Üttv. bars a lawyer from countersigning a document he is party to;
 *   but the countersignature certifies that he identified the parties and that they signed before him (Üttv. 44. §
 *   (1)), and he may not act where a client's interests conflict with his own (Üttv. 20. § (1)). The lawyer's call.
 * The formation's and the amendment's one rule (decision 082): each passes its own directors and parties; one finding
 * per person (the first party listed), a director's covering him as any other party.
 */
export function countersigningLawyerFindings(
  lawyer: string,
  directors: readonly CountersignedParty[],
  parties: readonly CountersignedParty[],
): Warning[] {
  const name = comparableName(lawyer);
  if (name === '') return [];
  const isLawyer = (other: string) => comparableName(other) === name;
  const directorFindings = directors
    .filter((director) => isLawyer(director.nev))
    .map((director): Warning => ({
      code: 'COUNTERSIGNING_LAWYER_IS_DIRECTOR',
      severity: 'warning',
      message: `Az ellenjegyző ügyvéd (${lawyer}) neve megegyezik ${director.nev} ügyvezető nevével. Ha ugyanarról a személyről van szó, az okiratokat nem jegyezheti ellen, és a cégeljárásban a Társaságot sem képviselheti: ügyvéd lehet gazdasági társaság vezető tisztségviselője (Üttv. 24. § (1) n)), de ugyanabban az ügyben az ügyvédi tevékenység és a vezető tisztségviselői tevékenység egyidejűleg nem folytatható, és ugyanazon ügyfél számára nem végezhető (Üttv. 24. § (5)–(6)). Ilyenkor az okiratokat más ügyvéd jegyezze ellen; ha csak névazonosságról van szó, a figyelmeztetés figyelmen kívül hagyható.`,
      path: director.path,
    }));
  if (directorFindings.length > 0) return directorFindings;
  const party = parties.find((candidate) => isLawyer(candidate.nev));
  if (!party) return [];
  return [
    {
      code: 'COUNTERSIGNING_LAWYER_IS_PARTY',
      severity: 'warning',
      message: `Az ellenjegyző ügyvéd (${lawyer}) neve megegyezik ${party.nev} ${party.role} nevével. Ha ugyanarról a személyről van szó, az ügyvéd olyan okiratot jegyezne ellen, amelyben maga is fél. Ezt az ügyvédi tevékenységről szóló törvény kifejezetten nem tiltja, az ellenjegyzéssel azonban az ügyvéd azt tanúsítja, hogy a feleket azonosította, és az okiratot előtte írták alá (Üttv. 44. § (1)), és nem vállalhat ügyvédi tevékenységet, ha az ügyfél érdekei a saját érdekeivel összeütköznek (Üttv. 20. § (1)). Kérjük, mérlegelje, hogy az okiratokat más ügyvéd jegyezze-e ellen.`,
      path: party.path,
    },
  ];
}

/** The formation's parties (decision 075): the company's directors, members and consenting owners. */
export function checkCountersigningLawyer(request: DocumentRequest): Warning[] {
  const { directors, parties } = companyParties(request.tarsasag, 'tarsasag');
  return countersigningLawyerFindings(request.ugyvediIroda.ugyvedNeve, directors, parties);
}
