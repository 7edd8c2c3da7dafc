import type { Company } from '../schema/company.ts';
import { parseActivity, type Activity } from '../model/parse-activity.ts';
import { teaor08Class, teaor25Name, type TeaorClass } from '../model/teaor.ts';
import { legalError, type Warning } from './warning.ts';

/** The court registers activities by the TEÁOR nomenclature in force: TEÁOR'25 since 2025. */
const STATUTE = 'Ctv. 24. § (1) e)';

/** `47.11 (Élelmiszer jellegű vegyes kiskereskedelem)`; codes alone when there are many. */
function describeTargets(targets: TeaorClass[]): string {
  if (targets.length > 3) return targets.map((target) => target.code).join(', ');
  return targets.map((target) => `${target.code} (${target.name})`).join(', ');
}

/** An error when the activity is not a TEÁOR'25 class; a TEÁOR'08 class names the TEÁOR'25 classes it maps to. */
function checkCode(activity: Activity, label: string, path: string): Warning[] {
  if (activity.code === null)
    return [
      legalError(
        'ACTIVITY_FORMAT',
        STATUTE,
        `${label} („${activity.text}”) nem TEÁOR'25 szerinti „kód – megnevezés” alakú (például „62.10 – Számítógépes programozás”).`,
        path,
      ),
    ];
  const name = teaor25Name(activity.code);
  const old = teaor08Class(activity.code);
  const isOldName =
    old !== null &&
    name !== null &&
    old.name !== name &&
    activity.name.toLocaleLowerCase('hu') === old.name.toLocaleLowerCase('hu');
  if (name !== null && !isOldName) return [];
  if (old !== null)
    return [
      legalError(
        'ACTIVITY_TEAOR08',
        STATUTE,
        `${label} („${activity.text}”) TEÁOR'08 szerinti megjelölés; 2025. január 1-jétől a TEÁOR'25 szerinti kódot kell feltüntetni. Megfelelő TEÁOR'25 ${old.targets.length > 1 ? 'kódok' : 'kód'}: ${describeTargets(old.targets)}.`,
        path,
      ),
    ];
  return [
    legalError(
      'ACTIVITY_UNKNOWN_CODE',
      STATUTE,
      `${label} kódja (${activity.code}) nem szerepel a TEÁOR'25 jegyzékben.`,
      path,
    ),
  ];
}

/**
 * An error when an activity text is not a TEÁOR'25 class, as at formation: the amendment path refuses a new or
 * changed activity the same way (`label` starts the sentence, `path` is the field).
 */
export function checkActivityCode(text: string, label: string, path: string): Warning[] {
  return checkCode(parseActivity(text), label, path);
}

/** Activities as TEÁOR'25 classes, without duplicates, the main one not repeated (legal brief 8.9). */
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
  else warnings.push(...checkCode(main, 'A főtevékenység', 'tarsasag.fotevekenyseg'));
  const seen = new Set<string>();
  company.egyebTevekenysegek.forEach((text, index) => {
    const activity = parseActivity(text);
    const key = (activity.code ?? activity.text).toLocaleLowerCase('hu');
    const path = `tarsasag.egyebTevekenysegek.${index}`;
    warnings.push(...checkCode(activity, 'Az egyéb tevékenység', path));
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
