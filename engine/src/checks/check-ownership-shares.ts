import { nameInText } from '../model/derive-members.ts';
import { capitalizeFirst } from '../hu/capitalize-first.ts';
import { withArticle } from '../hu/article.ts';
import type { Company, PropertyOwner } from '../schema/company.ts';
import { legalError, type Warning } from './warning.ts';

/** An exact, reduced, positive fraction: numerator and denominator as big integers (no floating point). */
export type Fraction = { numerator: bigint; denominator: bigint };

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

function reduced(numerator: bigint, denominator: bigint): Fraction {
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/**
 * An ownership share as the land register writes it: `1/2`, also `1 / 2`, `1/2-ed`, `1/2 rész`, `1/1 arányban`.
 * Null when it is not such a fraction or names no share (`0/1`, a zero denominator).
 */
export function parseOwnershipShare(text: string): Fraction | null {
  const match = /^(\d{1,30})\s*\/\s*(\d{1,30})(?:\s*-?\s*(?:e?d|ad|od|öd)|\s+(?:rész|arányban))?\.?$/u.exec(
    text.trim(),
  );
  if (!match) return null;
  const numerator = BigInt(match[1]!);
  const denominator = BigInt(match[2]!);
  if (numerator === 0n || denominator === 0n) return null;
  return reduced(numerator, denominator);
}

export function addFractions(a: Fraction, b: Fraction): Fraction {
  return reduced(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

export const formatFraction = (fraction: Fraction) => `${fraction.numerator}/${fraction.denominator}`;

type Property = { tulajdonosok: PropertyOwner[] };

/**
 * One property's listed owners against the whole (1/1). More than the whole cannot be: refused. Less is lawful only
 * when co-owners exist who are not listed; every co-owner consents to the use (legal brief 4, "all co-owners"), so the
 * lawyer is told what is missing. A share that is no fraction is pointed out, the sum then left unchecked.
 */
function propertyFindings(property: Property, subject: string, path: string): Warning[] {
  const findings: Warning[] = [];
  const shares: Fraction[] = [];
  let isComplete = true;
  property.tulajdonosok.forEach((owner, index) => {
    if (owner.tulajdoniHanyad === undefined) {
      isComplete = false; // reported as missing data
      return;
    }
    const share = parseOwnershipShare(owner.tulajdoniHanyad);
    if (share) shares.push(share);
    else {
      isComplete = false;
      findings.push({
        code: 'OWNERSHIP_SHARE_UNREADABLE',
        severity: 'warning',
        message: `${capitalizeFirst(nameInText(owner))} tulajdoni hányada („${owner.tulajdoniHanyad}”) nem értelmezhető törtként (például 1/2); ${subject.charAt(0).toLowerCase()}${subject.slice(1)} tulajdoni hányadainak összegét a program így nem tudta ellenőrizni.`,
        path: `${path}.${index}.tulajdoniHanyad`,
      });
    }
  });
  if (shares.length === 0) return findings;
  const sum = shares.reduce(addFractions);
  if (sum.numerator > sum.denominator)
    findings.push(
      legalError(
        'OWNERSHIP_SHARES_OVER_WHOLE',
        'Ctv. 7. § (4)',
        `${subject} felsorolt tulajdonosainak tulajdoni hányadai együttesen ${formatFraction(sum)} részt tesznek ki, ami több az egésznél (1/1): ilyen tulajdoni hányadok nem állhatnak fenn. Javítsa a hányadokat a tulajdoni lap szerint; a használat jogcímét a tulajdonosok nyilatkozata igazolja.`,
        path,
      ),
    );
  else if (isComplete && sum.numerator < sum.denominator) {
    const missing = reduced(sum.denominator - sum.numerator, sum.denominator);
    findings.push({
      code: 'OWNERSHIP_SHARES_UNDER_WHOLE',
      severity: 'warning',
      message: `${subject} felsorolt tulajdonosainak tulajdoni hányadai együttesen csak ${formatFraction(sum)} részt tesznek ki; a hiányzó ${formatFraction(missing)} rész a fel nem sorolt tulajdonostársaké. A használathoz valamennyi tulajdonostárs hozzájárulása szükséges lehet (Ctv. 7. § (4)): vegye fel a nyilatkozatba a többi tulajdonostársat is, vagy ellenőrizze, milyen jogcímen használhatja a Társaság az ingatlant (megerősítendő).`,
      path,
    });
  }
  return findings;
}

/**
 * The ownership shares of the seat's property and of every other property listed (`ingatlanok`), exactly: findings
 * with paths under `prefix` (`tarsasag` for a formation, `uj` for the target state of an amendment).
 */
export function checkOwnershipShares(
  company: Pick<Company, 'szekhelyIngatlan' | 'ingatlanok'>,
  prefix: string,
): Warning[] {
  return [
    ...propertyFindings(
      company.szekhelyIngatlan,
      'A székhelyül szolgáló ingatlan',
      `${prefix}.szekhelyIngatlan.tulajdonosok`,
    ),
    ...company.ingatlanok.flatMap((property, index) =>
      propertyFindings(
        property,
        `${withArticle(`„${property.cim}”`, true)} címen lévő ingatlan`,
        `${prefix}.ingatlanok.${index}.tulajdonosok`,
      ),
    ),
  ];
}
