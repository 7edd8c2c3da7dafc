import type { Company } from '../schema/company.ts';
import { parseActivity } from '../model/parse-activity.ts';
import type { Warning } from './warning.ts';

/** Activities in TEÁOR'25 form, without duplicates, the main one not repeated (legal brief 8.9). */
export function checkActivities(company: Company): Warning[] {
  const warnings: Warning[] = [];
  const main = company.fotevekenyseg === undefined ? null : parseActivity(company.fotevekenyseg);
  if (main === null)
    warnings.push({
      code: 'MAIN_ACTIVITY_MISSING',
      severity: 'warning',
      message: 'A főtevékenység nincs megadva; a létesítő okiratban kipontozott hely áll a helyén.',
      path: 'tarsasag.fotevekenyseg',
    });
  else if (main.code === null)
    warnings.push({
      code: 'ACTIVITY_FORMAT',
      severity: 'warning',
      message: `A főtevékenység („${main.text}”) nem TEÁOR'25 szerinti „kód – megnevezés” alakú (például „62.10 – Számítógépes programozás”).`,
      path: 'tarsasag.fotevekenyseg',
    });
  const seen = new Set<string>();
  company.egyebTevekenysegek.forEach((text, index) => {
    const activity = parseActivity(text);
    const key = (activity.code ?? activity.text).toLocaleLowerCase('hu');
    const path = `tarsasag.egyebTevekenysegek.${index}`;
    if (activity.code === null)
      warnings.push({
        code: 'ACTIVITY_FORMAT',
        severity: 'warning',
        message: `Az egyéb tevékenység („${activity.text}”) nem TEÁOR'25 szerinti „kód – megnevezés” alakú.`,
        path,
      });
    if (main !== null && key === (main.code ?? main.text).toLocaleLowerCase('hu'))
      warnings.push({
        code: 'MAIN_ACTIVITY_REPEATED',
        severity: 'warning',
        message: `A főtevékenység („${main.text}”) az egyéb tevékenységek között is szerepel; a dokumentum csak főtevékenységként tünteti fel.`,
        path,
      });
    else if (seen.has(key))
      warnings.push({
        code: 'ACTIVITY_DUPLICATE',
        severity: 'warning',
        message: `Az egyéb tevékenység („${activity.text}”) többször szerepel; a dokumentum egyszer tünteti fel.`,
        path,
      });
    seen.add(key);
  });
  return warnings;
}
