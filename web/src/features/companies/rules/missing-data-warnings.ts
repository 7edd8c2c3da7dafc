import { isForeignAddress, minorStanding, type Company, type CompanyModel, type Warning } from '@cegdok/engine';

/**
 * Missing data the documents print as a dotted blank that the engine's own checks do not name (they name the members',
 * the directors', the seat property's and its owners' missing data: `PERSONAL_DATA_MISSING`,
 * `LEGAL_ENTITY_DATA_MISSING`, `SEAT_PROPERTY_MISSING`, `SEAT_OWNER_DATA_MISSING`). Without these the lawyer would
 * find the blank only in the document:
 * - the company manager's personal data, printed in the articles and in his signature specimen;
 * - a minor member's legal representatives' birth date, mother's name and address, printed after the minor's
 *   identification wherever he is named (Ptk. 2:12.–2:14. §; decision 030);
 * - a premises', a branch's or a separate central administration's property: its land register number, its owners and
 *   each owner's data, printed in the use declaration as the seat's are (Ctv. 7. § (4)).
 * Each warning says where the data are entered. Paths are the request's (`tarsasag.…`), as the engine's.
 */
export function missingDataWarnings(company: Company, model: CompanyModel, today: string): Warning[] {
  return [...managerWarnings(model), ...representativeWarnings(company, today), ...propertyWarnings(company, model)];
}

type PersonalData = {
  szuletesiNev?: string | undefined;
  anyjaNeve?: string | undefined;
  szuletesiHely?: string | undefined;
  szuletesiIdo?: string | undefined;
  allampolgarsag?: string | undefined;
  adoazonositoJel?: string | undefined;
  lakohely?: string | undefined;
};

const TAX_ID = 'adóazonosító jel';

/** The personal data with their names in the documents' wording (as the engine's missing-data warnings name them). */
const PERSONAL_FIELDS: readonly [keyof PersonalData, string][] = [
  ['szuletesiNev', 'születési név'],
  ['anyjaNeve', 'anyja születési neve'],
  ['szuletesiHely', 'születési hely'],
  ['szuletesiIdo', 'születési idő'],
  ['allampolgarsag', 'állampolgárság'],
  ['adoazonositoJel', TAX_ID],
];

const isMissing = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

function missingOf(person: PersonalData, fields: readonly [keyof PersonalData, string][]): string[] {
  return fields.filter(([field]) => isMissing(person[field])).map(([, label]) => label);
}

/**
 * The company manager (not an old free text: `COMPANY_MANAGER_REVIEW` asks for all of it): the articles and the
 * signature specimen identify him by his birth data and address; his tax number is printed in neither.
 */
function managerWarnings(model: CompanyModel): Warning[] {
  const manager = model.companyManager;
  if (!manager || manager.isFreeText) return [];
  const missing = [
    ...missingOf(
      manager,
      PERSONAL_FIELDS.filter(([field]) => field !== 'adoazonositoJel'),
    ),
    ...(isMissing(manager.lakohely) ? ['lakóhely'] : []),
  ];
  if (missing.length === 0) return [];
  const fix =
    manager.szemely?.id === undefined
      ? 'Vegye fel a cégvezetőt a személyek közé (Személyek menüpont) az adataival, majd az Alap adatok lapon távolítsa el, és válassza ki a személyek közül.'
      : 'A hiányzó adatokat az Alap adatok lapon, a cégvezető „Személyes adatok” gombjával adhatja meg.';
  return [
    {
      code: 'COMPANY_MANAGER_DATA_MISSING',
      severity: 'warning',
      message: `${manager.nev} (cégvezető) hiányzó személyes adatai: ${missing.join(', ')}; a létesítő okiratban és az aláírás-mintában kipontozott hely áll a helyükön. ${fix}`,
      path: 'tarsasag.cegvezeto',
    },
  ];
}

/**
 * A minor member's legal representatives, who are printed with the minor: none for a member of age on the day (the
 * documents leave them out, as the engine's `representativesOn`), nor for a legal entity.
 */
function representativeWarnings(company: Company, today: string): Warning[] {
  const warnings: Warning[] = [];
  company.tagok.forEach((member, memberIndex) => {
    if (member.jogiSzemely || !member.torvenyesKepviselok?.length) return;
    if (member.szuletesiIdo && minorStanding(member.szuletesiIdo, today) === null) return;
    member.torvenyesKepviselok.forEach((representative, index) => {
      const missing = [
        ...(isMissing(representative.szuletesiIdo) ? ['születési idő'] : []),
        ...(isMissing(representative.anyjaNeve) ? ['anyja születési neve'] : []),
        ...(isMissing(representative.lakohely) ? ['lakóhely'] : []),
      ];
      if (missing.length > 0)
        warnings.push({
          code: 'LEGAL_REPRESENTATIVE_DATA_MISSING',
          severity: 'warning',
          message: `${representative.nev} (${member.nev} törvényes képviselője) hiányzó adatai: ${missing.join(', ')}; a dokumentumokban kipontozott hely áll a helyükön. A hiányzó adatokat a Tagok lapon, ${member.nev} törvényes képviselőjének adatainál adhatja meg.`,
          path: `tarsasag.tagok.${memberIndex}.torvenyesKepviselok.${index}`,
        });
    });
  });
  return warnings;
}

/** The registration number's name for a legal entity without one: a foreign entity's own register's number. */
const registrationLabel = (seat: string | undefined) =>
  seat && isForeignAddress(seat) ? 'nyilvántartási szám' : 'cégjegyzékszám';

/**
 * The properties of the addresses besides the seat that the use declaration covers (the seat's are the engine's):
 * what the declaration's section of the address prints with a blank.
 */
function propertyWarnings(company: Company, model: CompanyModel): Warning[] {
  const warnings: Warning[] = [];
  const note = 'a székhelyhasználati hozzájáruló nyilatkozatban kipontozott hely áll a helyükön';
  for (const place of model.declaredAddresses) {
    if (place.purpose === 'székhely') continue;
    const entry = company.ingatlanok.findIndex((property) => property.cim.trim() === place.address.trim());
    const path = entry === -1 ? 'tarsasag.ingatlanok' : `tarsasag.ingatlanok.${entry}`;
    const missing = [
      ...(place.owners.length === 0 && place.needsOwnerConsent ? ['tulajdonosa (tulajdonosai)'] : []),
      ...(place.landRegisterNumber === null && place.needsLandRegisterNumber ? ['helyrajzi száma'] : []),
    ];
    if (missing.length > 0)
      warnings.push({
        code: 'PROPERTY_DATA_MISSING',
        severity: 'warning',
        message: `A Társaság ${place.asPurpose} szolgáló ingatlan (${place.address}) hiányzó adatai: ${missing.join(', ')}; ${note}. A hiányzó adatokat az Ingatlanok lapon adhatja meg.`,
        path,
      });
    // the declaration names the owners only where their consent is given (not for the company's own property)
    if (!place.needsOwnerConsent) continue;
    place.owners.forEach((owner, index) => {
      const ownerMissing = owner.jogiSzemely
        ? [
            ...(isMissing(owner.cegjegyzekszam) ? [registrationLabel(owner.lakohely)] : []),
            ...(isMissing(owner.kepviselo) ? ['képviselő'] : []),
          ]
        : missingOf(owner, PERSONAL_FIELDS);
      if (isMissing(owner.tulajdoniHanyad)) ownerMissing.push('tulajdoni hányad');
      if (ownerMissing.length === 0) return;
      const fix = owner.jogiSzemely
        ? 'A hiányzó adatokat az Ingatlanok lapon, a tulajdonos adatainál adhatja meg.'
        : 'A tulajdoni hányadot az Ingatlanok lapon adhatja meg; a személyes adatokat a személy adatlapján (Személyek menüpont), majd a tulajdonost az Ingatlanok lapon távolítsa el, és válassza ki újra a személyek közül.';
      warnings.push({
        code: 'PROPERTY_OWNER_DATA_MISSING',
        severity: 'warning',
        message: `${owner.nev} (tulajdonos, ${place.label}: ${place.address}) hiányzó adatai: ${ownerMissing.join(', ')}; ${note}. ${fix}`,
        path: entry === -1 ? path : `${path}.tulajdonosok.${index}`,
      });
    });
  }
  return warnings;
}
