import { capitalizeFirst } from '../hu/capitalize-first.ts';
import { formatPercent, formatRoundedPercent } from '../hu/format-percent.ts';
import { joinList } from '../hu/join-list.ts';
import type { CompanyModel } from '../model/derive-model.ts';
import { legalError, type Warning } from './warning.ts';

/** Sums of percentages within rounding. */
function isHundred(total: number): boolean {
  return Math.abs(total - 100) < 0.005;
}

/**
 * Members whose business shares are of the same size but whose dividend ratios differ. Ptk. 3:164. § (2) attaches
 * equal rights to equal shares, and the articles state it; whether a dividend ratio may still tell them apart is not
 * settled, so the lawyer decides (decision 018). Share sizes are compared exactly: the contributions in forints, or the
 * deviating share percentages as entered.
 */
function unequalDividendsForEqualShares(model: CompanyModel): Warning[] {
  if (!model.hasDividendDeviation || model.isSingleMember) return [];
  const bySize = new Map<number, typeof model.members>();
  for (const member of model.members) {
    const size = model.hasVoteDeviation ? member.sharePercent : member.contribution;
    bySize.set(size, [...(bySize.get(size) ?? []), member]);
  }
  return [...bySize.values()]
    .filter((group) => new Set(group.map((member) => member.dividendPercent)).size > 1)
    .map((group) => ({
      code: 'DIVIDEND_UNEQUAL_FOR_EQUAL_SHARES',
      severity: 'warning' as const,
      message: `${capitalizeFirst(group.map((member) => `${member.nameInText} (osztalékarány: ${formatPercent(member.dividendPercent)})`).join(', '))} üzletrésze azonos mértékű, osztalékarányuk mégis eltér. A Ptk. 3:164. § (2) bekezdése szerint azonos mértékű üzletrészhez azonos tagsági jogok fűződnek – a létesítő okirat is ezt rögzíti –, ezért az eltérő osztalékarány ezzel ellentétes lehet. Kérjük, ügyvédként döntse el, fenntartja-e.`,
      path: 'tarsasag.tagok',
    }));
}

/**
 * The sentence that tells the lawyer when members with the same contribution print different rounded ratios: the
 * roundings add up to 100%, so one of three equal members gets 33,34% and the others 33,33%, while equal shares carry
 * equal rights (Ptk. 3:164. § (2)) and the articles say so. Whether that is acceptable is the lawyer's call; empty when
 * every equal contribution prints the same ratio.
 */
function unequalRoundingOfEqualContributions(model: CompanyModel): string {
  const byContribution = new Map<number, typeof model.members>();
  for (const member of model.members)
    byContribution.set(member.contribution, [...(byContribution.get(member.contribution) ?? []), member]);
  const groups = [...byContribution.values()].filter(
    (group) => new Set(group.map((member) => member.contributionPercent)).size > 1,
  );
  return groups
    .map((group) => {
      // the largest remainder gives equal contributions at most two roundings a hundredth apart
      const percents = [...new Set(group.map((member) => member.contributionPercent))].map(formatRoundedPercent);
      return ` ${capitalizeFirst(joinList(group.map((member) => member.nameInText)))} törzsbetétje azonos, kerekített arányuk mégis eltér (${percents.join(', illetve ')}), noha a Ptk. 3:164. § (2) bekezdése szerint azonos mértékű üzletrészhez azonos tagsági jogok fűződnek; a dokumentumok szerint a pontos arányt a törzsbetétek egymáshoz viszonyított mértéke határozza meg. Kérjük, ügyvédként döntse el, így elfogadható-e.`;
    })
    .join('');
}

/** Deviating dividend and voting ratios (Ptk. 3:88. § (2), 3:164. § (1); legal brief 8.5). */
export function checkRatios(model: CompanyModel): Warning[] {
  const warnings: Warning[] = [];
  if (model.hasDividendDeviation && !model.isSingleMember) {
    const total = model.members.reduce((sum, member) => sum + member.dividendPercent, 0);
    if (!isHundred(total))
      warnings.push(
        legalError(
          'DIVIDEND_RATIOS_NOT_100',
          'Ptk. 3:88. § (2)',
          `Az osztalékarányok összege ${formatPercent(total)}, nem 100%; a nyereség felosztása így nem határozható meg.`,
          'tarsasag.tagok',
        ),
      );
    for (const member of model.members)
      if (member.dividendPercent === 0)
        warnings.push(
          legalError(
            'DIVIDEND_RATIO_ZERO',
            'Ptk. 3:88. § (2)',
            `${capitalizeFirst(member.nameInText)} osztalékaránya 0%; a létesítő okirat azon rendelkezése, amely valamely tagot a nyereségből teljesen kizár, semmis.`,
            `tarsasag.tagok.${member.index}.osztalekArany`,
          ),
        );
  }
  warnings.push(...unequalDividendsForEqualShares(model));
  const rounded = model.members.filter((member) => member.isContributionPercentRounded);
  if (rounded.length > 0)
    warnings.push({
      code: 'SHARES_ROUNDED',
      severity: 'warning',
      message: `A törzsbetétek aránya nem fejezhető ki pontosan két tizedesjeggyel, ezért a dokumentumok „(kerekítve)” jelöléssel kerekített értéket tartalmaznak (${rounded.map((member) => `${member.nev}: ${formatRoundedPercent(member.contributionPercent)}`).join('; ')}); a kerekített értékek összege 100%.${unequalRoundingOfEqualContributions(model)}`,
      path: 'tarsasag.tagok',
    });
  if (model.isSingleMember) {
    const [sole] = model.members;
    const entered = [
      sole?.uzletreszElteres === undefined ? null : `üzletrész: ${formatPercent(sole.uzletreszElteres)}`,
      sole?.osztalekArany === undefined ? null : `osztalékarány: ${formatPercent(sole.osztalekArany)}`,
    ].filter((item) => item !== null);
    if (sole && entered.length > 0)
      warnings.push({
        code: 'SOLE_MEMBER_RATIO_IGNORED',
        severity: 'warning',
        message: `${capitalizeFirst(sole.nameInText)} a Társaság egyetlen tagja: üzletrésze a törzstőke 100%-a, és a nyereség egésze őt illeti meg, ezért a megadott eltérő arány (${entered.join('; ')}) egyik dokumentumba sem kerül be.`,
        path: `tarsasag.tagok.${sole.index}`,
      });
  }
  for (const member of model.members)
    if (member.uzletreszElteres !== undefined && !model.isSingleMember)
      warnings.push({
        code: 'SHARE_DEVIATION',
        severity: 'warning',
        message: `${capitalizeFirst(member.nameInText)} üzletrésze a törzsbetéttől eltérő mértékben (${formatPercent(member.uzletreszElteres)}) van megadva. A Ptk. 3:164. § (1) bekezdése szerint az üzletrész mértéke a törzsbetéthez igazodik; a létesítő okirat az eltérést a Ptk. 3:4. § (2) bekezdésére alapítja, és a szavazati jogot az üzletrészhez igazítja. Kérjük, ügyvédként hagyja jóvá.`,
        path: `tarsasag.tagok.${member.index}.uzletreszElteres`,
      });
  if (model.hasVoteDeviation) {
    const total = model.members.reduce((sum, member) => sum + member.votePercent, 0);
    if (!isHundred(total))
      warnings.push(
        legalError(
          'VOTE_RATIOS_NOT_100',
          'Ptk. 3:164. § (1)',
          `Az eltérő üzletrész-, illetve szavazati arányok összege ${formatPercent(total)}, nem 100%.`,
          'tarsasag.tagok',
        ),
      );
  }
  return warnings;
}
