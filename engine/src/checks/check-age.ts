import { formatDate } from '../hu/format-date.ts';
import { withArticle } from '../hu/article.ts';
import { joinList } from '../hu/join-list.ts';
import { nameKey } from '../hu/name-key.ts';
import type { LegalRepresentative, RepresentativeCapacity } from '../schema/person.ts';
import type { CompanyModel } from '../model/derive-model.ts';
import { addMonths } from './add-months.ts';
import { legalError, type Warning } from './warning.ts';

/** The day a person born on `birth` turns `years` old (born on 29 February: 28 February in a common year). */
export function birthday(birth: string, years: number): string {
  return addMonths(birth, years * 12);
}

const CAPACITY_LABELS: Record<RepresentativeCapacity, string> = {
  SZULO: 'szülő',
  GYAM: 'gyám',
  ESETI_GYAM: 'eseti gyám',
};

/** A natural person who may be a minor: a member, a founder, the buyer of a share. */
export type PossibleMinor = {
  nev: string;
  szuletesiIdo?: string | undefined;
  jogiSzemely?: boolean | undefined;
  torvenyesKepviselok?: readonly LegalRepresentative[] | undefined;
};

/** How a minor acts on `date`: `null` for an adult or an unknown age. */
export function minorStanding(birth: string | undefined, date: string): 'under14' | 'limited' | null {
  if (birth === undefined || birthday(birth, 18) <= date) return null;
  return birthday(birth, 14) > date ? 'under14' : 'limited';
}

/**
 * The legal representatives who act for `person`, or consent to his declarations, on `date` (decision 030): none for a
 * legal entity, nor for one of age that day (Ptk. 2:10. § (1)), who acts alone (2:8. § (2)); all of them for a minor,
 * for one of no known birth date, and when no date is given. The documents print a person's representatives, in his
 * identification and his signature, only from here, so an adult is never shown with one: where the check judges him
 * on an earlier day (the target state's record, kept from a voting form judged before the decision's day), his
 * representatives are left out where he signs of age. A members' contract is judged on the deed's date (`deedDay`).
 */
export function representativesOn<Representative>(
  person: {
    jogiSzemely?: unknown;
    szuletesiIdo?: unknown;
    torvenyesKepviselok?: readonly Representative[] | null | undefined;
  },
  date?: string | null,
): readonly Representative[] {
  if (person.jogiSzemely || !person.torvenyesKepviselok?.length) return [];
  const birth = typeof person.szuletesiIdo === 'string' && person.szuletesiIdo !== '' ? person.szuletesiIdo : undefined;
  if (date && birth !== undefined && minorStanding(birth, date) === null) return [];
  return person.torvenyesKepviselok;
}

/**
 * Whether `person` acts through the legal representatives on `date` rather than signing himself (decisions 030, 031):
 * a natural person with representatives who is under fourteen, or of no known age, on that day (Ptk. 2:14. § (1);
 * 2:12. § (4) allows it from fourteen too). The representatives then sign in his name (`personSignature`), and only
 * they, not he, are explained a document they sign (`explainedSigners`). From fourteen the minor signs himself with
 * their consent (2:12. § (1)). The documents decide who signs with this, so the signature and the explanation agree.
 */
export function actsThroughRepresentatives(
  person: { jogiSzemely?: unknown; szuletesiIdo?: unknown; torvenyesKepviselok?: readonly unknown[] | null },
  date: string,
): boolean {
  if (representativesOn(person, date).length === 0) return false;
  const birth = typeof person.szuletesiIdo === 'string' && person.szuletesiIdo !== '' ? person.szuletesiIdo : undefined;
  return minorStanding(birth, date) !== 'limited';
}

/**
 * A minor member, founder or buyer and the legal representatives (decision 030), judged on `date`, the day the person
 * signs:
 * - under fourteen the minor's declaration is void and the representative acts in the minor's name (Ptk. 2:13.,
 *   2:14. § (1)): no representative is an error;
 * - from fourteen the declaration needs the representative's consent (Ptk. 2:11., 2:12. § (1)): no representative is an
 *   error under sixteen, and a warning at sixteen or seventeen, since a minor comes of age by marriage (Ptk. 2:10. § (1));
 * - a representative of an adult is an error: an adult signs alone (Ptk. 2:8. § (2));
 * - a minor with a representative gets a note on what the law may further require: the guardianship authority's approval
 *   (Ptk. 2:15. § (1) c), e)), joint parental custody (Ptk. 4:164. § (1)), and a representative who is a party too
 *   (Ptk. 4:163. §).
 */
export function checkMinor(
  person: PossibleMinor,
  context: {
    date: string;
    /** "a létesítő okirat keltekor (2026. november 22.)" */
    dateLabel: string;
    role: string;
    /** The person's own path: `tarsasag.tagok.1`. */
    path: string;
    /** The names of the other parties to the same declaration: a representative among them may be in conflict. */
    otherParties: readonly string[];
    /**
     * The other parties to the same declaration who act through or with the consent of legal representatives, with
     * those representatives' names: a representative of this minor who represents another of them may be in conflict
     * too (Ptk. 4:163. § (1): "az ő törvényes képviselete alatt álló más személy").
     */
    otherRepresentedParties?: readonly { nev: string; representatives: readonly string[] }[];
    /** The person contributes real estate in kind. */
    realEstateInKind?: boolean;
  },
): Warning[] {
  const representatives = person.torvenyesKepviselok ?? [];
  const { date, dateLabel, role, path } = context;
  const who = `${person.nev} (${role})`;
  if (person.jogiSzemely)
    return representatives.length > 0
      ? [
          {
            code: 'MINOR_REPRESENTATIVE_OF_LEGAL_ENTITY',
            severity: 'warning',
            message: `${who} jogi személy: törvényes képviselője (szülő, gyám) nem lehet, a dokumentumok ezért nem tüntetik fel. A jogi személy képviselőjét a „képviselő” mezőben kell megadni.`,
            path: `${path}.torvenyesKepviselok`,
          },
        ]
      : [];
  const birth = person.szuletesiIdo;
  if (birth === undefined)
    return representatives.length > 0
      ? [
          {
            code: 'MINOR_BIRTH_DATE_MISSING',
            severity: 'warning',
            message: `${who} törvényes képviselője meg van adva, születési ideje azonban nem, így kiskorúsága nem ellenőrizhető. A dokumentumok a törvényes képviselőt a kiskorú nevében eljáróként tüntetik fel (Ptk. 2:14. § (1), 2:12. § (4)). Kérjük, adja meg a születési időt.`,
            path: `${path}.szuletesiIdo`,
          },
        ]
      : [];
  const standing = minorStanding(birth, date);
  const born = `született: ${formatDate(birth)}`;
  if (standing === null)
    return representatives.length > 0
      ? [
          legalError(
            'MINOR_REPRESENTATIVE_OF_ADULT',
            'Ptk. 2:8. § (2)',
            `${who} ${dateLabel} nagykorú (${born}), így maga teszi meg jognyilatkozatát; törvényes képviselő nem adható meg.`,
            `${path}.torvenyesKepviselok`,
          ),
        ]
      : [];
  if (representatives.length === 0) {
    if (standing === 'under14')
      return [
        legalError(
          'MINOR_UNDER_14_WITHOUT_REPRESENTATIVE',
          'Ptk. 2:14. § (1)',
          `${who} ${dateLabel} még nem töltötte be a tizennegyedik életévét (${born}), így cselekvőképtelen: jognyilatkozata semmis, nevében törvényes képviselője jár el. Kérjük, adja meg a törvényes képviselőt (szülő vagy gyám).`,
          `${path}.torvenyesKepviselok`,
        ),
      ];
    if (birthday(birth, 16) > date)
      return [
        legalError(
          'MINOR_WITHOUT_REPRESENTATIVE',
          'Ptk. 2:12. § (1)',
          `${who} ${dateLabel} korlátozottan cselekvőképes kiskorú (${born}): jognyilatkozatának érvényességéhez törvényes képviselőjének hozzájárulása szükséges. Kérjük, adja meg a törvényes képviselőt (szülő vagy gyám).`,
          `${path}.torvenyesKepviselok`,
        ),
      ];
    return [
      {
        code: 'MINOR_WITHOUT_REPRESENTATIVE_UNLESS_MARRIED',
        severity: 'warning',
        message: `${who} ${dateLabel} kiskorú (${born}). Ha házasságkötéssel nem vált nagykorúvá (Ptk. 2:10. § (1)), jognyilatkozatának érvényességéhez törvényes képviselőjének hozzájárulása szükséges (Ptk. 2:12. § (1)). Kérjük, adja meg a törvényes képviselőt, vagy ellenőrizze a házasságkötést.`,
        path: `${path}.torvenyesKepviselok`,
      },
    ];
  }
  const names = representatives.map((r) => `${r.nev} (${CAPACITY_LABELS[r.minoseg]})`);
  const sentences = [
    `${who} ${dateLabel} kiskorú (${born}); ${
      standing === 'under14'
        ? `nevében törvényes ${representatives.length > 1 ? 'képviselői' : 'képviselője'}, ${joinList(names)}, jár${representatives.length > 1 ? 'nak' : ''} el és ír${representatives.length > 1 ? 'nak' : ''} alá (Ptk. 2:14. § (1))`
        : `maga ír alá, jognyilatkozatához törvényes ${representatives.length > 1 ? 'képviselői' : 'képviselője'}, ${joinList(names)}, az ${representatives.length > 1 ? 'aláírásukkal járulnak' : 'aláírásával járul'} hozzá (Ptk. 2:12. § (1))`
    }.`,
    context.realEstateInKind
      ? 'A nem pénzbeli hozzájárulásként szolgáltatott ingatlan tulajdonjogának átruházása a gyámhatóság jóváhagyásával érvényes (Ptk. 2:15. § (1) c)); kérjük, csatolja a jóváhagyó határozatot.'
      : '',
    'A törvényes képviselő jognyilatkozata a gyámhatóság jóváhagyásával érvényes, ha a kiskorú jogszabályban meghatározott összeget meghaladó értékű vagyontárgyáról rendelkezik (Ptk. 2:15. § (1) e)); az értékhatárt a program nem vizsgálja, kérjük, ellenőrizze, szükséges-e a jóváhagyás.',
  ];
  if (representatives.length === 1 && representatives[0]!.minoseg === 'SZULO')
    sentences.push(
      'A szülői felügyeletet a szülők – eltérő megállapodás vagy döntés hiányában – közösen gyakorolják (Ptk. 4:164. § (1)); ha csak az egyik szülő jár el, kérjük, ellenőrizze képviseleti jogát, vagy adja meg a másik szülőt is.',
    );
  const conflicted = representatives.filter(
    (r) => r.minoseg !== 'ESETI_GYAM' && context.otherParties.some((other) => other.trim() === r.nev.trim()),
  );
  if (conflicted.length > 0)
    sentences.push(
      `${joinList(conflicted.map((r) => r.nev))} ${conflicted.length > 1 ? 'maguk is felek' : 'maga is fél'} ugyanebben az okiratban. A szülő (gyám) nem képviselheti a kiskorút olyan ügyben, amelyben vele szemben ellenérdekű fél; ilyenkor a gyámhatóság eseti gyámot rendel (Ptk. 4:163. §, 4:234. § (2)). Kérjük, vizsgálja meg, fennáll-e érdekellentét.`,
    );
  // siblings founding together through the same parents: each parent acts for two parties to the same deed
  const sharedRepresentatives = representatives.flatMap((r) => {
    if (r.minoseg === 'ESETI_GYAM') return [];
    const others = (context.otherRepresentedParties ?? [])
      .filter((other) => other.representatives.some((name) => name.trim() === r.nev.trim()))
      .map((other) => other.nev);
    return others.length > 0 ? [`${r.nev} ugyanebben az okiratban ${joinList(others)} törvényes képviselője is.`] : [];
  });
  if (sharedRepresentatives.length > 0)
    sentences.push(
      `${sharedRepresentatives.join(' ')} A szülő (gyám) nem képviselheti a kiskorút olyan ügyben, amelyben a törvényes képviselete alatt álló más személy vele szemben ellenérdekű fél; ilyenkor a gyámhatóság eseti gyámot rendel (Ptk. 4:163. § (1)–(2), 4:234. § (2)). Kérjük, vizsgálja meg, fennáll-e érdekellentét a kiskorúak között.`,
    );
  return [
    {
      code: 'MINOR_REPRESENTED',
      severity: 'warning',
      message: sentences.filter(Boolean).join(' '),
      path: `${path}.torvenyesKepviselok`,
    },
  ];
}

/**
 * Age limits on the people the documents name, from the birth date when it is given:
 * - a director (and the company manager, Ptk. 3:113. § (2)) must be of age when the mandate starts (Ptk. 3:22. §
 *   (1)). A minor comes of age by marriage (Ptk. 2:10. § (1)), which the law allows from sixteen, so under sixteen
 *   is an error, and sixteen or seventeen a warning: the acceptance declares "nagykorú vagyok";
 * - a minor member acts through or with the consent of the legal representatives: `checkMinor`.
 */
export function checkAge(model: CompanyModel): Warning[] {
  const warnings: Warning[] = [];
  const officers = [
    ...model.directors.map((director) => ({
      person: director,
      start: director.megbizasKezdoIdopontja ?? model.documentDate,
      path: `tarsasag.ugyvezetok.${director.index}.szuletesiIdo`,
      role: 'ügyvezető',
      startLabel: 'a megbízatás kezdetekor',
      statute: 'Ptk. 3:22. § (1)',
      // the acceptance declaration has him declare "nagykorú vagyok"
      declares: true,
    })),
    ...(model.companyManager
      ? [
          {
            person: model.companyManager,
            start: model.companyManager.kezdoIdopont ?? model.documentDate,
            path: 'tarsasag.cegvezeto.szuletesiIdo',
            role: 'cégvezető',
            // an employee (Ptk. 3:113. § (1)), the directors' exclusions applied to him (3:113. § (2)); he makes no
            // acceptance declaration
            startLabel: 'a munkaviszony kezdetekor',
            statute: 'Ptk. 3:22. § (1), 3:113. § (2)',
            declares: false,
          },
        ]
      : []),
  ];
  for (const { person, start, path, role, startLabel, statute, declares } of officers) {
    const birth = person.szuletesiIdo;
    if (birth === undefined || birthday(birth, 18) <= start) continue;
    if (birthday(birth, 16) > start)
      warnings.push(
        legalError(
          'OFFICER_UNDER_AGE',
          statute,
          `${person.nev} (${role}) ${formatDate(start)} napján, ${startLabel} még nem töltötte be a tizenhatodik életévét (született: ${formatDate(birth)}), így nem nagykorú; vezető tisztségviselő és cégvezető csak nagykorú személy lehet.`,
          path,
        ),
      );
    else
      warnings.push({
        code: 'OFFICER_MINOR_UNLESS_MARRIED',
        severity: 'warning',
        message: `${person.nev} (${role}) ${formatDate(start)} napján, ${startLabel} még nem töltötte be a tizennyolcadik életévét (született: ${formatDate(birth)}). Vezető tisztségviselő és cégvezető csak nagykorú személy lehet (${statute}); kiskorú csak házasságkötéssel válik nagykorúvá (Ptk. 2:10. § (1))${declares ? ', és az elfogadó nyilatkozatban nagykorúságát jelenti ki' : ''}. Kérjük, ellenőrizze.`,
        path,
      });
  }
  warnings.push(...checkMinorPropertyOwners(model));
  warnings.push(...checkMinorOwnerFreeUse(model));
  for (const member of model.members)
    warnings.push(
      ...checkMinor(member, {
        date: model.documentDate,
        dateLabel: `a létesítő okirat keltekor (${formatDate(model.documentDate)})`,
        role: model.terms.member.nominative,
        path: `tarsasag.tagok.${member.index}`,
        otherParties: model.members.filter((other) => other !== member).map((other) => other.nev),
        otherRepresentedParties: model.members
          .filter((other) => other !== member)
          .map((other) => ({
            nev: other.nev,
            representatives: representativesOn(other, model.documentDate).map((r) => r.nev),
          }))
          .filter((other) => other.representatives.length > 0),
        realEstateInKind: member.isInKindRealEstate,
      }),
    );
  return warnings;
}

/**
 * A minor's property lent to the company free of charge (read-through 6, decision 052): the representatives' consent,
 * or their consent to the minor's own, may be a gratuitous disposal at the minor's expense (Ptk. 2:16. §). Whether a
 * haszonkölcsön is one is for the lawyer, as decision 043 asked for a ratio below the contribution. Asked for every
 * property the model's use declaration covers (`declaredAddresses`, at an amendment the new addresses only; decision
 * 053) whose natural-person owner is a minor on the declaration's date.
 */
export function checkMinorOwnerFreeUse(model: CompanyModel): Warning[] {
  const warnings: Warning[] = [];
  model.declaredAddresses.forEach((place) =>
    place.owners.forEach((owner, ownerIndex) => {
      const ownerPath = `${place.propertyPath}.tulajdonosok.${ownerIndex}`;
      if (!owner.jogiSzemely && place.useTitle === 'HASZONKOLCSON') {
        const freeUseStanding = minorStanding(owner.szuletesiIdo, model.documentDate);
        if (freeUseStanding !== null)
          warnings.push({
            code: 'MINOR_OWNER_FREE_USE',
            severity: 'warning',
            message: `${owner.nev} (tulajdonos) a nyilatkozat keltekor (${formatDate(model.documentDate)}) kiskorú (született: ${formatDate(owner.szuletesiIdo!)}), a használati nyilatkozat szerint pedig a Társaság ${withArticle(place.address)} címen lévő ingatlanát (${place.label}) haszonkölcsön jogcímén, ingyenesen használja. Semmis a kiskorú törvényes képviselőjének olyan jognyilatkozata, amellyel – a kiskorú vagyona terhére – ajándékoz vagy jogokról ellenérték nélkül lemond, és ugyanez áll a korlátozottan cselekvőképes kiskorú ilyen jognyilatkozatához adott hozzájárulásra is (Ptk. 2:16. §). Hogy a kiskorú ingatlanának ingyenes használatba adása ilyen jognyilatkozat-e, a program nem dönti el: kérjük, vizsgálja meg, és ha igen, a használatot ellenérték fejében (bérlet jogcímén) biztosítsa.`,
            path: ownerPath,
          });
      }
    }),
  );
  return warnings;
}

/**
 * An owner who is a minor signs the use declaration (Ctv. 7. § (4)) like any declaration: through or with the consent
 * of the legal representatives (Ptk. 2:14. § (1), 2:12. § (1)), judged as a member is (`checkMinor`) on the
 * declaration's date. A member's representatives come with him (`resolveOwner`) and the member is checked as one; an
 * owner who is no member gives his own (decision 057). Asked once for each owner of every property the model's use
 * declaration covers (`declaredAddresses`, at an amendment the new addresses only; decision 054).
 */
export function checkMinorPropertyOwners(model: CompanyModel): Warning[] {
  const warnings: Warning[] = [];
  const checkedOwners = new Set<string>();
  for (const place of model.declaredAddresses) {
    if (!place.needsOwnerConsent) continue;
    place.owners.forEach((owner, ownerIndex) => {
      const key = nameKey(owner.nev);
      if (owner.isMember || checkedOwners.has(key)) return;
      checkedOwners.add(key);
      warnings.push(
        ...checkMinor(owner, {
          date: model.documentDate,
          dateLabel: `a nyilatkozat keltekor (${formatDate(model.documentDate)})`,
          role: 'tulajdonos',
          path: `${place.propertyPath}.tulajdonosok.${ownerIndex}`,
          otherParties: place.owners.filter((other) => other !== owner).map((other) => other.nev),
        }),
      );
    });
  }
  return warnings;
}
