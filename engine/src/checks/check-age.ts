import { formatDate } from '../hu/format-date.ts';
import type { CompanyModel } from '../model/derive-model.ts';
import { addMonths } from './add-months.ts';
import { legalError, type Warning } from './warning.ts';

/** The day a person born on `birth` turns `years` old (born on 29 February: 28 February in a common year). */
function birthday(birth: string, years: number): string {
  return addMonths(birth, years * 12);
}

/**
 * Age limits on the people the documents name, from the birth date when it is given:
 * - a director (and the company manager, Ptk. 3:113. § (2)) must be of age when the mandate starts (Ptk. 3:22. §
 *   (1)). A minor comes of age by marriage (Ptk. 2:10. § (1)), which the law allows from sixteen, so under sixteen
 *   is an error, and sixteen or seventeen a warning: the acceptance declares "nagykorú vagyok";
 * - a minor member acts through or with the consent of the legal representative (Ptk. 2:12.–2:14. §), whom the
 *   articles' signature block does not name: a warning.
 */
export function checkAge(model: CompanyModel): Warning[] {
  const warnings: Warning[] = [];
  const officers = [
    ...model.directors.map((director) => ({
      person: director,
      start: director.megbizasKezdoIdopontja ?? model.documentDate,
      path: `tarsasag.ugyvezetok.${director.index}.szuletesiIdo`,
      role: 'ügyvezető',
    })),
    ...(model.companyManager
      ? [
          {
            person: model.companyManager,
            start: model.companyManager.kezdoIdopont ?? model.documentDate,
            path: 'tarsasag.cegvezeto.szuletesiIdo',
            role: 'cégvezető',
          },
        ]
      : []),
  ];
  for (const { person, start, path, role } of officers) {
    const birth = person.szuletesiIdo;
    if (birth === undefined || birthday(birth, 18) <= start) continue;
    if (birthday(birth, 16) > start)
      warnings.push(
        legalError(
          'OFFICER_UNDER_AGE',
          'Ptk. 3:22. § (1)',
          `${person.nev} (${role}) ${formatDate(start)} napján, a megbízatás kezdetekor még nem töltötte be a tizenhatodik életévét (született: ${formatDate(birth)}), így nem nagykorú; vezető tisztségviselő és cégvezető csak nagykorú személy lehet.`,
          path,
        ),
      );
    else
      warnings.push({
        code: 'OFFICER_MINOR_UNLESS_MARRIED',
        severity: 'warning',
        message: `${person.nev} (${role}) ${formatDate(start)} napján, a megbízatás kezdetekor még nem töltötte be a tizennyolcadik életévét (született: ${formatDate(birth)}). Vezető tisztségviselő és cégvezető csak nagykorú személy lehet (Ptk. 3:22. § (1)); kiskorú csak házasságkötéssel válik nagykorúvá (Ptk. 2:10. § (1)), és az elfogadó nyilatkozatban nagykorúságát jelenti ki. Kérjük, ellenőrizze.`,
        path,
      });
  }
  for (const member of model.members) {
    const birth = member.jogiSzemely ? undefined : member.szuletesiIdo;
    if (birth === undefined || birthday(birth, 18) <= model.documentDate) continue;
    warnings.push({
      code: 'MEMBER_MINOR',
      severity: 'warning',
      message: `${member.nev} (tag) a létesítő okirat keltekor (${formatDate(model.documentDate)}) kiskorú (született: ${formatDate(birth)}). ${birthday(birth, 14) > model.documentDate ? 'Nevében törvényes képviselője jár el (Ptk. 2:14. § (1))' : 'Jognyilatkozatának érvényességéhez törvényes képviselőjének hozzájárulása szükséges (Ptk. 2:12. § (1))'}; a dokumentumok aláírási blokkja a törvényes képviselőt nem tünteti fel, ezt az okiraton kézzel kell pótolni. A kiskorú vagyonáról való rendelkezéshez gyámhatósági jóváhagyás is szükséges lehet (Ptk. 2:15. §). Kérjük, ellenőrizze.`,
      path: `tarsasag.tagok.${member.index}.szuletesiIdo`,
    });
  }
  return warnings;
}
