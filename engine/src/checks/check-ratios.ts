import { capitalizeFirst } from '../hu/capitalize-first.ts';
import { formatDate } from '../hu/format-date.ts';
import { formatMoney } from '../hu/format-money.ts';
import { formatMarkedPercent, formatRoundedPercent, isRoundedRatio } from '../hu/format-percent.ts';
import { joinList } from '../hu/join-list.ts';
import type { CompanyModel } from '../model/derive-model.ts';
import { minorStanding } from './check-age.ts';
import { legalError, type Warning } from './warning.ts';

/**
 * A sum of the exact ratios (the entered ones, at most four decimals, and the unrounded contribution ratios) is 100:
 * only floating-point noise is allowed for, since the documents print the entered ratios exactly (decision 037).
 */
function isHundred(total: number): boolean {
  return Math.abs(total - 100) < 1e-9;
}

/**
 * A sum of ratios that is not 100, as the finding prints it: exact (`99,999%`) when every ratio summed is exact, else
 * rounded and marked, with what it was summed on, since `100,00% (kerekítve)` may still not be 100 exactly.
 */
function totalNotHundred(total: number, hasRoundedTerm: boolean, roundedTerms: string): string {
  return hasRoundedTerm && isRoundedRatio(total, 100)
    ? `– ${roundedTerms} pontos arányával számolva – ${formatMarkedPercent(total, true)}, nem pontosan 100%`
    : `${formatMarkedPercent(total, false)}, nem 100%`;
}

/**
 * Members whose business shares are of the same size but whose dividend ratios differ. Ptk. 3:164. § (2) attaches
 * equal rights to equal shares, and the articles state it; whether a dividend ratio may still tell them apart is not
 * settled, so the lawyer decides (decision 018). Share sizes are compared exactly: the contributions in forints, or the
 * deviating share percentages as entered. Deviating shares with no dividend ratio count too (read-through 8): the
 * dividend then follows the contributions (Ptk. 3:185. § (1)), so shares made equal on unequal contributions get
 * unequal dividends all the same.
 */
function unequalDividendsForEqualShares(model: CompanyModel): Warning[] {
  // without a deviation of either kind the dividend follows the contributions, and so do the shares
  if ((!model.hasDividendDeviation && !model.hasVoteDeviation) || model.isSingleMember) return [];
  const bySize = new Map<number, typeof model.members>();
  for (const member of model.members) {
    const size = model.hasVoteDeviation ? member.exactVotePercent : member.contribution;
    bySize.set(size, [...(bySize.get(size) ?? []), member]);
  }
  return [...bySize.values()]
    .filter((group) => new Set(group.map((member) => member.exactDividendPercent)).size > 1)
    .map((group) => ({
      code: 'DIVIDEND_UNEQUAL_FOR_EQUAL_SHARES',
      severity: 'warning' as const,
      message: `${capitalizeFirst(joinList(group.map((member) => `${member.nameInText} (osztalékarány: ${formatMarkedPercent(member.dividendPercent, member.isDividendPercentRounded)})`)))} üzletrésze azonos mértékű, osztalékarányuk mégis eltér${model.hasDividendDeviation ? '' : ': a létesítő okirat az üzletrészek mértékét a törzsbetétektől eltérően határozza meg, osztalékarányt azonban nem állapít meg, így az osztalék a törzsbetétek arányában illeti meg őket (Ptk. 3:185. § (1))'}. A Ptk. 3:164. § (2) bekezdése szerint azonos mértékű üzletrészhez azonos tagsági jogok fűződnek – a létesítő okirat is ezt rögzíti –, ezért az eltérő osztalékarány ezzel ellentétes lehet. Kérjük, ügyvédként döntse el, fenntartja-e.`,
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

/**
 * The sentence naming the members whose printed ratio is not the plain two-decimal rounding of their exact ratio: the
 * largest remainder makes the printed ratios add up to 100%, so one may stand a hundredth above or below it (7,5 of 19
 * prints 39,48% for 39,4736…%). The documents say so in their rounding note; the lawyer sees whom it touches. Empty
 * when every printed ratio is the plain rounding. Rounded exactly, on the forints: half a hundredth goes up.
 */
function adjustedRoundings(model: CompanyModel): string {
  const total = BigInt(model.capital.total);
  if (total <= 0n) return '';
  const adjusted = model.members.flatMap((member) => {
    const plainHundredths = (BigInt(member.contribution) * 20_000n + total) / (2n * total);
    const plain = Number(plainHundredths) / 100;
    return Math.round(member.contributionPercent * 100) === Number(plainHundredths)
      ? []
      : [
          `${member.nev}: ${formatRoundedPercent(member.contributionPercent)}, szokásos kerekítéssel ${formatRoundedPercent(plain)}`,
        ];
  });
  return adjusted.length === 0
    ? ''
    : ` A 100%-os összeg miatt ${adjusted.length === 1 ? 'egy arány' : 'egyes arányok'} egy századdal eltér${adjusted.length === 1 ? '' : 'nek'} a pontos arány szokásos kerekítésétől (${adjusted.join('; ')}); a dokumentumok kerekítésről szóló pontja ezt rögzíti.`;
}

/**
 * A minor member whose business share (and with it his vote) or dividend ratio is set below his törzsbetét's share of
 * the törzstőke. The articles are his representatives' declaration (or his own with their consent), and Ptk. 2:16. §
 * voids a representative's declaration giving up the minor's rights without consideration, and the consent to one.
 * Whether a smaller ratio is such a waiver depends on what he gets for it, which the data do not show: a warning, for
 * the lawyer to weigh. Compared exactly (the entered ratio against the unrounded contribution ratio).
 */
function minorsBelowContribution(model: CompanyModel): Warning[] {
  if (model.isSingleMember || model.capital.total <= 0) return [];
  const findings: Warning[] = [];
  for (const member of model.members) {
    if (member.jogiSzemely || minorStanding(member.szuletesiIdo, model.documentDate) === null) continue;
    const contributionRatio = (member.contribution * 100) / model.capital.total;
    const below = (ratio: number | undefined) => ratio !== undefined && ratio < contributionRatio - 1e-9;
    const lower = [
      below(member.uzletreszElteres) ? `üzletrésze (${formatMarkedPercent(member.uzletreszElteres!, false)})` : null,
      below(member.osztalekArany) ? `osztalékaránya (${formatMarkedPercent(member.osztalekArany!, false)})` : null,
    ].filter((item) => item !== null);
    if (lower.length === 0) continue;
    findings.push({
      code: 'MINOR_RATIO_BELOW_CONTRIBUTION',
      severity: 'warning',
      message: `${capitalizeFirst(member.nameInText)} (${model.terms.member.nominative}) a létesítő okirat keltekor (${formatDate(model.documentDate)}) kiskorú, ${joinList(lower)} azonban kisebb, mint törzsbetétjének (${formatMoney(member.contribution)}) a törzstőkéhez (${formatMoney(model.capital.total)}) viszonyított aránya${member.isContributionPercentRounded ? '' : ` (${formatMarkedPercent(member.contributionPercent, false)})`}. Semmis a kiskorú törvényes képviselőjének olyan jognyilatkozata, amellyel – a kiskorú vagyona terhére – jogokról ellenérték nélkül lemond, és ugyanez áll a korlátozottan cselekvőképes kiskorú ilyen jognyilatkozatához adott hozzájárulásra is (Ptk. 2:16. §). Kérjük, vizsgálja meg, hogy a kiskorút a törzsbetéténél kisebb arányért megilleti-e megfelelő ellenérték; ha nem, igazítsa arányát a törzsbetétjéhez.`,
      path: `tarsasag.tagok.${member.index}`,
    });
  }
  return findings;
}

/** Deviating dividend and voting ratios (Ptk. 3:88. § (2), 3:164. § (1); legal brief 8.5). */
export function checkRatios(model: CompanyModel): Warning[] {
  const warnings: Warning[] = [];
  if (model.hasDividendDeviation && !model.isSingleMember) {
    // summed unrounded: a member without an entered ratio shares by his exact contribution ratio
    const total = model.members.reduce((sum, member) => sum + member.exactDividendPercent, 0);
    if (!isHundred(total))
      warnings.push(
        legalError(
          'DIVIDEND_RATIOS_NOT_100',
          'Ptk. 3:88. § (2)',
          `Az osztalékarányok összege ${totalNotHundred(
            total,
            model.members.some((member) => member.isDividendPercentRounded),
            'az eltérő osztalékarány nélküli tagok törzsbetétjének',
          )}; a nyereség felosztása így nem határozható meg.`,
          'tarsasag.tagok',
        ),
      );
    for (const member of model.members)
      if (member.exactDividendPercent === 0)
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
  warnings.push(...minorsBelowContribution(model));
  const rounded = model.members.filter((member) => member.isContributionPercentRounded);
  if (rounded.length > 0)
    warnings.push({
      code: 'SHARES_ROUNDED',
      severity: 'warning',
      message: `A törzsbetétek aránya nem fejezhető ki pontosan két tizedesjeggyel, ezért a dokumentumok „(kerekítve)” jelöléssel kerekített értéket tartalmaznak (${rounded.map((member) => `${member.nev}: ${formatRoundedPercent(member.contributionPercent)}`).join('; ')}); a kerekített értékek összege 100%.${adjustedRoundings(model)}${unequalRoundingOfEqualContributions(model)}`,
      path: 'tarsasag.tagok',
    });
  if (model.isSingleMember) {
    const [sole] = model.members;
    const entered = [
      sole?.uzletreszElteres === undefined ? null : `üzletrész: ${formatMarkedPercent(sole.uzletreszElteres, false)}`,
      sole?.osztalekArany === undefined ? null : `osztalékarány: ${formatMarkedPercent(sole.osztalekArany, false)}`,
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
        message: `${capitalizeFirst(member.nameInText)} üzletrésze a törzsbetéttől eltérő mértékben (${formatMarkedPercent(member.uzletreszElteres, false)}) van megadva. A Ptk. 3:164. § (1) bekezdése szerint az üzletrész mértéke a törzsbetéthez igazodik; a létesítő okirat az eltérést a Ptk. 3:4. § (2) bekezdésére alapítja, és a szavazati jogot az üzletrészhez igazítja. Kérjük, ügyvédként hagyja jóvá.`,
        path: `tarsasag.tagok.${member.index}.uzletreszElteres`,
      });
  if (model.hasVoteDeviation) {
    // summed unrounded: a member without a deviating share holds his exact contribution ratio
    const total = model.members.reduce((sum, member) => sum + member.exactVotePercent, 0);
    if (!isHundred(total))
      warnings.push(
        legalError(
          'VOTE_RATIOS_NOT_100',
          'Ptk. 3:164. § (1)',
          `Az eltérő üzletrész-, illetve szavazati arányok összege ${totalNotHundred(
            total,
            model.members.some((member) => member.isVotePercentRounded),
            'az eltérő üzletrész nélküli tagok törzsbetétjének',
          )}.`,
          'tarsasag.tagok',
        ),
      );
    // a törzsbetét (at least 100 000 Ft) always carries membership rights: a share of 0% would leave the member
    // without any, not even a vote (Ptk. 3:161. § (1), 3:164. § (1))
    for (const member of model.members)
      if (member.exactVotePercent === 0)
        warnings.push(
          legalError(
            'SHARE_RATIO_ZERO',
            'Ptk. 3:164. § (1)',
            `${capitalizeFirst(member.nameInText)} üzletrészének mértéke 0%, pedig törzsbetétje ${formatMoney(member.contribution)}. Az üzletrész a törzsbetéthez kapcsolódó tagsági jogok és kötelezettségek összessége: törzsbetéttel rendelkező tag üzletrész nélkül nem lehet, 0%-os üzletrésszel semmilyen tagsági jogot – szavazati jogot sem – gyakorolhatna. Kérjük, adjon meg 0%-nál nagyobb üzletrészt, vagy hagyja üresen, és az üzletrész a törzsbetéthez igazodik.`,
            `tarsasag.tagok.${member.index}.uzletreszElteres`,
          ),
        );
  }
  return warnings;
}
