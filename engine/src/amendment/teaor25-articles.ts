import { checkActivityCode } from '../checks/check-activities.ts';
import type { Warning } from '../checks/warning.ts';
import { parseActivity } from '../model/parse-activity.ts';
import { teaor08Class } from '../model/teaor.ts';
import type { AmendmentPlan } from './plan-amendment.ts';

/** Ctv. 131. § (3): from the first change of the cégjegyzék data after this day the TEÁOR'25 amendment is due. */
const TEAOR25_ARTICLES_DUE_AFTER = '2025-07-01';

/**
 * A registered activity the amendment keeps unchanged that is still a TEÁOR'08 designation (decision 102). Ctv. 131. §
 * (3): "A cégek 2024. december 31. napját követően, de legkésőbb a cégjegyzékben vezetett adataik … 2025. július 1-jét
 * követő első változásakor kötelesek a cégbíróságnak benyújtani a létesítő okiratuk Rendeletnek megfelelő
 * módosítását." The tax authority recoded the cégjegyzék's activities (131. § (1)–(2)); the articles' text is the
 * company's to amend, with the application that files this change. A changed or added activity is refused as at
 * formation (`checkActivities` in check-amendment.ts); an activity kept as registered was not looked at, so the
 * articles went to the court in their TEÁOR'08 wording and the filing summary did not ask for the amendment. Only a
 * designation the TEÁOR'08 table names is flagged: a text in another form is the registered articles' own wording,
 * which the program cannot classify.
 */
export function checkRetainedTeaor08(plan: AmendmentPlan): Warning[] {
  const { request } = plan;
  if (request.dontes.datum <= TEAOR25_ARTICLES_DUE_AFTER) return [];
  const { korabbi, uj } = request;
  const kept: { text: string; path: string }[] = [];
  if (uj.fotevekenyseg !== undefined && uj.fotevekenyseg === korabbi.fotevekenyseg)
    kept.push({ text: uj.fotevekenyseg, path: 'uj.fotevekenyseg' });
  uj.egyebTevekenysegek.forEach((text, index) => {
    if (korabbi.egyebTevekenysegek.includes(text)) kept.push({ text, path: `uj.egyebTevekenysegek.${index}` });
  });
  const old = kept.filter(({ text, path }) =>
    checkActivityCode(text, '', path).some((finding) => finding.code === 'ACTIVITY_TEAOR08'),
  );
  const [first] = old;
  if (!first) return [];
  // each with the TEÁOR'25 classes it maps to, as the formation check names them
  const listed = old
    .map(({ text }) => {
      const code = parseActivity(text).code;
      const targets = (code === null ? null : teaor08Class(code))?.targets ?? [];
      return `„${text}” (TEÁOR'25: ${targets.map((target) => `${target.code} – ${target.name}`).join('; ')})`;
    })
    .join(', ');
  return [
    {
      code: 'teaor08-letesito-okirat',
      severity: 'warning',
      message: `A bejegyzett létesítő okirat tevékenységei közül a változatlanul hagyott ${listed} TEÁOR'08 szerinti ${old.length > 1 ? 'megjelölések' : 'megjelölés'}. A cégjegyzékben vezetett adatok 2025. július 1-jét követő első változásakor a cégnek a létesítő okirat TEÁOR'25-nek megfelelő módosítását is be kell nyújtania (Ctv. 131. § (3)): adja meg ${old.length > 1 ? 'ezeket a tevékenységeket' : 'ezt a tevékenységet'} a változott állapotban a TEÁOR'25 szerinti kóddal és megnevezéssel, hogy a módosítás és az egységes szerkezetbe foglalt létesítő okirat is tartalmazza. Ha a Társaság ezt a módosítást korábbi változásbejegyzési kérelemmel már benyújtotta, a bejegyzett állapot tevékenységeit javítsa a hatályos létesítő okirat szerintire.`,
      path: first.path,
    },
  ];
}
