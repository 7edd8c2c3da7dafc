import { formatPercent } from '../hu/format-percent.ts';
import type { CompanyModel } from '../model/derive-model.ts';
import { legalError, type Warning } from './warning.ts';

/** Sums of percentages within rounding. */
function isHundred(total: number): boolean {
  return Math.abs(total - 100) < 0.005;
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
            `${member.nev} osztalékaránya 0%; a létesítő okirat azon rendelkezése, amely valamely tagot a nyereségből teljesen kizár, semmis.`,
            `tarsasag.tagok.${member.index}.osztalekArany`,
          ),
        );
  }
  const rounded = model.members.filter((member) => member.isContributionPercentRounded);
  if (rounded.length > 0)
    warnings.push({
      code: 'SHARES_ROUNDED',
      severity: 'warning',
      message: `A törzsbetétek aránya nem fejezhető ki pontosan két tizedesjeggyel, ezért a dokumentumok „(kerekítve)” jelöléssel kerekített értéket tartalmaznak (${rounded.map((member) => `${member.nev}: ${formatPercent(member.contributionPercent)}`).join('; ')}); a kerekített értékek összege 100%.`,
      path: 'tarsasag.tagok',
    });
  for (const member of model.members)
    if (member.uzletreszElteres !== undefined)
      warnings.push({
        code: 'SHARE_DEVIATION',
        severity: 'warning',
        message: `${member.nev} üzletrésze a törzsbetéttől eltérő mértékben (${formatPercent(member.uzletreszElteres)}) van megadva. A Ptk. 3:164. § (1) bekezdése szerint az üzletrész mértéke a törzsbetéthez igazodik; a létesítő okirat az eltérést a Ptk. 3:4. § (2) bekezdésére alapítja, és a szavazati jogot az üzletrészhez igazítja. Kérjük, ügyvédként hagyja jóvá.`,
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
