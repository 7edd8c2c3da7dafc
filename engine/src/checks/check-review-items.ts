import type { CompanyModel } from '../model/derive-model.ts';
import type { Warning } from './warning.ts';

/** Clauses printed from free text or from an exception the law ties to a reason: the lawyer must look at them. */
export function checkReviewItems(model: CompanyModel): Warning[] {
  const warnings: Warning[] = [];
  if (model.companyManager?.isFreeText)
    warnings.push({
      code: 'COMPANY_MANAGER_REVIEW',
      severity: 'warning',
      message:
        'A cégvezető adatai a korábban szabad szövegként mentett mezőből származnak: a név mellett csak a zárójelben „megnevezés: adat” alakban megadott adatok ismertek, a létesítő okirat és az aláírás-minta a többi adatot, a képviseleti jogot és a cégjegyzés módját kipontozva hagyja. Kérjük, adja meg a cégvezető adatait, képviseleti jogát és cégjegyzésének módját (Ptk. 3:113. §, 3:116. §).',
      path: 'tarsasag.cegvezeto',
    });
  if (!model.businessYear.isCalendarYear)
    warnings.push({
      code: 'BUSINESS_YEAR_NOT_CALENDAR',
      severity: 'warning',
      message: `A naptári évtől eltérő üzleti év (mérlegfordulónap: ${model.businessYear.lastDay}) a számviteli törvény 11. §-a szerint csak meghatározott indokkal választható; ügyvédi ellenőrzés szükséges.`,
      path: 'tarsasag.merlegForduloNap',
    });
  return warnings;
}
