import { capitalizeFirst } from '../hu/capitalize-first.ts';
import { nameInText } from '../model/derive-members.ts';
import type { CompanyModel } from '../model/derive-model.ts';
import type { OwnerModel, UsedAddress } from '../model/derive-used-addresses.ts';
import { isSameAddress } from '../model/is-same-address.ts';
import { registrationNumberOf } from '../model/registration-number.ts';
import type { Company } from '../schema/company.ts';
import type { LawFirm } from '../schema/request.ts';
import { representativesOn } from './check-age.ts';
import type { Warning } from './warning.ts';

export type PersonalData = {
  szuletesiNev?: string;
  anyjaNeve?: string;
  szuletesiHely?: string;
  szuletesiIdo?: string;
  allampolgarsag?: string;
  adoazonositoJel?: string;
};

export const TAX_ID = 'adóazonosító jel';

const PERSONAL_FIELDS: readonly [keyof PersonalData, string][] = [
  ['szuletesiNev', 'születési név'],
  ['anyjaNeve', 'anyja születési neve'],
  ['szuletesiHely', 'születési hely'],
  ['szuletesiIdo', 'születési idő'],
  ['allampolgarsag', 'állampolgárság'],
  ['adoazonositoJel', TAX_ID],
];

/**
 * The personal data a natural person's identification (`identityInline`) prints as a dotted blank; `withTaxId`: false
 * where the document prints the tax id only when it is given ('known'), or not at all.
 */
export function missingPersonalData(person: PersonalData, withTaxId = true): string[] {
  return PERSONAL_FIELDS.filter(
    ([field]) => person[field] === undefined && (withTaxId || field !== 'adoazonositoJel'),
  ).map(([, label]) => label);
}

/** What a legal entity's identification prints as a dotted blank: its registration number and its representative. */
export function missingLegalEntityData(entity: {
  cegjegyzekszam?: string | undefined;
  kepviselo?: string | undefined;
  lakohely?: string | undefined;
}): string[] {
  return [
    ...(entity.cegjegyzekszam === undefined ? [registrationNumberOf(entity).label] : []),
    ...(entity.kepviselo === undefined ? ['képviselő'] : []),
  ];
}

/** What a minor's legal representative's identification prints as a dotted blank (decision 030). */
export function missingRepresentativeFields(representative: {
  szuletesiIdo?: string | undefined;
  anyjaNeve?: string | undefined;
  lakohely?: string | undefined;
}): string[] {
  return [
    ...(representative.szuletesiIdo === undefined ? ['születési idő'] : []),
    ...(representative.anyjaNeve === undefined ? ['anyja születési neve'] : []),
    ...(representative.lakohely === undefined ? ['lakóhely'] : []),
  ];
}

/**
 * The data missing, the noun in the number of the list (decision 103): `hiányzó adatai: születési idő, lakóhely`, but
 * `hiányzó adata: lakóhely`; `personal` says `személyes adat`.
 */
export function missingDataList(missing: readonly string[], personal = false): string {
  return `hiányzó ${personal ? 'személyes ' : ''}${missing.length === 1 ? 'adata' : 'adatai'}: ${missing.join(', ')}`;
}

/**
 * Where the blanks for `count` missing data stand: `a dokumentumokban kipontozott hely áll a helyükön`, for one datum
 * `a helyén`; `where` names the documents.
 */
export function blankNote(count: number, where = 'a dokumentumokban'): string {
  return `${where} kipontozott hely áll ${count === 1 ? 'a helyén' : 'a helyükön'}`;
}
/**
 * The articles print a member's tax id only when it is given (decision 023): no blank stands for it there. The
 * register does not hold a Kft. member's (Ctv. 27. § (3) a); 24. § (1) h) is a director's), but the application does:
 * the tax registration that gives the company its tax number screens the member of a majority, or lacking one every
 * member, by the tax id (Art. 19.–25. §; decision 058).
 */
export const MEMBER_TAX_ID_NOTE =
  'az adóazonosító jelet a létesítő okirat csak megadása esetén tartalmazza; a cégjegyzék a tagét nem tünteti fel (Ctv. 27. § (3) a)), a cégbejegyzési (változásbejegyzési) kérelemben azonban az adóregisztrációs eljáráshoz meg kell adni a szavazatok több mint felével rendelkező tagét, ilyen tag hiányában valamennyi tagét (az adózás rendjéről szóló 2017. évi CL. törvény 19–25. §)';

/** What stands in the documents for a member's missing data. */
function memberMissingNote(missing: readonly string[]): string {
  if (!missing.includes(TAX_ID)) return blankNote(missing.length);
  return missing.length === 1 ? MEMBER_TAX_ID_NOTE : `${blankNote(missing.length - 1)}; ${MEMBER_TAX_ID_NOTE}`;
}

/** What a property owner's identification in the use declaration prints as a blank, his share included. */
function missingOwnerData(owner: OwnerModel): string[] {
  const missing = owner.jogiSzemely ? missingLegalEntityData(owner) : missingPersonalData(owner);
  if (owner.tulajdoniHanyad === undefined) missing.push('tulajdoni hányad');
  return missing;
}

/**
 * A minor's legal representatives, named with their birth date, mother's name and address after the minor's
 * identification (Ptk. 2:12.–2:14. §; decision 030): only those the documents print, `representativesOn` the
 * documents' date, as the articles and the use declaration do (none for one of age that day, nor for a legal entity).
 * `personPath` is the minor's own: a member's, or an owner's who is no member (decision 057).
 */
function missingRepresentativeData(
  person: { nev: string; jogiSzemely?: boolean | undefined; szuletesiIdo?: string | undefined } & Pick<
    OwnerModel,
    'torvenyesKepviselok'
  >,
  date: string,
  personPath: string,
): Warning[] {
  return representativesOn(person, date).flatMap((representative, index) => {
    const missing = missingRepresentativeFields(representative);
    if (missing.length === 0) return [];
    return [
      {
        code: 'LEGAL_REPRESENTATIVE_DATA_MISSING',
        severity: 'warning',
        message: `${representative.nev} (${person.nev} törvényes képviselője) ${missingDataList(missing)}; ${blankNote(missing.length)}.`,
        path: `${personPath}.torvenyesKepviselok.${index}`,
      },
    ];
  });
}

/** An owner's representatives, where he is no member (a member's are asked with the member). */
function missingOwnerRepresentativeData(owner: OwnerModel, date: string, ownerPath: string): Warning[] {
  return owner.isMember ? [] : missingRepresentativeData(owner, date, ownerPath);
}

/**
 * A formation's company manager without his tax id (decision 101): the register holds the tax id of every person
 * entitled to represent the company (Ctv. 24. § (1) h)), the manager's too (Ptk. 3:113. § (1)), so the application
 * asks for it, while the articles print it only when given and his signature specimen never.
 */
const MANAGER_TAX_ID_NOTE =
  'a létesítő okirat csak megadása esetén tartalmazza, az aláírás-minta nem, a cégbejegyzési kérelemben azonban meg kell adni, mert a cégjegyzék a cég képviseletére jogosult személy adóazonosító számát is tartalmazza (Ctv. 24. § (1) h)).';

/**
 * The company manager, not read from an old free text (`COMPANY_MANAGER_REVIEW` asks for all of that): the articles
 * and his signature specimen identify him by his birth data and address (Ptk. 3:113. §). Neither prints his tax id
 * unless given, so no blank stands for it; at formation it is asked for all the same, for the application
 * (`MANAGER_TAX_ID_NOTE`). In an amendment the manager is registered, or registered with the change's own form.
 * `path`: the request's company manager (`tarsasag.cegvezeto` at formation, `uj.cegvezeto` in an amendment); `where`:
 * the documents that print him.
 */
export function missingManagerData(
  model: CompanyModel,
  path = 'tarsasag.cegvezeto',
  where = 'a létesítő okiratban és az aláírás-mintában',
): Warning[] {
  const manager = model.companyManager;
  if (!manager || manager.isFreeText) return [];
  const missing = [
    ...missingPersonalData(manager).filter((label) => label !== TAX_ID),
    ...(manager.lakohely === undefined ? ['lakóhely'] : []),
  ];
  const isTaxIdAsked = path === 'tarsasag.cegvezeto' && model.registration === null && !manager.adoazonositoJel;
  if (missing.length === 0 && !isTaxIdAsked) return [];
  const blanks =
    missing.length === 0
      ? null
      : `${manager.nev} (cégvezető) ${missingDataList(missing, true)}; ${blankNote(missing.length, where)}.`;
  const taxId = !isTaxIdAsked
    ? null
    : blanks === null
      ? `${manager.nev} (cégvezető) adóazonosító jele nincs megadva: ${MANAGER_TAX_ID_NOTE}`
      : `Adóazonosító jele sincs megadva: ${MANAGER_TAX_ID_NOTE}`;
  return [
    {
      code: 'COMPANY_MANAGER_DATA_MISSING',
      severity: 'warning',
      message: [blanks, taxId].filter((sentence) => sentence !== null).join(' '),
      path,
    },
  ];
}

/**
 * The properties of the other addresses the use declaration covers (Ctv. 7. § (4)): a premises, a branch, a separate
 * place of central administration; the seat's are `SEAT_PROPERTY_MISSING` and `SEAT_OWNER_DATA_MISSING`. The land
 * register number and the owners are printed as the seat's, the owners only where they consent (not for the
 * company's own property, nor a registered-office provider's). Paths name the `ingatlanok` entry of the address.
 */
function missingPropertyData(model: CompanyModel, properties: Company['ingatlanok'], prefix: string): Warning[] {
  const warnings: Warning[] = [];
  const where = `a használat jogcímét igazoló nyilatkozatban (${model.declarationTitle})`;
  for (const place of model.declaredAddresses) {
    if (place.purpose === 'székhely') continue;
    const entry = properties.findIndex((property) => isSameAddress(property.cim, place.address));
    const path = entry === -1 ? `${prefix}.ingatlanok` : `${prefix}.ingatlanok.${entry}`;
    const missing = missingPlaceData(place);
    if (missing.length > 0)
      warnings.push({
        code: 'PROPERTY_DATA_MISSING',
        severity: 'warning',
        message: `A Társaság ${place.asPurpose} szolgáló ingatlan (${place.address}) ${missingDataList(missing)}; ${blankNote(missing.length, where)}.`,
        path,
      });
    if (!place.needsOwnerConsent) continue;
    place.owners.forEach((owner, index) => {
      // owners the request does not list under the address (an amendment's old seat, decision 091): the list's path
      const ownerPath = entry === -1 ? path : `${path}.tulajdonosok.${index}`;
      const ownerMissing = missingOwnerData(owner);
      if (ownerMissing.length > 0)
        warnings.push({
          code: 'PROPERTY_OWNER_DATA_MISSING',
          severity: 'warning',
          message: `${capitalizeFirst(nameInText(owner))} (tulajdonos, ${place.label}: ${place.address}) ${missingDataList(ownerMissing)}; ${blankNote(ownerMissing.length, where)}.`,
          path: ownerPath,
        });
      warnings.push(...missingOwnerRepresentativeData(owner, model.documentDate, ownerPath));
    });
  }
  return warnings;
}

/** What the use declaration's section of a property leaves blank of the property itself. */
function missingPlaceData(place: UsedAddress): string[] {
  return [
    ...(place.owners.length === 0 && place.needsOwnerConsent ? ['tulajdonosa (tulajdonosai)'] : []),
    ...(place.landRegisterNumber === null && place.needsLandRegisterNumber ? ['helyrajzi száma'] : []),
  ];
}

/**
 * The land register number and the owners of the properties the use declaration covers (Ctv. 7. § (4)), and the
 * owners' data and shares, under `prefix` (`tarsasag` at formation, `uj` in an amendment). `isSeatDeclared`: the
 * declaration covers the seat (always at formation; in an amendment only a new seat: `model.declaredAddresses` then
 * holds only the new addresses).
 */
export function missingUsedPropertyData(
  model: CompanyModel,
  properties: Company['ingatlanok'],
  prefix: string,
  isSeatDeclared: boolean,
): Warning[] {
  const warnings: Warning[] = [];
  const property = model.seatProperty;
  const missingProperty = isSeatDeclared ? missingPlaceData(property) : [];
  if (missingProperty.length > 0)
    warnings.push({
      code: 'SEAT_PROPERTY_MISSING',
      severity: 'warning',
      message: `A székhelyül szolgáló ingatlan ${missingDataList(missingProperty)}; ${blankNote(missingProperty.length, 'a székhelyhasználati nyilatkozatban')}.`,
      path: `${prefix}.szekhelyIngatlan`,
    });
  // the declaration names the seat's owners only where they consent: not for the company's own property, nor a
  // registered-office provider's
  (isSeatDeclared && property.needsOwnerConsent ? property.owners : []).forEach((owner, index) => {
    const missing = missingOwnerData(owner);
    if (missing.length > 0)
      warnings.push({
        code: 'SEAT_OWNER_DATA_MISSING',
        severity: 'warning',
        message: `${capitalizeFirst(nameInText(owner))} (a székhely tulajdonosa) ${missingDataList(missing)}; ${blankNote(missing.length, 'a székhelyhasználati nyilatkozatban')}.`,
        path: `${prefix}.szekhelyIngatlan.tulajdonosok.${index}`,
      });
    warnings.push(
      ...missingOwnerRepresentativeData(owner, model.documentDate, `${prefix}.szekhelyIngatlan.tulajdonosok.${index}`),
    );
  });
  warnings.push(...missingPropertyData(model, properties, prefix));
  return warnings;
}

/** The lawyer's KASZ, which the countersignature and the lawyer's certificate print (Üttv. 43. § (2)). */
export function checkKasz(lawFirm: LawFirm): Warning[] {
  const warnings: Warning[] = [];
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

/**
 * Data the law needs that the specification lacks (legal brief 9; decision 006), which the documents print as a
 * dotted blank: one warning per person (a member, a minor member's legal representative, a director, the company
 * manager), per legal entity, per used property and its owners, and for the lawyer's KASZ, never one per field.
 */
export function checkMissingData(
  model: CompanyModel,
  lawFirm: LawFirm,
  company: Pick<Company, 'ingatlanok'>,
): Warning[] {
  const warnings: Warning[] = [];
  for (const member of model.members) {
    const path = `tarsasag.tagok.${member.index}`;
    const role = model.terms.member.nominative;
    if (member.jogiSzemely) {
      const missing = missingLegalEntityData(member);
      if (missing.length > 0)
        warnings.push({
          code: 'LEGAL_ENTITY_DATA_MISSING',
          severity: 'warning',
          message: `${capitalizeFirst(nameInText(member))} (${role}, jogi személy) ${missingDataList(missing)}; ${blankNote(missing.length)}.`,
          path,
        });
      continue;
    }
    const missing = missingPersonalData(member);
    if (missing.length > 0)
      warnings.push({
        code: 'PERSONAL_DATA_MISSING',
        severity: 'warning',
        message: `${member.nev} (${role}) ${missingDataList(missing, true)}; ${memberMissingNote(missing)}.`,
        path,
      });
    warnings.push(...missingRepresentativeData(member, model.documentDate, path));
  }
  for (const director of model.directors) {
    const missing = missingPersonalData(director);
    if (missing.length > 0)
      warnings.push({
        code: 'PERSONAL_DATA_MISSING',
        severity: 'warning',
        message: `${director.nev} (ügyvezető) ${missingDataList(missing, true)}; ${blankNote(missing.length)}.`,
        path: `tarsasag.ugyvezetok.${director.index}`,
      });
  }
  warnings.push(...missingManagerData(model));
  warnings.push(...missingUsedPropertyData(model, company.ingatlanok, 'tarsasag', true));
  warnings.push(...checkKasz(lawFirm));
  return warnings;
}
