import { capitalizeFirst } from '../hu/capitalize-first.ts';
import { formatDate } from '../hu/format-date.ts';
import { formatMoney } from '../hu/format-money.ts';
import type { CompanyModel } from '../model/derive-model.ts';
import { addMonths } from './add-months.ts';
import { latestCashDeadline } from './latest-cash-deadline.ts';
import { legalError, type Warning } from './warning.ts';

const MINIMUM_CAPITAL = 3_000_000;
const MINIMUM_CONTRIBUTION = 100_000;
/** The articles state every contribution, its value, and how and when it is provided. */
const CONTENT_STATUTE = 'Ptk. 3:5. § e)';

/**
 * Capital and contributions (Ptk. 3:161.–3:163. §, 3:208. §; legal brief 2.5, 8.1–8.4): the minimums, what the
 * contribution clauses cannot do without, deadlines the law would void. `balanceSheetDay` is `merlegForduloNap`.
 */
export function checkCapital(model: CompanyModel, balanceSheetDay: string | undefined): Warning[] {
  const warnings: Warning[] = [];
  if (model.capital.total < MINIMUM_CAPITAL)
    warnings.push(
      legalError(
        'CAPITAL_BELOW_MINIMUM',
        'Ptk. 3:161. § (4)',
        `A törzstőke (${formatMoney(model.capital.total)}) nem éri el a törvényes minimumot (${formatMoney(MINIMUM_CAPITAL)}).`,
        'tarsasag.tagok',
      ),
    );
  const documentDate = model.documentDate;
  const latestCash = latestCashDeadline(documentDate, balanceSheetDay);
  const cashWarningFrom = addMonths(documentDate, 30);
  const latestInKind = addMonths(documentDate, 36);
  for (const member of model.members) {
    const path = `tarsasag.tagok.${member.index}`;
    if (member.contribution < MINIMUM_CONTRIBUTION)
      warnings.push(
        legalError(
          'CONTRIBUTION_BELOW_MINIMUM',
          'Ptk. 3:161. § (1)',
          `${capitalizeFirst(member.nameInText)} törzsbetétje (${formatMoney(member.contribution)}) kevesebb a törvényes minimumnál (${formatMoney(MINIMUM_CONTRIBUTION)}).`,
          path,
        ),
      );
    if (member.hasCash) warnings.push(...checkCash(member, path, documentDate, latestCash, cashWarningFrom));
    if (member.hasInKind) warnings.push(...checkInKind(model, member, path, latestInKind));
  }
  return warnings;
}

type Member = CompanyModel['members'][number];

function checkCash(member: Member, path: string, documentDate: string, latest: string, warnFrom: string): Warning[] {
  const deadline = member.penzbetetHatarido;
  const found: Warning[] = [];
  if (member.penzbetetMod === undefined)
    found.push(
      legalError(
        'CASH_MODE_MISSING',
        CONTENT_STATUTE,
        `${capitalizeFirst(member.nameInText)} pénzbeli hozzájárulásának befizetési módja (házipénztár vagy pénzforgalmi számla) nincs megadva.`,
        `${path}.penzbetetMod`,
      ),
    );
  if (deadline === undefined)
    found.push(
      legalError(
        'CASH_DEADLINE_MISSING',
        CONTENT_STATUTE,
        `${capitalizeFirst(member.nameInText)} pénzbeli hozzájárulásának befizetési határideje nincs megadva.`,
        `${path}.penzbetetHatarido`,
      ),
    );
  else if (deadline < documentDate)
    found.push(
      legalError(
        'CONTRIBUTION_DEADLINE_BEFORE_DOCUMENT',
        CONTENT_STATUTE,
        `${capitalizeFirst(member.nameInText)} pénzbeli hozzájárulásának határideje (${formatDate(deadline)}) megelőzi a létesítő okirat keltét (${formatDate(documentDate)}).`,
        `${path}.penzbetetHatarido`,
      ),
    );
  else if (deadline > latest)
    found.push(
      legalError(
        'CASH_DEADLINE_BEYOND_LIMIT',
        'Ptk. 3:162. § (2)–(3)',
        `${capitalizeFirst(member.nameInText)} pénzbeli hozzájárulásának határideje (${formatDate(deadline)}) későbbi, mint a törvény szerinti legkésőbbi időpont (${formatDate(latest)}: a bejegyzést követő második teljes üzleti évről szóló beszámoló elfogadásától számított három hónap, a legkorábbi bejegyzéssel számolva); az ennél kedvezőbb kikötés semmis.`,
        `${path}.penzbetetHatarido`,
      ),
    );
  else if (deadline > warnFrom)
    found.push({
      code: 'CASH_DEADLINE_TOO_LATE',
      severity: 'warning',
      message: `${capitalizeFirst(member.nameInText)} pénzbeli hozzájárulásának határideje (${formatDate(deadline)}) több mint két és fél évvel követi az okirat keltét; közel esik a Ptk. 3:162. § (2) bekezdése szerinti legkésőbbi határidőhöz (${formatDate(latest)}).`,
      path: `${path}.penzbetetHatarido`,
    });
  return found;
}

function checkInKind(model: CompanyModel, member: Member, path: string, latest: string): Warning[] {
  const deadline = member.nemPenzbeliBetetHatarido;
  const deadlinePath = `${path}.nemPenzbeliBetetHatarido`;
  const found: Warning[] = [];
  if (member.nemPenzbeliBetetMod === undefined)
    found.push(
      legalError(
        'IN_KIND_DESCRIPTION_MISSING',
        CONTENT_STATUTE,
        `${capitalizeFirst(member.nameInText)} nem pénzbeli hozzájárulásának tárgya és szolgáltatásának módja nincs megadva; a vagyontárgyat pontosan meg kell jelölni.`,
        `${path}.nemPenzbeliBetetMod`,
      ),
    );
  if (deadline !== undefined && deadline < model.documentDate)
    found.push(
      legalError(
        'CONTRIBUTION_DEADLINE_BEFORE_DOCUMENT',
        CONTENT_STATUTE,
        `${capitalizeFirst(member.nameInText)} nem pénzbeli hozzájárulásának határideje (${formatDate(deadline)}) megelőzi a létesítő okirat keltét (${formatDate(model.documentDate)}).`,
        deadlinePath,
      ),
    );
  else if (model.capital.isInKindDueBeforeFiling) {
    // Due before filing: no date, or the day of the articles; any later date may fall after the filing.
    if (deadline !== undefined && deadline > model.documentDate)
      found.push(
        model.isSingleMember
          ? legalError(
              'IN_KIND_NOT_BEFORE_FILING',
              'Ptk. 3:208. § (1)',
              `Egyszemélyes társaságban a nem pénzbeli hozzájárulást a cégbejegyzési kérelem benyújtásáig teljes egészében szolgáltatni kell; a megadott határidő (${formatDate(deadline)}) helyett ezt kell rögzíteni (hagyja üresen a határidőt).`,
              deadlinePath,
            )
          : legalError(
              'IN_KIND_NOT_BEFORE_FILING',
              'Ptk. 3:163. § (1)',
              `A nem pénzbeli hozzájárulások elérik a törzstőke felét, ezért azokat a cégbejegyzési kérelem benyújtásáig teljes egészében szolgáltatni kell; ${member.nameInText} megadott határideje (${formatDate(deadline)}) helyett ezt kell rögzíteni (hagyja üresen a határidőt).`,
              deadlinePath,
            ),
      );
  } else if (deadline === undefined)
    found.push(
      legalError(
        'IN_KIND_DEADLINE_MISSING',
        CONTENT_STATUTE,
        `${capitalizeFirst(member.nameInText)} nem pénzbeli hozzájárulásának szolgáltatási határideje nincs megadva.`,
        deadlinePath,
      ),
    );
  else if (deadline > latest)
    found.push(
      legalError(
        'IN_KIND_DEADLINE_TOO_LATE',
        'Ptk. 3:163. § (2)',
        `${capitalizeFirst(member.nameInText)} nem pénzbeli hozzájárulásának határideje (${formatDate(deadline)}) több mint három évvel követi az okirat keltét; a bejegyzéstől számított három évnél hosszabb határidő semmis.`,
        deadlinePath,
      ),
    );
  return found;
}
