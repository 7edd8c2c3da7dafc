import fc from 'fast-check';
import type { AmendmentRequestInput } from '../src/amendment/amendment-schema.ts';
import { courtDistrictOf } from '../src/amendment/court-districts.ts';
import { addDays } from '../src/amendment/plan-amendment.ts';
import {
  companyName,
  freeText,
  isoDate,
  personName,
  PLACES,
  withHostile,
  withValidTaxId,
} from './arbitrary-request.ts';

// Random amendment requests `parseAmendmentRequest` accepts: a registered company (korabbi) and a target state (uj)
// derived from it by a random combination of the change types of the amendments brief, section 2, each with the
// data it needs (votes, transfer contracts, contributions, acceptances) consistent by construction. The random
// choices are drawn first (`Choices`), then `buildAmendment` assembles the request from them, so a shrunk
// counterexample stays a valid request.

/** TEÁOR'25 classes as the articles list them (the checks refuse anything else). */
const ACTIVITIES = [
  '62.10 – Számítógépes programozás',
  '62.20 – Információtechnológiai szaktanácsadás és számítástechnikai eszközök, rendszerek üzemeltetése',
  '62.90 – Egyéb információtechnológiai szolgáltatás',
  '63.10 – Számítástechnikai infrastruktúra, adatfeldolgozás, tárhelyszolgáltatás és kapcsolódó szolgáltatások',
  '58.29 – Egyéb szoftverkiadás',
  '10.71 – Kenyér; friss pékáru gyártása',
  '10.72 – Tartósított lisztes áru gyártása',
  '10.73 – Tésztafélék gyártása',
  '47.24 – Kenyér-, pékáru-, édesség-kiskereskedelem',
  '56.11 – Éttermi vendéglátás',
  '56.21 – Rendezvényi étkeztetés',
  '85.59 – M.n.s. egyéb oktatás',
] as const;

const ADDITIONAL_CONTRIBUTIONS = [
  'A taggyűlés veszteség fedezésére évente legfeljebb egyszer, tagonként legfeljebb 500 000 Ft pótbefizetést írhat elő.',
  'A taggyűlés a veszteségek fedezésére üzleti évenként legfeljebb két alkalommal, tagonként legfeljebb a törzsbetét összegéig pótbefizetést rendelhet el.',
] as const;

const UNIT = 100_000;
/** The least törzstőke (Ptk. 3:161. § (4)), in units. */
const MINIMUM_CAPITAL_UNITS = 30;

type PersonData = {
  nev: string;
  lakohely: string;
  szuletesiNev?: string;
  anyjaNeve?: string;
  szuletesiHely?: string;
  szuletesiIdo?: string;
  allampolgarsag?: string;
  adoazonositoJel: string;
  kezbesitesiMegbizott?: string;
};
type EntityData = {
  nev: string;
  lakohely: string;
  jogiSzemely: true;
  cegjegyzekszam: string;
  kepviselo: string;
  /** Sometimes represented jointly by several persons (decision 041). */
  egyuttesKepviselok?: string[];
};
type Member = (PersonData | EntityData) & {
  szemely: { id: number };
  penzbetet: number;
  nemPenzbeliBetet: number;
  penzbetetHatarido?: string;
  penzbetetMod?: 'házipénztár' | 'pénzforgalmi számla';
  nemPenzbeliBetetHatarido?: string;
  nemPenzbeliBetetMod?: string;
  torzsbetetBefizetve?: boolean;
  uzletreszElteres?: number;
  osztalekArany?: number;
};
type Director = PersonData & {
  szemely: { id: number };
  megbizasKezdoIdopontja?: string;
  megbizasVegIdopontja?: string;
  cegjegyzesiJogTipus: 'ONALLO' | 'EGYUTTES';
  cegjegyzesEgyuttesenCsoport: string[];
};

/** An address in one of the `PLACES`, with its settlement known (branches must lie elsewhere than the seat). */
const placedAddress = fc
  .tuple(fc.nat(PLACES.length - 1), fc.integer({ min: 1, max: 240 }), fc.option(fc.integer({ min: 1, max: 9 })))
  .map(([place, number, flat]) => {
    const [postcode, settlement, street] = PLACES[place]!;
    return {
      place,
      text: `${postcode} ${settlement}, ${street} ${number}.${flat ? ` ${flat}. em. ${flat + 2}.` : ''}`,
    };
  });

const naturalPerson: fc.Arbitrary<PersonData> = fc
  .record({
    nev: personName,
    residence: fc.oneof(
      { weight: 5, arbitrary: placedAddress.map((address) => ({ lakohely: address.text })) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            fc.constantFrom('1010 Wien, Stephansplatz 4., Ausztria', 'Leopoldstraße 50., 80802 München, Németország'),
            freeText,
          )
          .map(([lakohely, agent]) => ({ lakohely, kezbesitesiMegbizott: agent })),
      },
    ),
    szuletesiNev: fc.option(personName, { nil: undefined }),
    anyjaNeve: fc.option(personName, { nil: undefined }),
    szuletesiHely: fc.option(fc.constantFrom(...PLACES.map(([, settlement]) => settlement)), { nil: undefined }),
    szuletesiIdo: fc.option(isoDate('1940-01-01', '2004-12-31'), { nil: undefined }),
    allampolgarsag: fc.option(fc.constantFrom('magyar', 'osztrák', 'német'), { nil: undefined }),
    adoazonositoJel: fc.stringMatching(/^8\d{9}$/),
  })
  .map(
    ({ residence, ...person }) => JSON.parse(JSON.stringify(withValidTaxId({ ...person, ...residence }))) as PersonData,
  );

const legalEntity: fc.Arbitrary<EntityData> = fc
  .record({
    nev: companyName.map((name) => (name.endsWith('Kft.') ? name : `${name} Zrt.`)),
    lakohely: placedAddress.map((address) => address.text),
    jogiSzemely: fc.constant(true as const),
    cegjegyzekszam: fc.stringMatching(/^0[1-9]-10-\d{6}$/),
    kepviselo: personName,
    // one in four represented jointly by two or three (decision 041), each a person other than the first
    joint: fc.oneof(
      { weight: 3, arbitrary: fc.constant<string[]>([]) },
      { weight: 1, arbitrary: fc.uniqueArray(personName, { minLength: 1, maxLength: 2 }) },
    ),
  })
  .map(({ joint, ...entity }) => {
    const others = joint.filter((name) => name !== entity.kepviselo);
    return others.length > 0 ? { ...entity, egyuttesKepviselok: others } : entity;
  });

const transferChoice = fc.record({
  seller: fc.nat(),
  buyer: fc.nat(),
  buyerIsEntity: fc.boolean(),
  isPartial: fc.boolean(),
  units: fc.nat(),
  isGift: fc.boolean(),
  passesOnSigning: fc.boolean(),
  priceFactor: fc.integer({ min: 1, max: 4 }),
  daysBeforeSigning: fc.nat(10),
  notifiedAfter: fc.option(fc.nat(8), { nil: undefined }),
  offerCommunicated: fc.boolean(),
  spouse: fc.option(personName, { nil: undefined }),
  sellerAccount: fc.boolean(),
});

const increaseChoice = fc.record({
  existing: fc.array(fc.record({ member: fc.nat(), units: fc.integer({ min: 1, max: 20 }) }), { maxLength: 3 }),
  newcomers: fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 2 }),
  designate: fc.boolean(),
  daysToPay: fc.integer({ min: 1, max: 120 }),
  mode: fc.constantFrom('pénzforgalmi számla' as const, 'házipénztár' as const),
  // which contributions (by position) are paid by the documents' date
  paid: fc.array(fc.boolean(), { maxLength: 5 }),
});

/** True in a third of the samples, false when shrunk: most samples combine a few changes, not all of them. */
const sometimes = fc.nat(2).map((draw) => draw === 2);

/** Given in a third of the samples, absent when shrunk. */
function rarely<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
}

const changeChoices = fc.record({
  name: sometimes,
  seat: sometimes,
  seatTitle: fc.constantFrom('HASZONKOLCSON', 'BERLET', 'TULAJDON', 'SZEKHELYSZOLGALTATAS'),
  central: sometimes,
  premises: sometimes,
  branch: sometimes,
  mainActivity: sometimes,
  otherActivities: sometimes,
  businessYearEnd: rarely(fc.constantFrom('03-31', '06-30', '09-30')),
  newDirector: rarely(fc.boolean()),
  removeDirector: rarely(fc.constantFrom('VISSZAHIVAS' as const, 'LEMONDAS' as const, 'LEJARAT' as const)),
  // a resignation's communication, days before the decision that takes note of it: with the end at most 20 days after
  // the decision, always within the 60 days of Ptk. 3:25. § (4) (decision 045)
  resignationCommunicatedBefore: rarely(fc.nat(39)),
  signing: sometimes,
  transfers: fc.array(transferChoice, { maxLength: 2 }),
  increase: rarely(increaseChoice),
  memberData: sometimes,
  additional: fc.constantFrom('none', 'none', 'add', 'remove', 'reword'),
  other: rarely(fc.constantFrom('shareRule', 'meetingRule', 'duration', 'ancillary')),
});

const choices = fc.record({
  pool: fc.uniqueArray(naturalPerson, {
    minLength: 12,
    maxLength: 12,
    selector: (person) => person.nev.toLocaleLowerCase('hu'),
  }),
  buyerEntity: legalEntity,
  name: companyName,
  newName: companyName,
  foreignName: fc.boolean(),
  seat: placedAddress,
  newSeat: placedAddress,
  central: placedAddress,
  // distinct numbers: one address twice is refused (PLACE_LISTED_TWICE, decision 071)
  premisesNumbers: fc.uniqueArray(fc.integer({ min: 1, max: 240 }), { maxLength: 2 }),
  hasBranch: fc.boolean(),
  contributions: fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 4 }),
  paid: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  firstMemberIsEntity: fc.boolean(),
  inKindUnits: rarely(fc.integer({ min: 1, max: 10 })),
  deviation: rarely(fc.constantFrom('registered' as const, 'introduced' as const)),
  proxy: sometimes,
  fixedTerm: sometimes,
  manager: sometimes,
  meetingRules: rarely(
    fc.record({
      meghivasiHatarido: fc.oneof(fc.integer({ min: 3, max: 15 }), fc.integer({ min: 16, max: 365 })),
      hatarozatKepessegSzazalek: fc.constantFrom(50, 66, 75),
      eventeHanyszorTagGyules: fc.integer({ min: 1, max: 4 }),
      elektronikusKozles: fc.boolean(),
      pont11_8_r: fc.boolean(),
      pont11_8_s: fc.boolean(),
    }),
  ),
  directorIsMember: fc.boolean(),
  secondDirector: fc.boolean(),
  jointSigning: fc.boolean(),
  activities: fc.shuffledSubarray([...ACTIVITIES], { minLength: 2, maxLength: 5 }),
  additional: fc.option(fc.constantFrom(...ADDITIONAL_CONTRIBUTIONS), { nil: undefined }),
  ancillary: fc.option(freeText, { nil: undefined }),
  shareRules: fc.record({
    belsoAtruhazas: fc.boolean(),
    elovasarlasiJog: fc.boolean(),
    atruhazashozBeleegyezes: fc.boolean(),
    ingyenesAtruhazasEngedelyezett: fc.boolean(),
    felosztashozBeleegyezes: fc.boolean(),
    ugyvezetoFizethetOsztalekEloleg: fc.boolean(),
  }),
  registeredOn: isoDate('2012-01-01', '2021-12-31'),
  lastAmended: fc.option(fc.integer({ min: 30, max: 1500 }), { nil: undefined }),
  decidedOn: isoDate('2025-01-01', '2027-12-31'),
  signedAfter: fc.nat(10),
  effectiveAfter: fc.option(fc.nat(20), { nil: undefined }),
  serial: fc.integer({ min: 1, max: 12 }),
  mode: fc.constantFrom('TAGGYULES' as const, 'ULES_NELKULI' as const, 'TAGOK_SZERZODESE' as const),
  fullAttendance: fc.boolean(),
  absent: fc.option(fc.nat(), { nil: undefined }),
  explicitVotes: fc.boolean(),
  /** With explicit votes: one present member votes no or abstains on every resolution. */
  dissent: rarely(fc.record({ member: fc.nat(), vote: fc.constantFrom('nem' as const, 'tartozkodas' as const) })),
  byName: fc.boolean(),
  lawyer: personName,
  firm: withHostile(fc.constantFrom('Kovács és Társai Ügyvédi Iroda', 'Őri Ügyvédi Iroda', 'Fekete & Fehér Iroda')),
  registrationSerial: fc.stringMatching(/^\d{6}$/),
  taxNumber: fc.stringMatching(/^\d{8}-[1-5]-\d{2}$/),
  changes: changeChoices,
});

type Choices = typeof choices extends fc.Arbitrary<infer T> ? T : never;

const contributionOf = (member: Member) => member.penzbetet + member.nemPenzbeliBetet;
const PERSON_FIELDS = [
  'nev',
  'lakohely',
  'szuletesiNev',
  'anyjaNeve',
  'szuletesiHely',
  'szuletesiIdo',
  'allampolgarsag',
  'adoazonositoJel',
  'kezbesitesiMegbizott',
  'jogiSzemely',
  'cegjegyzekszam',
  'kepviselo',
  'egyuttesKepviselok',
];
/** The person behind a member or a director: its identity, without the membership or office data. */
const personOf = (member: Member | Director): PersonData | EntityData =>
  Object.fromEntries(Object.entries(member).filter(([field]) => PERSON_FIELDS.includes(field))) as
    PersonData | EntityData;
const branchAddress = (avoid: readonly number[], number: number) => {
  const place = PLACES.findIndex(([, settlement], index) => !avoid.includes(index) && settlement !== 'Budapest');
  const [postcode, settlement, street] = PLACES[place]!;
  return { place, text: `${postcode} ${settlement}, ${street} ${number}.` };
};

/**
 * The buyer of a transfer as the contract names him: the person without the service agent, which the buyer schema
 * does not take (a member abroad names it in the target state, `uj.tagok`) and, the schema being strict, refuses.
 */
function buyerOf(member: Member): PersonData | EntityData {
  const { kezbesitesiMegbizott: _agent, ...buyer } = personOf(member) as PersonData;
  return buyer;
}

/** Assembles the request the choices describe: every change with the data it needs, consistent by construction. */
export function buildAmendment(c: Choices): AmendmentRequestInput {
  const pool = [...c.pool.entries()].map(([index, person]) => ({ id: 100 + index, person }));
  const take = () => pool.shift()!;
  const ref = (member: { szemely: { id: number }; nev: string }) =>
    c.byName ? { nev: member.nev } : { id: member.szemely.id };
  const decided = c.decidedOn;
  const signed =
    c.changes.transfers.length > 0 || c.mode !== 'TAGOK_SZERZODESE' ? addDays(decided, c.signedAfter) : decided;
  const effective = c.effectiveAfter === undefined ? undefined : addDays(decided, c.effectiveAfter);
  const inForce = effective ?? decided;
  const founded = addDays(c.registeredOn, -20);
  const ch = c.changes;

  // ---- the registered state
  // the törzstőke at least 3 000 000 Ft (Ptk. 3:161. § (4), Ptké. 13. § (2)): the last member holds what is missing
  const missing = Math.max(0, MINIMUM_CAPITAL_UNITS - c.contributions.reduce((sum, units) => sum + units, 0));
  const contributionUnits = c.contributions.map((units, index) =>
    index === c.contributions.length - 1 ? units + missing : units,
  );
  const members: Member[] = contributionUnits.map((units, index) => {
    const isEntity = index === 0 && c.firstMemberIsEntity && c.contributions.length > 1;
    const { id, person } = take();
    return {
      ...(isEntity ? c.buyerEntity : person),
      ...(isEntity ? { nev: `${c.buyerEntity.nev} Alapító` } : {}),
      szemely: { id },
      penzbetet: units * UNIT,
      nemPenzbeliBetet: 0,
      penzbetetHatarido: addDays(founded, 30 + index),
      penzbetetMod: index % 2 === 0 ? 'pénzforgalmi számla' : 'házipénztár',
      torzsbetetBefizetve: c.paid[index]!,
      ...(c.inKindUnits && index === Math.min(1, c.contributions.length - 1)
        ? {
            nemPenzbeliBetet: c.inKindUnits * UNIT,
            nemPenzbeliBetetMod: 'egy darab Ford Transit típusú tehergépkocsi (forgalmi rendszám: AE LK-417)',
            nemPenzbeliBetetHatarido: addDays(founded, 30),
          }
        : {}),
    };
  });
  // business shares deviating from the contributions (Ptk. 3:4. § (2)); kept out of changes to the membership
  const deviation = ch.transfers.length === 0 && !ch.increase && members.length > 1 ? c.deviation : undefined;
  const deviating = (count: number) => (index: number) =>
    index === 0 ? 100 - Math.floor(100 / count) * (count - 1) : Math.floor(100 / count);
  if (deviation === 'registered')
    members.forEach((member, index) => (member.uzletreszElteres = deviating(members.length)(index)));
  const firstNatural = members.find((member) => !('jogiSzemely' in member));
  const directorOf = (id: number, person: PersonData): Director => ({
    ...person,
    szemely: { id },
    megbizasKezdoIdopontja: founded,
    cegjegyzesiJogTipus: 'ONALLO',
    cegjegyzesEgyuttesenCsoport: [],
  });
  const directors: Director[] = [];
  if (c.directorIsMember && firstNatural)
    directors.push(directorOf(firstNatural.szemely.id, personOf(firstNatural) as PersonData));
  else {
    const { id, person } = take();
    directors.push(directorOf(id, person));
  }
  if (c.fixedTerm) directors[0]!.megbizasVegIdopontja = addDays(decided, 1500);
  if (c.secondDirector) {
    const { id, person } = take();
    directors.push(directorOf(id, person));
  }
  // a signing group of the joint signers: each has a partner in it (check egyuttes-csoport)
  if (c.jointSigning && directors.length > 1)
    for (const director of directors) {
      director.cegjegyzesiJogTipus = 'EGYUTTES';
      director.cegjegyzesEgyuttesenCsoport = ['A'];
    }
  const { kezbesitesiMegbizott: _agent, ...seatOwner } = personOf(members[0]!) as PersonData;
  const manager = c.manager ? take().person : undefined;
  const korabbi = {
    nev: c.name,
    szekhely: c.seat.text,
    telephelyek: c.premisesNumbers.map(
      (number) => `${PLACES[c.seat.place]![0]} ${PLACES[c.seat.place]![1]}, ${PLACES[c.seat.place]![2]} ${number}/B.`,
    ),
    fioktelepek: c.hasBranch ? [branchAddress([c.seat.place, c.newSeat.place], 7).text] : [],
    fotevekenyseg: c.activities[0]!,
    egyebTevekenysegek: c.activities.slice(1),
    potbefizetesFeltetelei: c.additional,
    mellekszolgaltatasok: c.ancillary,
    uzletreszNyeresegSzabalyzasok: c.shareRules,
    taggyulesSzabalyzasok: c.meetingRules as Record<string, unknown> | undefined,
    cegvezeto: manager && {
      nev: manager.nev,
      lakohely: manager.lakohely,
      adoazonositoJel: manager.adoazonositoJel,
      kezdoIdopont: addDays(founded, 100),
      cegjegyzesiJogTipus: 'ONALLO',
    },
    tagok: members,
    ugyvezetok: directors,
    szekhelyIngatlan: {
      helyrajziSzam: '8841/2',
      tulajdonosok: [{ ...seatOwner, tulajdoniHanyad: '1/1' }],
      jogcim: 'HASZONKOLCSON',
    },
  };

  // ---- the target state, change by change
  const clone = <T>(value: T): T => structuredClone(value);
  const uj = clone(korabbi) as typeof korabbi & Record<string, unknown>;
  if (ch.name) {
    uj.nev = c.newName;
    if (c.foreignName) uj['idegenNev'] = `${c.newName} Limited Liability Company`;
  }
  if (ch.seat) {
    uj.szekhely = c.newSeat.text;
    uj.szekhelyIngatlan =
      ch.seatTitle === 'SZEKHELYSZOLGALTATAS' || ch.seatTitle === 'TULAJDON'
        ? { helyrajziSzam: '1842', tulajdonosok: [], jogcim: ch.seatTitle }
        : { helyrajziSzam: '1842', tulajdonosok: [{ ...seatOwner, tulajdoniHanyad: '1/2' }], jogcim: ch.seatTitle };
  }
  if (ch.central) uj['kozpontiUgyintezesHelye'] = c.central.text;
  if (ch.premises)
    uj.telephelyek =
      uj.telephelyek.length > 0 ? uj.telephelyek.slice(1) : [`${c.newSeat.text.split(',')[0]}, Fő utca 1.`];
  if (ch.branch)
    uj.fioktelepek = uj.fioktelepek.length > 0 ? [] : [branchAddress([c.seat.place, c.newSeat.place], 11).text];
  if (ch.mainActivity && c.activities.length > 1) {
    uj.fotevekenyseg = c.activities[1]!;
    uj.egyebTevekenysegek = [c.activities[0]!, ...c.activities.slice(2)];
  }
  if (ch.otherActivities) {
    const unused = ACTIVITIES.find((activity) => !c.activities.includes(activity))!;
    uj.egyebTevekenysegek =
      uj.egyebTevekenysegek.length > 1 ? uj.egyebTevekenysegek.slice(0, -1) : [...uj.egyebTevekenysegek, unused];
  }
  if (ch.businessYearEnd) uj['merlegForduloNap'] = `${Number(decided.slice(0, 4)) + 1}-${ch.businessYearEnd}`;
  if (ch.additional === 'add' || (ch.additional === 'reword' && !c.additional))
    uj.potbefizetesFeltetelei = ADDITIONAL_CONTRIBUTIONS[0];
  if (ch.additional === 'remove') uj.potbefizetesFeltetelei = undefined;
  if (ch.additional === 'reword' && c.additional)
    uj.potbefizetesFeltetelei = ADDITIONAL_CONTRIBUTIONS.find((text) => text !== c.additional);
  if (ch.other === 'shareRule')
    uj.uzletreszNyeresegSzabalyzasok = { ...c.shareRules, belsoAtruhazas: !c.shareRules.belsoAtruhazas };
  if (ch.other === 'meetingRule')
    uj.taggyulesSzabalyzasok = { ...c.meetingRules, elektronikusKozles: !c.meetingRules?.elektronikusKozles };
  if (deviation === 'introduced')
    uj.tagok.forEach((member, index) => (member.uzletreszElteres = deviating(uj.tagok.length)(index)));
  if (ch.other === 'duration') uj['idotartamVege'] = addDays(decided, 3650);
  if (ch.other === 'ancillary')
    uj.mellekszolgaltatasok = c.ancillary ? undefined : 'Heti 10 óra könyvelési közreműködés, díjazás nélkül.';

  // share transfers: each between people no other transfer involves
  const involved = new Set<number>();
  const transfers: Record<string, unknown>[] = [];
  for (const choice of ch.transfers) {
    const count = korabbi.tagok.length;
    const seller = korabbi.tagok[choice.seller % count]!;
    if (involved.has(seller.szemely.id)) continue;
    const candidates = korabbi.tagok.filter((member) => member !== seller && !involved.has(member.szemely.id));
    const buyerIndex = choice.buyer % (candidates.length + 1);
    const buyerMember = buyerIndex < candidates.length ? candidates[buyerIndex] : undefined;
    const units = seller.penzbetet / UNIT;
    const isPartial = choice.isPartial && units >= 2 && seller.nemPenzbeliBetet === 0;
    const nominal = isPartial ? (1 + (choice.units % (units - 1))) * UNIT : contributionOf(seller);
    const contractOn = addDays(signed, -Math.min(choice.daysBeforeSigning, c.signedAfter));
    const notifiedOn =
      choice.notifiedAfter === undefined
        ? undefined
        : addDays(
            contractOn,
            // notified by the documents' day, which list the buyer as a member (Ptk. 3:169. § (2), 3:197. § (3))
            Math.min(choice.notifiedAfter, Math.min(choice.daysBeforeSigning, c.signedAfter)),
          );
    // a gift to an outsider the articles do not allow freely passes with the members' meeting's prior consent, which
    // the plan adds (decision 049); the contracts are dated on or after the decision
    const isGift = choice.isGift;
    let buyer: Member;
    if (buyerMember) buyer = uj.tagok.find((member) => member.szemely.id === buyerMember.szemely.id)!;
    else {
      // one legal entity at most: two transfers to the same buyer would be one acquisition counted twice
      const isEntity = choice.buyerIsEntity && !uj.tagok.some((member) => member.szemely.id === 900);
      const outsider = isEntity ? { id: 900, person: c.buyerEntity } : take();
      seller.torzsbetetBefizetve = true;
      buyer = {
        ...outsider.person,
        szemely: { id: outsider.id },
        penzbetet: 0,
        nemPenzbeliBetet: 0,
        penzbetetHatarido: seller.penzbetetHatarido,
        penzbetetMod: seller.penzbetetMod,
        torzsbetetBefizetve: true,
      };
      uj.tagok.push(buyer);
    }
    involved.add(seller.szemely.id).add(buyer.szemely.id);
    const sellerAfter = uj.tagok.find((member) => member.szemely.id === seller.szemely.id)!;
    if (isPartial) {
      buyer.penzbetet += nominal;
      sellerAfter.penzbetet -= nominal;
    } else {
      // the whole share passes, its in-kind part with the description of what was contributed
      buyer.penzbetet += sellerAfter.penzbetet;
      buyer.nemPenzbeliBetet += sellerAfter.nemPenzbeliBetet;
      if (sellerAfter.nemPenzbeliBetet > 0 && buyer.nemPenzbeliBetetMod === undefined) {
        buyer.nemPenzbeliBetetMod = sellerAfter.nemPenzbeliBetetMod;
        buyer.nemPenzbeliBetetHatarido = sellerAfter.nemPenzbeliBetetHatarido;
      }
      uj.tagok.splice(uj.tagok.indexOf(sellerAfter), 1);
    }
    const passesOnSigning = isGift || choice.passesOnSigning;
    transfers.push({
      eladoTag: ref(seller),
      vevo: buyerOf(buyer),
      vevoMarTag: buyerMember !== undefined,
      nevertek: nominal,
      jogcim: isGift ? 'AJANDEKOZAS' : 'ADASVETEL',
      vetelar: isGift ? 0 : nominal * choice.priceFactor,
      fizetesiHatarido: isGift ? undefined : passesOnSigning ? addDays(contractOn, 20) : contractOn,
      tulajdonatszallas: passesOnSigning ? 'ALAIRAS' : 'VETELAR_MEGFIZETESE',
      eladoSzamlaszam: choice.sellerAccount && !isGift ? '11738008-20000000-11111111' : undefined,
      szerzodesKelte: contractOn,
      bejelentesKelte: notifiedOn,
      ajanlatKozlese: choice.offerCommunicated ? addDays(contractOn, -20) : undefined,
      elovasarlasiNyilatkozatok: korabbi.tagok
        .filter((member) => member !== seller)
        .map((member) => ({ tag: ref(member), datum: addDays(contractOn, -3) })),
      // only a natural person has a spouse whose consent the common property needs (Ptk. 4:45. § (1))
      hazastarsiHozzajarulas: choice.spouse && !('jogiSzemely' in seller) ? { nev: choice.spouse } : undefined,
    });
  }
  // an outsider who notified his acquisition is a member from then (Ptk. 3:169. § (2)) and has the pre-emption right on
  // another outsider's purchase contracted on a later day (3:167. § (2)), which the engine refuses (read-through 10): such a
  // notification is left undated, the buyer not yet a member towards the company
  for (const transfer of transfers) {
    const notified = transfer['bejelentesKelte'] as string | undefined;
    if (transfer['vevoMarTag'] || notified === undefined) continue;
    const laterSale = transfers.some(
      (other) =>
        other !== transfer &&
        !other['vevoMarTag'] &&
        other['jogcim'] === 'ADASVETEL' &&
        (other['szerzodesKelte'] as string) > notified,
    );
    if (laterSale) transfer['bejelentesKelte'] = undefined;
  }

  // capital increase by cash: existing members still in the company, and newcomers
  let increase: Record<string, unknown> | undefined;
  if (ch.increase) {
    const contributions: Record<string, unknown>[] = [];
    const due = addDays(decided, ch.increase.daysToPay);
    const remaining = korabbi.tagok.filter((member) =>
      uj.tagok.some((after) => after.szemely.id === member.szemely.id),
    );
    const seen = new Set<number>();
    for (const { member, units } of ch.increase.existing) {
      const who = remaining[member % remaining.length];
      if (!who || seen.has(who.szemely.id)) continue;
      seen.add(who.szemely.id);
      uj.tagok.find((after) => after.szemely.id === who.szemely.id)!.penzbetet += units * UNIT;
      contributions.push({
        tag: ref(who),
        penzbeli: units * UNIT,
        hatarido: due,
        mod: ch.increase.mode,
        befizetve: ch.increase.paid[contributions.length] ?? false,
      });
    }
    for (const units of ch.increase.newcomers) {
      const { id, person } = take();
      uj.tagok.push({
        ...person,
        szemely: { id },
        penzbetet: units * UNIT,
        nemPenzbeliBetet: 0,
        penzbetetHatarido: due,
        penzbetetMod: ch.increase.mode,
      });
      contributions.push({
        ujTag: person.nev,
        penzbeli: units * UNIT,
        hatarido: due,
        mod: ch.increase.mode,
        csatlakozoNyilatkozat: true,
        befizetve: ch.increase.paid[contributions.length] ?? false,
      });
    }
    if (contributions.length > 0) {
      for (const member of korabbi.tagok) member.torzsbetetBefizetve = true;
      const total = contributions.reduce((sum, item) => sum + (item['penzbeli'] as number), 0);
      increase = {
        osszeg: total,
        hozzajarulasok: contributions,
        kijeloltSzemelyek: ch.increase.designate
          ? ch.increase.newcomers.map((_, index) => contributions.at(-1 - index)!['ujTag'] as string)
          : [],
        elsobbsegiJogNyilatkozatok: korabbi.tagok.map(ref),
      };
    }
  }
  // the registered members paid state carries over to the target state
  for (const member of uj.tagok) {
    const before = korabbi.tagok.find((old) => old.szemely.id === member.szemely.id);
    if (before) member.torzsbetetBefizetve = before.torzsbetetBefizetve;
  }

  if (ch.memberData) {
    const moving = uj.tagok.find(
      (member) => !('jogiSzemely' in member) && korabbi.tagok.some((old) => old.szemely.id === member.szemely.id),
    );
    if (moving) {
      moving.lakohely = `${c.central.text.split(',')[0]}, Új utca 5.`;
      for (const director of uj.ugyvezetok)
        if (director.szemely.id === moving.szemely.id) director.lakohely = moving.lakohely;
    }
  }

  // directors
  const change: { megszunok: Record<string, unknown>[]; elfogadasok: Record<string, unknown>[] } = {
    megszunok: [],
    elfogadasok: [],
  };
  // the person whose mandate ends is not elected again in the same amendment: the target state would keep him as a
  // director, which is no change of director at all (`megszunes-nem-egyezik`)
  let leavingId: number | undefined;
  if (ch.removeDirector && (uj.ugyvezetok.length > 1 || ch.newDirector !== undefined)) {
    const leaving = uj.ugyvezetok.pop()!;
    leavingId = leaving.szemely.id;
    change.megszunok.push({
      nev: leaving.nev,
      ok: ch.removeDirector,
      datum: inForce,
      ...(ch.removeDirector === 'LEMONDAS' && ch.resignationCommunicatedBefore !== undefined
        ? { lemondasKozlese: addDays(decided, -ch.resignationCommunicatedBefore) }
        : {}),
    });
    // a mandate that expires was registered for a fixed term ending that day
    if (ch.removeDirector === 'LEJARAT')
      korabbi.ugyvezetok.find((director) => director.szemely.id === leaving.szemely.id)!.megbizasVegIdopontja = inForce;
  }
  if (ch.newDirector !== undefined) {
    const member = ch.newDirector
      ? uj.tagok.find(
          (candidate) =>
            !('jogiSzemely' in candidate) &&
            candidate.szemely.id !== leavingId &&
            !uj.ugyvezetok.some((director) => director.szemely.id === candidate.szemely.id),
        )
      : undefined;
    const { id, person } = member ? { id: member.szemely.id, person: personOf(member) as PersonData } : take();
    uj.ugyvezetok.push({
      ...directorOf(id, person),
      megbizasKezdoIdopontja: inForce,
      cegjegyzesiJogTipus: uj.ugyvezetok.some((d) => d.cegjegyzesiJogTipus === 'EGYUTTES') ? 'EGYUTTES' : 'ONALLO',
    });
    // the mandate comes into being by the acceptance (Ptk. 3:21. § (3)): accepted with the documents, or by the start
    change.elfogadasok.push({ nev: person.nev, datum: signed < inForce ? signed : inForce });
  }
  if (ch.signing && uj.ugyvezetok.length > 1) {
    const joint = uj.ugyvezetok.every((director) => director.cegjegyzesiJogTipus === 'EGYUTTES');
    for (const director of uj.ugyvezetok) director.cegjegyzesiJogTipus = joint ? 'ONALLO' : 'EGYUTTES';
  }
  const joint = uj.ugyvezetok.filter((director) => director.cegjegyzesiJogTipus === 'EGYUTTES');
  if (joint.length === 1) joint[0]!.cegjegyzesiJogTipus = 'ONALLO';
  // the joint signers keep the registered group, or none for a pair, so none is left without a partner
  const stillJoint = uj.ugyvezetok.filter((director) => director.cegjegyzesiJogTipus === 'EGYUTTES');
  const isGroup =
    stillJoint.length > 2 || stillJoint.some((director) => director.cegjegyzesEgyuttesenCsoport.length > 0);
  const group = isGroup ? ['A'] : [];
  for (const director of uj.ugyvezetok)
    director.cegjegyzesEgyuttesenCsoport = director.cegjegyzesiJogTipus === 'EGYUTTES' ? group : [];

  // ---- the decision
  const isSingle = korabbi.tagok.length === 1 || uj.tagok.length === 1;
  // a company the transfers leave with one member is single-member, and its sole member decides, only once they are
  // notified (Ptk. 3:169. § (2), 3:208. § (2)): the transfers move back so that the last of them is in effect towards
  // the company (notified, or else contracted) on the decision's day
  if (korabbi.tagok.length > 1 && uj.tagok.length === 1) {
    const latest = transfers
      .map((transfer) => (transfer['bejelentesKelte'] ?? transfer['szerzodesKelte']) as string)
      .sort()
      .at(-1);
    const back = latest === undefined ? 0 : (Date.parse(latest) - Date.parse(decided)) / 86_400_000;
    const shift = (day: unknown) => (typeof day === 'string' ? addDays(day, -back) : day);
    for (const transfer of transfers) {
      for (const field of ['szerzodesKelte', 'bejelentesKelte', 'ajanlatKozlese', 'fizetesiHatarido'])
        transfer[field] = shift(transfer[field]);
      transfer['elovasarlasiNyilatkozatok'] = (transfer['elovasarlasiNyilatkozatok'] as { datum: string }[]).map(
        (statement) => ({ ...statement, datum: shift(statement.datum) }),
      );
    }
  }
  const voters = korabbi.tagok.length > 1 && uj.tagok.length === 1 ? uj.tagok : korabbi.tagok;
  const mode = isSingle ? 'EGYEDULI_TAG' : c.mode;
  const absentIndex = c.fullAttendance || c.absent === undefined ? -1 : c.absent % voters.length;
  const present = mode === 'TAGGYULES' ? voters.filter((_, index) => index !== absentIndex) : voters;
  const subjects = [
    'CEGNEV',
    'SZEKHELY',
    'KOZPONTI_UGYINTEZES',
    'TELEPHELY',
    'FIOKTELEP',
    'FOTEVEKENYSEG',
    'EGYEB_TEVEKENYSEG',
    'UZLETI_EV',
    'UGYVEZETO_UJ',
    'UGYVEZETO_MEGSZUNES',
    'CEGJEGYZES',
    'TOKEEMELES',
    'POTBEFIZETES',
    'EGYEB',
    'ATRUHAZAS',
    'FELOSZTAS',
    'MODOSITAS',
  ];
  const dontes = {
    mod: mode,
    datum: decided,
    helye: c.seat.text,
    ...(mode === 'TAGGYULES'
      ? {
          kezdes: '10:00',
          befejezes: '10:45',
          osszehivas:
            absentIndex < 0 && c.fullAttendance
              ? { mod: 'TELJES_JELENLET' }
              : { mod: 'MEGHIVO', meghivoKelte: addDays(decided, -(c.meetingRules?.meghivasiHatarido ?? 15)) },
          // a meeting is chaired by a natural person: for a legal-entity member, its representative (Ptk. 3:29. § (1))
          levezetoElnok: 'jogiSzemely' in present[0]! ? present[0]!.kepviselo : present[0]!.nev,
          jegyzokonyvvezeto: c.lawyer,
          hitelesito: ref(present[present.length - 1]!),
          jelenlevok: present.map((member, index) =>
            // an entity represented jointly attends through all its representatives, as the member's data name them
            'jogiSzemely' in member
              ? member.egyuttesKepviselok
                ? { tag: ref(member) }
                : { tag: ref(member), kepviselo: member.kepviselo }
              : c.proxy && index === present.length - 1
                ? { tag: ref(member), kepviselo: c.lawyer, meghatalmazasKelte: addDays(decided, -2) }
                : { tag: ref(member) },
          ),
          egyebJelenlevok: [{ nev: c.lawyer, minoseg: 'ügyvéd' }],
        }
      : {}),
    ...(mode === 'ULES_NELKULI' ? { tervezetMegkuldese: addDays(decided, -10) } : {}),
    egyhangu: !c.explicitVotes,
    szavazasok:
      c.explicitVotes && (mode === 'TAGGYULES' || mode === 'ULES_NELKULI')
        ? subjects.map((targy) => {
            const dissenter = c.dissent && present[c.dissent.member % present.length];
            return {
              targy,
              igen: present.filter((member) => member !== dissenter).map(ref),
              ...(dissenter ? { [c.dissent!.vote]: [ref(dissenter)] } : {}),
            };
          })
        : [],
  };
  const registrationCourt = courtDistrictOf(c.seat.text)?.courtCode ?? '01';
  return JSON.parse(
    JSON.stringify({
      ugyvediIroda: {
        nev: c.firm,
        szekhely: '1051 Budapest, Október 6. utca 12.',
        ugyvedNeve: c.lawyer,
        kasz: '36063350912',
      },
      keltezesHelye: PLACES[c.seat.place]![1],
      keltezesIdeje: signed,
      hatalyNapja: effective,
      hatarozatSorszam: c.serial,
      dontes,
      uzletreszAtruhazasok: transfers,
      tokeemeles: increase,
      ugyvezetoValtozas: change.megszunok.length + change.elfogadasok.length > 0 ? change : undefined,
      uzletiEvValtozas: ch.businessYearEnd
        ? { ok: 'a tevékenység szezonalitásához igazodó beszámolási időszak' }
        : undefined,
      bejegyzes: {
        cegjegyzekszam: `${registrationCourt}-09-${c.registrationSerial}`,
        bejegyzesDatuma: c.registeredOn,
        adoszam: c.taxNumber,
        letesitoOkiratKelte: founded,
        letesitoOkiratHelye: PLACES[c.seat.place]![1],
        // registered before this decision: an amendment decided before the last one is refused
        utolsoModositasKelte:
          c.lastAmended === undefined
            ? undefined
            : [addDays(c.registeredOn, c.lastAmended), addDays(decided, -1)].sort()[0],
      },
      korabbi,
      uj,
    }),
  ) as AmendmentRequestInput;
}

/** A random amendment request `parseAmendmentRequest` accepts. */
export function arbitraryAmendment(): fc.Arbitrary<AmendmentRequestInput> {
  return choices.map(buildAmendment);
}
