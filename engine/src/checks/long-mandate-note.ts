import { formatDate } from '../hu/format-date.ts';

/**
 * What the lawyer is told of a fixed mandate longer than five years, after the sentence naming it. Ptk. 3:114. § says
 * the mandate is for five years without saying whether the articles may provide otherwise; they may depart from the
 * rules on legal persons unless the Ptk. forbids it (3:4. § (2)–(3)), and 3:114. § does not, where 3:130. § (3) voids
 * any departure from the auditor's at most five years. The indefinite mandate the articles write by default rests on
 * the same freedom (legal brief, uncertainty 14), so the longer term stays a warning for the lawyer to confirm.
 */
export function longMandateNote(fiveYearsOn: string): string {
  return `A Ptk. 3:114. §-a szerint a vezető tisztségviselői megbízatás öt évre szól, de nem mondja ki, hogy a létesítő okirat ettől eltérhet-e. Az eltérés – ahogy a határozatlan időre szóló megbízatás is – a Ptk. 3:4. § (2) bekezdésén alapulhat, mert a 3:114. § az eltérést nem tiltja (szemben az állandó könyvvizsgáló legfeljebb ötéves megbízatásával, amelytől eltérő rendelkezés a Ptk. 3:130. § (3) bekezdése szerint semmis); kifejezett törvényi rendelkezés azonban nincs rá. Kérjük, ügyvédként erősítse meg, vagy legfeljebb ${formatDate(fiveYearsOn)} napjáig terjedő megbízatást adjon meg.`;
}
