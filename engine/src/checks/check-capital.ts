import { formatDate } from '../hu/format-date.ts';
import { formatMoney } from '../hu/format-money.ts';
import type { CompanyModel } from '../model/derive-model.ts';
import { addMonths } from './add-months.ts';
import type { Warning } from './warning.ts';

const MINIMUM_CAPITAL = 3_000_000;
const MINIMUM_CONTRIBUTION = 100_000;

/**
 * Capital and contributions (Ptk. 3:161.–3:163. §, 3:208. §; legal brief 8.1–8.4): the minimums, what is missing for
 * the contribution clauses, and deadlines the law would void. Past deadlines are in `checkDates`.
 */
export function checkCapital(model: CompanyModel): Warning[] {
  const warnings: Warning[] = [];
  if (model.capital.total < MINIMUM_CAPITAL)
    warnings.push({
      code: 'CAPITAL_BELOW_MINIMUM',
      severity: 'error',
      message: `A törzstőke (${formatMoney(model.capital.total)}) nem éri el a korlátolt felelősségű társaság alapításához szükséges minimumot (${formatMoney(MINIMUM_CAPITAL)}).`,
      path: 'tarsasag.tagok',
    });
  const latestInKind = addMonths(model.documentDate, 36);
  const latestCash = addMonths(model.documentDate, 30);
  for (const member of model.members) {
    const path = `tarsasag.tagok.${member.index}`;
    if (member.contribution < MINIMUM_CONTRIBUTION)
      warnings.push({
        code: 'CONTRIBUTION_BELOW_MINIMUM',
        severity: 'error',
        message: `${member.nev} törzsbetétje (${formatMoney(member.contribution)}) kevesebb a törvényes minimumnál (${formatMoney(MINIMUM_CONTRIBUTION)}).`,
        path,
      });
    if (member.hasCash && member.penzbetetHatarido === undefined)
      warnings.push({
        code: 'CASH_DEADLINE_MISSING',
        severity: 'warning',
        message: `${member.nev} pénzbeli hozzájárulásának befizetési határideje nincs megadva; a dokumentumban kipontozott hely áll a helyén.`,
        path: `${path}.penzbetetHatarido`,
      });
    if (member.hasCash && member.penzbetetMod === undefined)
      warnings.push({
        code: 'CASH_MODE_MISSING',
        severity: 'warning',
        message: `${member.nev} pénzbeli hozzájárulásának befizetési módja (házipénztár vagy pénzforgalmi számla) nincs megadva.`,
        path: `${path}.penzbetetMod`,
      });
    if (member.hasCash && member.penzbetetHatarido !== undefined && member.penzbetetHatarido > latestCash)
      warnings.push({
        code: 'CASH_DEADLINE_TOO_LATE',
        severity: 'warning',
        message: `${member.nev} pénzbeli hozzájárulásának határideje (${formatDate(member.penzbetetHatarido)}) több mint két és fél évvel követi az okirat keltét; a Ptk. 3:162. § (2) bekezdése szerinti legkésőbbi határidőn túli kikötés semmis lehet.`,
        path: `${path}.penzbetetHatarido`,
      });
    if (!member.hasInKind) continue;
    if (member.nemPenzbeliBetetMod === undefined)
      warnings.push({
        code: 'IN_KIND_DESCRIPTION_MISSING',
        severity: 'warning',
        message: `${member.nev} nem pénzbeli hozzájárulásának tárgya és szolgáltatásának módja nincs megadva; a vagyontárgyat pontosan meg kell jelölni.`,
        path: `${path}.nemPenzbeliBetetMod`,
      });
    if (model.capital.isInKindDueBeforeFiling && member.nemPenzbeliBetetHatarido !== undefined)
      warnings.push({
        code: 'IN_KIND_DUE_BEFORE_FILING',
        severity: 'warning',
        message: model.isSingleMember
          ? `Egyszemélyes társaságban a nem pénzbeli hozzájárulást a cégbejegyzési kérelem benyújtásáig teljes egészében szolgáltatni kell (Ptk. 3:208. § (1)); a dokumentum ezt a határidőt tartalmazza a megadott ${formatDate(member.nemPenzbeliBetetHatarido)} helyett.`
          : `A nem pénzbeli hozzájárulások elérik a törzstőke felét, ezért azokat a cégbejegyzési kérelem benyújtásáig teljes egészében szolgáltatni kell (Ptk. 3:163. § (1)); a dokumentum ezt a határidőt tartalmazza ${member.nev} megadott határideje (${formatDate(member.nemPenzbeliBetetHatarido)}) helyett.`,
        path: `${path}.nemPenzbeliBetetHatarido`,
      });
    if (!model.capital.isInKindDueBeforeFiling && member.nemPenzbeliBetetHatarido === undefined)
      warnings.push({
        code: 'IN_KIND_DEADLINE_MISSING',
        severity: 'warning',
        message: `${member.nev} nem pénzbeli hozzájárulásának szolgáltatási határideje nincs megadva; a dokumentumban kipontozott hely áll a helyén.`,
        path: `${path}.nemPenzbeliBetetHatarido`,
      });
    if (
      !model.capital.isInKindDueBeforeFiling &&
      member.nemPenzbeliBetetHatarido !== undefined &&
      member.nemPenzbeliBetetHatarido > latestInKind
    )
      warnings.push({
        code: 'IN_KIND_DEADLINE_TOO_LATE',
        severity: 'error',
        message: `${member.nev} nem pénzbeli hozzájárulásának határideje (${formatDate(member.nemPenzbeliBetetHatarido)}) több mint három évvel követi az okirat keltét; a bejegyzéstől számított három évnél hosszabb határidő semmis (Ptk. 3:163. § (2)).`,
        path: `${path}.nemPenzbeliBetetHatarido`,
      });
  }
  return warnings;
}
