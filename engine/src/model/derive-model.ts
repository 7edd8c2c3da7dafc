import { NBSP } from '../hu/bind-typography.ts';
import type { Company, ShareRules } from '../schema/company.ts';
import type { DocumentRequest, RegisteredIdentifiers } from '../schema/request.ts';
import { deriveBusinessYear, type BusinessYear } from './derive-business-year.ts';
import {
  deriveCompanyManager,
  withCompanyManagerCoSigner,
  type CompanyManagerModel,
} from './derive-company-manager.ts';
import { deriveCompanyName, type CompanyName } from './derive-company-name.ts';
import { deriveDirectors, type DirectorModel } from './derive-directors.ts';
import { deriveForeignPersons, type ForeignPerson } from './derive-foreign-persons.ts';
import { deriveMeetingMatters, type MeetingMatters } from './derive-meeting-matters.ts';
import { deriveMembers, type MemberModel } from './derive-members.ts';
import { addressesToDeclare, declarationTitle } from './addresses-to-declare.ts';
import {
  deriveDeclarants,
  deriveUsedAddresses,
  separateCentralAdministration,
  type Declarants,
  type UsedAddress,
} from './derive-used-addresses.ts';
import { foundingDocumentTerms, type FoundingDocumentTerms } from './founding-document-terms.ts';
import { asSentence } from './as-sentence.ts';
import { parseActivity, type Activity } from './parse-activity.ts';
import { selectCompanySigners } from './select-company-signers.ts';
import { withFields } from './with-fields.ts';

export type {
  Activity,
  BusinessYear,
  CompanyManagerModel,
  CompanyName,
  DirectorModel,
  ForeignPerson,
  FoundingDocumentTerms,
  MeetingMatters,
  MemberModel,
  UsedAddress,
};

/** Who signs a signature specimen: a director, or the company manager after the directors. */
export type SignatoryModel = (DirectorModel | CompanyManagerModel) & {
  /** `ügyvezető` / `cégvezető` */
  role: string;
  /** `ügyvezetője (vezető tisztségviselője)` / `cégvezetője (munkavállalója)`: the title of representation (Ctv. 9. § (2)) */
  roleOfCompany: string;
};

/** The facts the templates need, derived once per request. Optional data is `null` when not given. */
export type CompanyModel = {
  /** Once registered, `fullPending` and `shortPending` are the plain name forms: no "bejegyzés alatt" after registration. */
  name: CompanyName;
  /** A registered company's identifiers (a change); null at formation. */
  registration: {
    /** The day of the change the documents follow (ISO). */
    changeDate: string | null;
    /** The decision the documents follow: `taggyűlésének 1/2026. (XI. 22.) számú határozatával`. */
    resolution: string | null;
    /**
     * The registered full name and seat the company still bears on the document's date, when a change of them takes
     * effect later (null otherwise); `name.fullPending` / `shortPending` are then the registered name's forms.
     */
    nameUntilChange: string | null;
    seatUntilChange: string | null;
    /**
     * The seat moves to another court's district (or may: `court` and `prefix` null when unknown), so the Cg. number
     * changes on registration (Ctv. 54. § (1), (3)); null otherwise.
     */
    courtChange: { court: string | null; prefix: string | null } | null;
    /**
     * The request gives the registered addresses (`bejegyzettCimek`): the use declaration covers only the others, each
     * one to be registered. False: which addresses are registered already is unknown (decision 075).
     */
    addressesKnown: boolean;
    /**
     * The request names a change the documents follow (a top-level `bejegyzes`); false for a saved registered company
     * alone, whose specimen may then have no change registration to go with (Ctv. 9. § (3), decision 075).
     */
    isChangeNamed: boolean;
  } | null;
  /** `Cg. 01-09-123456`, or `bejegyzés alatt` at formation. */
  registrationNumber: string;
  /** The date of the documents (`keltezesIdeje`), ISO. */
  documentDate: string;
  /** One member: alapító okirat, sole-member decisions instead of a members' meeting. */
  isSingleMember: boolean;
  terms: FoundingDocumentTerms;
  members: MemberModel[];
  capital: {
    total: number;
    cash: number;
    inKind: number;
    hasCash: boolean;
    hasInKind: boolean;
    /** More than one member contributes in kind: the valuation statement speaks of the contributions in the plural. */
    hasSeveralInKind: boolean;
    /**
     * In-kind contributions are due in full before the application is filed: single-member company (Ptk. 3:208. §
     * (1)) or in-kind contributions reaching half of the törzstőke (Ptk. 3:163. § (1)).
     */
    isInKindDueBeforeFiling: boolean;
    /**
     * A member still to provide real estate in kind (`isInKindRealEstate`): the company asks the court of registration
     * to order the land-register entry (Ctv. 1. § (1a)–(1b)), which the lawyer's power of attorney names (decision 081).
     */
    hasRealEstateToProvide: boolean;
    /**
     * More than one property is still to be provided (a member's several properties, or several members' real
     * estate): the power of attorney speaks of the properties in the plural, as the articles do (decision 086).
     */
    hasSeveralRealEstateToProvide: boolean;
    /**
     * Every member of a registered company has provided the törzsbetét in full (`torzsbetetBefizetve`): the articles
     * state that it was provided and carry no clause on contributions still owed (Ptk. 3:162. §, 3:98. §).
     */
    isFullyPaid: boolean;
    /** Every member with a cash contribution has provided the törzsbetét in full. */
    isCashFullyPaid: boolean;
  };
  /** Some member's business share deviates from the contribution ratio (votes follow the share). */
  hasVoteDeviation: boolean;
  hasDividendDeviation: boolean;
  /** Some contribution ratio is printed rounded to hundredths. */
  hasRoundedPercents: boolean;
  /** Some member's dividend ratio is his contribution ratio printed rounded (the dividends deviate for others). */
  hasRoundedDividendPercents: boolean;
  directors: DirectorModel[];
  isSingleDirector: boolean;
  /**
   * The sole member is also the only director: the articles leave out the approvals the member would give to himself
   * (contracts with the director, the director's discharge, the value limits needing prior consent). An amendment may
   * word the articles otherwise (`PlannedDocument.soleMemberAsDirector`).
   */
  isSoleMemberTheDirector: boolean;
  /** Every director signs alone. */
  isAllSoleSigning: boolean;
  /** Some director signs alone: the signing sentence of a mixed mode names the sole signer only then (Ctv. 8. §). */
  hasSoleSigningDirector: boolean;
  /**
   * Some joint-signing director signs together with another director. When none does (a single joint signer beside
   * sole signers, whose only partner is the company manager), the signing sentence names the manager alone and offers
   * no second director the articles do not give (Ctv. 8. § (2)).
   */
  hasDirectorCoSigners: boolean;
  /** Exactly two directors who sign together and with nobody else: "egymással együttesen". */
  isJointPair: boolean;
  /** Name the signing groups in the wording: only with three or more directors (legal brief 2.9). */
  isGroupWording: boolean;
  /** Who signs for the company on documents 2–6 (both joint signers under joint signing). */
  companySigners: DirectorModel[];
  companySignerNames: string[];
  seat: string;
  /** The place of central administration when it differs from the seat; null: the seat is also that place. */
  centralAdministration: string | null;
  premises: string[];
  branches: string[];
  mainActivity: Activity | null;
  /** Other activities without duplicates and without the main activity. */
  otherActivities: Activity[];
  /** The end of a fixed-term company (ISO), null for an indefinite duration. */
  durationEnd: string | null;
  businessYear: BusinessYear;
  meeting: {
    perYear: number;
    quorumPercent: number;
    matters: MeetingMatters;
    /** Days between sending the invitations and the meeting (Ptk. 3:190. § (1): 15 unless the articles shorten it). */
    noticeDays: number;
    /** Legal notices, invitations and votes by e-mail (Ptk. 3:91. § (2)). */
    isElectronic: boolean;
  };
  shareRules: ShareRules;
  /** The free texts, each as a sentence ending with a full stop; null when not given. */
  additionalContributions: string | null;
  ancillaryServices: string | null;
  companyManager: CompanyManagerModel | null;
  /** The directors, then the company manager: one signature specimen each. */
  signatories: SignatoryModel[];
  /** Every address whose lawful use must be proven: seat first, then central administration, premises, branches. */
  usedAddresses: UsedAddress[];
  /** The seat's entry of `usedAddresses`. */
  seatProperty: UsedAddress;
  /** The addresses the use declaration covers: all at formation, the uses not yet registered for a change. */
  declaredAddresses: UsedAddress[];
  /** The use declaration's title (`Székhelyhasználati hozzájáruló nyilatkozat` …). */
  declarationTitle: string;
  /** The owners who sign the use declaration. */
  declarants: Declarants;
  /** Members and directors living abroad. */
  foreignPersons: ForeignPerson[];
};

/** The name forms that never break inside (issue 9): short names, "(bejegyzés alatt)", "b. a.", a short vezérszó. */
function bindCompanyName(name: CompanyName): CompanyName {
  const bound = (words: string) => (words.length <= 30 ? words.replaceAll(' ', NBSP) : words);
  const base = bound(name.base);
  const short = `${bound(name.vezerszo)}${NBSP}Kft.`;
  const full = `${base} Korlátolt Felelősségű Társaság`;
  return {
    ...name,
    full,
    short,
    fullPending: `${full} (bejegyzés${NBSP}alatt)`,
    shortPending: `${short}${NBSP}b.${NBSP}a.`,
  };
}

/** The main activity and the other activities without duplicates and without the main activity. */
export function deriveActivities(company: Pick<Company, 'fotevekenyseg' | 'egyebTevekenysegek'>): {
  main: Activity | null;
  others: Activity[];
} {
  const main = company.fotevekenyseg === undefined ? null : parseActivity(company.fotevekenyseg);
  // A code is digits and a dot: only a free text needs (the costly) Hungarian lower-casing.
  const keyOf = (activity: Activity) => activity.code ?? activity.text.toLocaleLowerCase('hu');
  const seen = new Set<string>(main ? [keyOf(main)] : []);
  const others: Activity[] = [];
  for (const text of company.egyebTevekenysegek) {
    const activity = parseActivity(text);
    const key = keyOf(activity);
    if (seen.has(key)) continue;
    seen.add(key);
    others.push(activity);
  }
  return { main, others };
}

function optionalSentence(text: string | undefined): string | null {
  return text === undefined ? null : asSentence(text);
}

/**
 * The registered identifiers the documents print: the request's own, or those the server answered with the saved
 * company (`tarsasag.bejegyzes`), so a registered company's documents never read "bejegyzés alatt".
 */
function registrationOf(request: DocumentRequest): RegisteredIdentifiers | undefined {
  if (request.bejegyzes) return request.bejegyzes;
  const saved = request.tarsasag.bejegyzes as { cegjegyzekszam?: unknown; adoszam?: unknown } | null | undefined;
  if (typeof saved?.cegjegyzekszam !== 'string') return undefined;
  return {
    cegjegyzekszam: saved.cegjegyzekszam,
    ...(typeof saved.adoszam === 'string' ? { adoszam: saved.adoszam } : {}),
  };
}

/** Derives the template facts from a validated request. */
export function deriveModel(request: DocumentRequest): CompanyModel {
  const company = request.tarsasag;
  const isSingleMember = company.tagok.length === 1;
  // a sole member who joined after the founding is "az egyedüli tag", never "az alapító"
  const terms = foundingDocumentTerms(company);
  const members = deriveMembers(company.tagok);
  // real estate in kind not yet provided: the company asks for its land-register entry (Ctv. 1. § (1a)–(1b))
  const realEstateToProvide = members.members.filter(
    (member) => member.isInKindRealEstate && member.torzsbetetBefizetve !== true,
  );
  const directorsAlone = deriveDirectors(company.ugyvezetok);
  const activities = deriveActivities(company);
  const centralAdministration = separateCentralAdministration(company);
  const usedAddresses = deriveUsedAddresses(company, terms);
  const companyManager = deriveCompanyManager(company.cegvezeto, directorsAlone);
  const directors = withCompanyManagerCoSigner(directorsAlone, companyManager);
  const companySigners = selectCompanySigners(directors);
  const rules = company.taggyulesSzabalyzasok;
  const name = bindCompanyName(deriveCompanyName(company.nev, company.idegenNev, company.vezerszo));
  const registered = registrationOf(request);
  const declaredAddresses = addressesToDeclare(usedAddresses, registered?.bejegyzettCimek);
  const nameNow = registered?.bejegyzettNev
    ? bindCompanyName(deriveCompanyName(registered.bejegyzettNev, null, registered.bejegyzettVezerszo))
    : name;
  return {
    name: registered ? withFields(name, { fullPending: nameNow.full, shortPending: nameNow.short }) : name,
    registration: registered
      ? {
          changeDate: registered.valtozasNapja ?? null,
          resolution: registered.hatarozat ?? null,
          // only the short name changing (another vezérszó): the registered short name tells the two apart
          nameUntilChange: registered.bejegyzettNev
            ? nameNow.full === name.full
              ? nameNow.short
              : nameNow.full
            : null,
          seatUntilChange: registered.bejegyzettSzekhely ?? null,
          courtChange: registered.cegbirosagValtozas
            ? {
                court: registered.cegbirosagValtozas.cegbirosag ?? null,
                prefix: registered.cegbirosagValtozas.elotag ?? null,
              }
            : null,
          addressesKnown: registered.bejegyzettCimek !== undefined,
          isChangeNamed: request.bejegyzes !== undefined,
        }
      : null,
    registrationNumber: registered ? `Cg. ${registered.cegjegyzekszam.replace(/^Cg\.\s*/i, '')}` : 'bejegyzés alatt',
    documentDate: request.keltezesIdeje,
    isSingleMember,
    terms,
    members: members.members,
    capital: {
      total: members.capital,
      cash: members.cashTotal,
      inKind: members.inKindTotal,
      hasCash: members.cashTotal > 0,
      hasInKind: members.inKindTotal > 0,
      hasSeveralInKind: members.members.filter((member) => member.hasInKind).length > 1,
      isInKindDueBeforeFiling:
        isSingleMember || (members.inKindTotal > 0 && members.inKindTotal * 2 >= members.capital),
      hasRealEstateToProvide: realEstateToProvide.length > 0,
      // a member who names real estate without entering a property counts as one
      hasSeveralRealEstateToProvide:
        realEstateToProvide.reduce((count, member) => count + Math.max(1, member.inKindProperties.length), 0) > 1,
      isFullyPaid: members.members.every((member) => member.torzsbetetBefizetve === true),
      isCashFullyPaid: members.members.every((member) => !member.hasCash || member.torzsbetetBefizetve === true),
    },
    hasVoteDeviation: members.hasVoteDeviation,
    hasDividendDeviation: members.hasDividendDeviation,
    hasRoundedPercents: members.members.some((member) => member.isContributionPercentRounded),
    hasRoundedDividendPercents: members.hasDividendDeviation && members.members.some((m) => m.isDividendPercentRounded),
    directors,
    isSingleDirector: directors.length === 1,
    isSoleMemberTheDirector: isSingleMember && directors.length === 1 && directors[0]!.nev === members.members[0]!.nev,
    isAllSoleSigning: directors.every((director) => director.isSoleSigner),
    hasSoleSigningDirector: directors.some((director) => director.isSoleSigner),
    hasDirectorCoSigners: directors.some((director) => director.coSigners.length > 0),
    isJointPair:
      directors.length === 2 &&
      directors.every(
        (director) =>
          director.isJointSigner && director.coSigners.length === 1 && director.companyManagerCoSigner === null,
      ),
    isGroupWording: directors.length >= 3,
    companySigners,
    companySignerNames: companySigners.map((director) => director.nev),
    seat: company.szekhely,
    centralAdministration,
    premises: company.telephelyek,
    branches: company.fioktelepek,
    mainActivity: activities.main,
    otherActivities: activities.others,
    durationEnd: company.idotartamVege ?? null,
    businessYear: deriveBusinessYear(company.merlegForduloNap),
    meeting: {
      perYear: rules.eventeHanyszorTagGyules,
      quorumPercent: rules.hatarozatKepessegSzazalek,
      matters: deriveMeetingMatters(company),
      noticeDays: rules.meghivasiHatarido ?? 15,
      isElectronic: rules.elektronikusKozles,
    },
    shareRules: company.uzletreszNyeresegSzabalyzasok,
    additionalContributions: optionalSentence(company.potbefizetesFeltetelei),
    ancillaryServices: optionalSentence(company.mellekszolgaltatasok),
    companyManager,
    signatories: [
      ...directors.map((director) =>
        withFields(director, { role: 'ügyvezető', roleOfCompany: 'ügyvezetője (vezető tisztségviselője)' }),
      ),
      ...(companyManager
        ? [withFields(companyManager, { role: 'cégvezető', roleOfCompany: 'cégvezetője (munkavállalója)' })]
        : []),
    ],
    usedAddresses,
    seatProperty: usedAddresses[0]!,
    declaredAddresses,
    declarationTitle: declarationTitle(declaredAddresses, !registered || registered.bejegyzettCimek !== undefined),
    declarants: deriveDeclarants(declaredAddresses),
    foreignPersons: deriveForeignPersons(members.members, directors, companyManager, terms.member.nominative),
  };
}
