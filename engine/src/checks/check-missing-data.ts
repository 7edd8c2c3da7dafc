import { capitalizeFirst } from '../hu/capitalize-first.ts';
import { nameInText } from '../model/derive-members.ts';
import type { CompanyModel } from '../model/derive-model.ts';
import { registrationNumberOf } from '../model/registration-number.ts';
import type { LawFirm } from '../schema/request.ts';
import type { Warning } from './warning.ts';

type PersonalData = {
  szuletesiNev?: string;
  anyjaNeve?: string;
  szuletesiHely?: string;
  szuletesiIdo?: string;
  allampolgarsag?: string;
  adoazonositoJel?: string;
};

const TAX_ID = 'adóazonosító jel';

const PERSONAL_FIELDS: readonly [keyof PersonalData, string][] = [
  ['szuletesiNev', 'születési név'],
  ['anyjaNeve', 'anyja születési neve'],
  ['szuletesiHely', 'születési hely'],
  ['szuletesiIdo', 'születési idő'],
  ['allampolgarsag', 'állampolgárság'],
  ['adoazonositoJel', TAX_ID],
];

function missingPersonalData(person: PersonalData): string[] {
  return PERSONAL_FIELDS.filter(([field]) => person[field] === undefined).map(([, label]) => label);
}

const BLANK_NOTE = 'a dokumentumokban kipontozott hely áll a helyükön';
/** The articles print a member's tax id only when it is given (decision 023): no blank stands for it there. */
const MEMBER_TAX_ID_NOTE =
  'az adóazonosító jelet a létesítő okirat csak megadása esetén tartalmazza, a cégbejegyzéshez azonban szükséges (Ctv. 24. § (1) h))';

/** What stands in the documents for a member's missing data. */
function memberMissingNote(missing: readonly string[]): string {
  if (!missing.includes(TAX_ID)) return BLANK_NOTE;
  return missing.length === 1 ? MEMBER_TAX_ID_NOTE : `${BLANK_NOTE}; ${MEMBER_TAX_ID_NOTE}`;
}

/**
 * Data the law needs that the specification lacks (legal brief 9; decision 006): one warning per person, per legal
 * entity, for the seat property and for the lawyer's KASZ, never one per field.
 */
export function checkMissingData(model: CompanyModel, lawFirm: LawFirm): Warning[] {
  const warnings: Warning[] = [];
  for (const member of model.members) {
    const path = `tarsasag.tagok.${member.index}`;
    const role = model.terms.member.nominative;
    if (member.jogiSzemely) {
      const missing = [
        ...(member.cegjegyzekszam === undefined ? [registrationNumberOf(member).label] : []),
        ...(member.kepviselo === undefined ? ['képviselő'] : []),
      ];
      if (missing.length > 0)
        warnings.push({
          code: 'LEGAL_ENTITY_DATA_MISSING',
          severity: 'warning',
          message: `${capitalizeFirst(nameInText(member))} (${role}, jogi személy) hiányzó adatai: ${missing.join(', ')}; ${BLANK_NOTE}.`,
          path,
        });
      continue;
    }
    const missing = missingPersonalData(member);
    if (missing.length > 0)
      warnings.push({
        code: 'PERSONAL_DATA_MISSING',
        severity: 'warning',
        message: `${member.nev} (${role}) hiányzó személyes adatai: ${missing.join(', ')}; ${memberMissingNote(missing)}.`,
        path,
      });
  }
  for (const director of model.directors) {
    const missing = missingPersonalData(director);
    if (missing.length > 0)
      warnings.push({
        code: 'PERSONAL_DATA_MISSING',
        severity: 'warning',
        message: `${director.nev} (ügyvezető) hiányzó személyes adatai: ${missing.join(', ')}; ${BLANK_NOTE}.`,
        path: `tarsasag.ugyvezetok.${director.index}`,
      });
  }
  const property = model.seatProperty;
  const missingProperty = [
    ...(property.owners.length === 0 && property.needsOwnerConsent ? ['tulajdonosa (tulajdonosai)'] : []),
    ...(property.landRegisterNumber === null && property.needsLandRegisterNumber ? ['helyrajzi száma'] : []),
  ];
  if (missingProperty.length > 0)
    warnings.push({
      code: 'SEAT_PROPERTY_MISSING',
      severity: 'warning',
      message: `A székhelyül szolgáló ingatlan hiányzó adatai: ${missingProperty.join(', ')}; a székhelyhasználati nyilatkozatban kipontozott hely áll a helyükön.`,
      path: 'tarsasag.szekhelyIngatlan',
    });
  property.owners.forEach((owner, index) => {
    const missing = owner.jogiSzemely
      ? [
          ...(owner.cegjegyzekszam === undefined ? [registrationNumberOf(owner).label] : []),
          ...(owner.kepviselo === undefined ? ['képviselő'] : []),
        ]
      : missingPersonalData(owner);
    if (owner.tulajdoniHanyad === undefined) missing.push('tulajdoni hányad');
    if (missing.length > 0)
      warnings.push({
        code: 'SEAT_OWNER_DATA_MISSING',
        severity: 'warning',
        message: `${capitalizeFirst(nameInText(owner))} (a székhely tulajdonosa) hiányzó adatai: ${missing.join(', ')}; a székhelyhasználati nyilatkozatban kipontozott hely áll a helyükön.`,
        path: `tarsasag.szekhelyIngatlan.tulajdonosok.${index}`,
      });
  });
  if (lawFirm.kasz === undefined)
    warnings.push({
      code: 'KASZ_MISSING',
      severity: 'warning',
      message: `${lawFirm.ugyvedNeve} kamarai azonosító száma (KASZ) nincs megadva; az ellenjegyzésből nem hiányozhat (Üttv. 43. § (2)).`,
      path: 'ugyvediIroda.kasz',
    });
  else if (!/^\d+$/.test(lawFirm.kasz))
    warnings.push({
      code: 'KASZ_FORMAT',
      severity: 'warning',
      message: `A megadott KASZ („${lawFirm.kasz}”) nem csak számjegyekből áll.`,
      path: 'ugyvediIroda.kasz',
    });
  return warnings;
}
