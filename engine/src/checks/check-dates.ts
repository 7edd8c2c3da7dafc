import { capitalizeFirst } from '../hu/capitalize-first.ts';
import { formatDate } from '../hu/format-date.ts';
import type { CompanyModel } from '../model/derive-model.ts';
import { addMonths } from './add-months.ts';
import { longMandateNote } from './long-mandate-note.ts';
import { legalError, type Warning } from './warning.ts';

/**
 * Dates (spec section 5, legal brief 8.7): mandate and contribution dates already past on `today`, a mandate that
 * starts before the articles (or, in a formation, after the documents it signs) or ends before it starts or after a
 * fixed-term company ends, and a fixed mandate longer
 * than the five years of Ptk. 3:114. § (a warning: `longMandateNote`).
 */
export function checkDates(model: CompanyModel, today: string): Warning[] {
  const warnings: Warning[] = [];
  const past = (date: string) => date < today;
  if (model.durationEnd !== null && model.durationEnd <= model.documentDate)
    warnings.push(
      legalError(
        'COMPANY_END_BEFORE_DOCUMENT',
        'Ptk. 3:48. § (1) a)',
        `A társaság határozott időtartamának vége (${formatDate(model.durationEnd)}) nem követi az okirat keltét (${formatDate(model.documentDate)}).`,
        'tarsasag.idotartamVege',
      ),
    );
  for (const director of model.directors) {
    const path = `tarsasag.ugyvezetok.${director.index}`;
    const start = director.megbizasKezdoIdopontja;
    const end = director.megbizasVegIdopontja;
    if (start !== undefined && past(start))
      warnings.push({
        code: 'MANDATE_START_IN_PAST',
        severity: 'warning',
        message: `${director.nev} ügyvezetői megbízatásának kezdete (${formatDate(start)}) a múltban van.`,
        path: `${path}.megbizasKezdoIdopontja`,
      });
    if (start !== undefined && start < model.documentDate)
      warnings.push(
        legalError(
          'MANDATE_START_BEFORE_DOCUMENT',
          'Ptk. 3:21. § (3)',
          `${director.nev} ügyvezetői megbízatásának kezdete (${formatDate(start)}) megelőzi a létesítő okirat keltét (${formatDate(model.documentDate)}); az első ügyvezetőt a létesítő okirat jelöli ki, megbízatása az elfogadással jön létre.`,
          `${path}.megbizasKezdoIdopontja`,
        ),
      );
    // A formation's documents are all dated the day of the articles: a director whose mandate starts later would sign
    // the specimen as ügyvezető, and the power of attorney and the member register for the company, before the mandate
    // exists. A registered company's new director signs the amendment's documents on their own dates.
    if (start !== undefined && start > model.documentDate && model.registration === null)
      warnings.push({
        code: 'MANDATE_STARTS_AFTER_DOCUMENTS',
        severity: 'warning',
        message: `${director.nev} ügyvezetői megbízatása csak ${formatDate(start)} napjától áll fenn, a cégbejegyzési iratok azonban a létesítő okirat keltével (${formatDate(model.documentDate)}) készülnek: az aláírás-mintát ügyvezetőként, a jogi képviselői meghatalmazást és a tagjegyzéket – ha azokat ő írja alá – a Társaság nevében a megbízatása kezdete előtt írná alá, amikor még nem képviselheti a Társaságot. Kérjük, a megbízatás kezdetét igazítsa a létesítő okirat keltéhez, vagy gondoskodjon arról, hogy a Társaság nevében aláíró ügyvezetők megbízatása az aláíráskor már fennálljon; a cégbejegyzési kérelmet a létesítő okirat ellenjegyzésétől számított harminc napon belül be kell nyújtani.`,
        path: `${path}.megbizasKezdoIdopontja`,
      });
    // a mandate without an end date runs to a fixed-term company's end ("a Társaság határozott időtartamának végéig")
    const fixedEnd = end ?? model.durationEnd ?? undefined;
    const fiveYearsOn = addMonths(start ?? model.documentDate, 60);
    if (fixedEnd !== undefined && fixedEnd > fiveYearsOn)
      warnings.push({
        code: 'MANDATE_LONGER_THAN_FIVE_YEARS',
        severity: 'warning',
        message: `${director.nev} ügyvezetői megbízatása ${formatDate(fixedEnd)} napjáig${end === undefined ? ' (a Társaság határozott időtartamának végéig)' : ''}, öt évnél hosszabb határozott időre szól. ${longMandateNote(fiveYearsOn)}`,
        path: `${path}.megbizasVegIdopontja`,
      });
    if (end === undefined) continue;
    if (past(end))
      warnings.push({
        code: 'MANDATE_END_IN_PAST',
        severity: 'warning',
        message: `${director.nev} ügyvezetői megbízatásának vége (${formatDate(end)}) a múltban van.`,
        path: `${path}.megbizasVegIdopontja`,
      });
    if (end <= (start ?? model.documentDate))
      warnings.push(
        legalError(
          'MANDATE_END_BEFORE_START',
          'Ptk. 3:25. § (1) a)',
          `${director.nev} ügyvezetői megbízatásának vége (${formatDate(end)}) nem követi a megbízatás kezdetét (${formatDate(start ?? model.documentDate)}).`,
          `${path}.megbizasVegIdopontja`,
        ),
      );
    if (model.durationEnd !== null && end > model.durationEnd)
      warnings.push(
        legalError(
          'MANDATE_END_AFTER_COMPANY_END',
          'Ptk. 3:114. §',
          `${director.nev} ügyvezetői megbízatása (${formatDate(end)}) túlnyúlik a társaság határozott időtartamán (${formatDate(model.durationEnd)}); a megbízatás legfeljebb a társaság időtartamára szólhat.`,
          `${path}.megbizasVegIdopontja`,
        ),
      );
  }
  // The articles appoint the company manager, who is the pre-company's employee: employment cannot start before the
  // articles are signed and countersigned (Ptk. 3:101. § (1), 3:113. § (1)). A registered company's manager may have
  // been employed long before an amendment.
  const managerStart = model.companyManager?.kezdoIdopont;
  if (managerStart !== undefined && managerStart < model.documentDate && model.registration === null)
    warnings.push({
      code: 'MANAGER_START_BEFORE_DOCUMENT',
      severity: 'warning',
      message: `A cégvezető (${model.companyManager!.nev}) munkaviszonyának kezdete (${formatDate(managerStart)}) megelőzi a létesítő okirat keltét (${formatDate(model.documentDate)}), pedig a cégvezetőt a létesítő okirat nevezi ki, és a Társaság előtársaságként is csak az okirat ellenjegyzésétől működhet (Ptk. 3:101. § (1), 3:113. § (1)). Kérjük, ellenőrizze a kezdő időpontot.`,
      path: 'tarsasag.cegvezeto.kezdoIdopont',
    });
  // The manager's signature specimen is dated with the articles and states that he represents the company as its
  // cégvezető (munkavállaló): before the employment starts he is neither (Ptk. 3:113. § (1); Ctv. 9. § (2), 24. §
  // (1) h)), as with a director whose mandate starts later (MANDATE_STARTS_AFTER_DOCUMENTS).
  if (managerStart !== undefined && managerStart > model.documentDate && model.registration === null)
    warnings.push({
      code: 'MANAGER_STARTS_AFTER_DOCUMENTS',
      severity: 'warning',
      message: `A cégvezető (${model.companyManager!.nev}) munkaviszonya csak ${formatDate(managerStart)} napjától áll fenn, aláírás-mintája azonban a létesítő okirat keltével (${formatDate(model.documentDate)}) készül, és abban cégvezetőként (munkavállalóként) nyilatkozik a Társaság képviseletéről, amikor még nem cégvezető (Ptk. 3:113. § (1)). Kérjük, ellenőrizze a munkaviszony kezdetét, vagy igazítsa a létesítő okirat keltéhez.`,
      path: 'tarsasag.cegvezeto.kezdoIdopont',
    });
  for (const member of model.members) {
    const path = `tarsasag.tagok.${member.index}`;
    // A fixed-term company ends when its time runs out (Ptk. 3:48. § (1) a)): a contribution due later is never
    // provided while the company operates, and the articles contradict themselves.
    const dueAfterEnd = (kind: string, deadline: string | undefined, field: string) => {
      if (deadline === undefined || model.durationEnd === null || deadline <= model.durationEnd) return;
      warnings.push({
        code: 'CONTRIBUTION_DUE_AFTER_COMPANY_END',
        severity: 'warning',
        message: `${capitalizeFirst(member.nameInText)} ${kind} hozzájárulásának határideje (${formatDate(deadline)}) a Társaság határozott időtartamának vége (${formatDate(model.durationEnd)}) utánra esik: a Társaság a meghatározott időtartam elteltével megszűnik (Ptk. 3:48. § (1) a)), így a hozzájárulást működése alatt nem kellene teljesíteni. Kérjük, ellenőrizze a határidőt vagy a Társaság időtartamát.`,
        path: `${path}.${field}`,
      });
    };
    if (member.hasCash) dueAfterEnd('pénzbeli', member.penzbetetHatarido, 'penzbetetHatarido');
    if (member.hasInKind) dueAfterEnd('nem pénzbeli', member.nemPenzbeliBetetHatarido, 'nemPenzbeliBetetHatarido');
    if (member.hasCash && member.penzbetetHatarido !== undefined && past(member.penzbetetHatarido))
      warnings.push({
        code: 'CONTRIBUTION_DEADLINE_IN_PAST',
        severity: 'warning',
        message: `${capitalizeFirst(member.nameInText)} pénzbeli hozzájárulásának határideje (${formatDate(member.penzbetetHatarido)}) a múltban van.`,
        path: `${path}.penzbetetHatarido`,
      });
    if (member.hasInKind && member.nemPenzbeliBetetHatarido !== undefined && past(member.nemPenzbeliBetetHatarido))
      warnings.push({
        code: 'CONTRIBUTION_DEADLINE_IN_PAST',
        severity: 'warning',
        message: `${capitalizeFirst(member.nameInText)} nem pénzbeli hozzájárulásának határideje (${formatDate(member.nemPenzbeliBetetHatarido)}) a múltban van.`,
        path: `${path}.nemPenzbeliBetetHatarido`,
      });
  }
  return warnings;
}
