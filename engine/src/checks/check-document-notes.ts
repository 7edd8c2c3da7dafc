import { nameInText } from '../model/derive-members.ts';
import { capitalizeFirst } from '../hu/capitalize-first.ts';
import { joinList } from '../hu/join-list.ts';
import { withArticle } from '../hu/article.ts';
import { differingAgents } from '../model/derive-foreign-persons.ts';
import type { CompanyModel } from '../model/derive-model.ts';
import type { UsedAddress } from '../model/derive-used-addresses.ts';
import type { Warning } from './warning.ts';

const USE_PATH = (index: number) => (index === 0 ? 'tarsasag.szekhelyIngatlan' : 'tarsasag.ingatlanok');

/**
 * Notes for the lawyer about what the documents print (issue 9): a title of use left
 * blank, a registered-office provider whose contract must be filed instead of an owner's consent (or that is named
 * for another address than the seat, which such a provider does not serve), the company's own
 * property before the land register can show it, a loan or lease of the property by the company's own member or
 * director, real estate contributed in kind (Ctv. 1. § (1a)–(1c)), a person abroad without a service-of-process
 * agent, a member who is a director or the company manager too and names another agent in each role, and a signatory of another citizenship of whom nobody said whether he understands Hungarian: if he does not,
 * his documents need the clause that they were explained to him (Pp. 325. § (2); decision 031). All are warnings: the documents are lawful, the
 * lawyer should look.
 */
export function checkDocumentNotes(model: CompanyModel): Warning[] {
  const warnings: Warning[] = [];
  model.usedAddresses.forEach((place, index) => {
    if (place.useTitle === 'SZEKHELYSZOLGALTATAS' && place.purpose !== 'székhely')
      warnings.push({
        code: 'REGISTERED_OFFICE_PROVIDER_NOT_FOR_SEAT',
        severity: 'warning',
        message: `${place.address} (${place.label}): székhelyszolgáltatás a Ctv. 7. § (4) bekezdése és a 7/2017. (VI. 1.) IM rendelet szerint a székhely használatát biztosítja; a telephely és a fióktelep a tevékenység tartós, önállósult helye (Ctv. 7. § (2)), a központi ügyintézés helye pedig a döntéshozatal helye. Kérjük, ellenőrizze a jogcímet, és szükség esetén adjon meg bérletet, haszonkölcsönt vagy saját tulajdont.`,
        path: USE_PATH(index),
      });
    else if (place.useTitle === 'SZEKHELYSZOLGALTATAS')
      warnings.push({
        code: 'REGISTERED_OFFICE_PROVIDER',
        severity: 'warning',
        message: `${place.address} (${place.label}): székhelyszolgáltatás esetén a használat jogcímét a székhelyszolgáltatóval kötött, a 7/2017. (VI. 1.) IM rendelet szerinti megbízási szerződés igazolja; kérjük, csatolja a ${model.registration ? 'változásbejegyzési' : 'cégbejegyzési'} kérelemhez.`,
        path: USE_PATH(index),
      });
    else if (place.useTitle === 'TULAJDON' && model.registration === null)
      warnings.push({
        code: 'OWN_PROPERTY_BEFORE_REGISTRATION',
        severity: 'warning',
        message: `${place.address} (${place.label}): a bejegyzés alatt álló Társaság tulajdonjogát az ingatlan-nyilvántartás csak a cégbejegyzés után tünteti fel; nem pénzbeli hozzájárulásként szolgáltatott ingatlan esetén a bejegyzés iránt a cégbíróság intézkedik, a tulajdoni lapnak a rendelkezés jogcímét legalább széljegyként tartalmaznia kell (Ctv. 1. § (1a)–(1c)). Kérjük, csatolja a Társaság tulajdonjogát megalapozó okiratot, és mérlegelje a jelenlegi tulajdonos hozzájáruló nyilatkozatának csatolását.`,
        path: USE_PATH(index),
      });
    else if (place.useTitle === 'HASZONKOLCSON' || place.useTitle === 'BERLET')
      warnings.push(...contractWithOwnMember(model, place, index));
    else if (place.needsOwnerConsent && place.useTitle === null)
      warnings.push({
        code: 'USE_TITLE_MISSING',
        severity: 'warning',
        message: `${place.address} (${place.label}): a használat jogcíme (haszonkölcsön, bérlet, saját tulajdon vagy székhelyszolgáltatás) nincs megadva; a nyilatkozatban kipontozott hely áll a helyén.`,
        path: USE_PATH(index),
      });
  });
  for (const member of model.members)
    if (member.isInKindRealEstate && !member.torzsbetetBefizetve)
      warnings.push({
        code: 'IN_KIND_REAL_ESTATE',
        severity: 'warning',
        message: `${capitalizeFirst(member.nameInText)} nem pénzbeli hozzájárulása ${member.inKindProperties.length > 0 ? 'ingatlan' : 'a leírása szerint ingatlan'}. Ingatlan nem pénzbeli hozzájárulásként csak akkor jelölhető meg, ha tulajdoni lapjából az ingatlannal való rendelkezés jogcíme legalább széljegy formájában megállapítható (Ctv. 1. § (1c)); a tulajdonjog ingatlan-nyilvántartási bejegyzését a cégbejegyzési kérelemben – a jogszabályban előírt okiratok csatolásával – kérelmezni kell, a cégbejegyzés után teljesített szolgáltatást pedig jogi képviselő útján kell bejelenteni (Ctv. 1. § (1a)–(1b)). ${member.inKindProperties.length > 0 ? 'Kérjük, ellenőrizze a tulajdoni lapot.' : 'Kérjük, adja meg az ingatlan fekvését, helyrajzi számát és a szolgáltatott tulajdoni hányadot a tag adatainál, a „Nem pénzbeli hozzájárulásként szolgáltatott ingatlanok” résznél: a létesítő okirat csak ekkor tartalmazza a tag bejegyzési engedélyét és a Ctv. 1. § (1c) bekezdése szerinti nyilatkozatát; addig a helyükön megjegyzés áll az ügyvéd részére.'}`,
        path: `tarsasag.tagok.${member.index}.nemPenzbeliBetetMod`,
      });
  for (const person of model.foreignPersons)
    if (person.agent === null)
      warnings.push({
        code: 'SERVICE_AGENT_MISSING',
        severity: 'warning',
        message: `${capitalizeFirst(person.nameInText)} (${person.role}) ${person.isLegalEntity ? 'székhelye' : 'lakóhelye'} külföldön van: kézbesítési megbízottat kell megnevezni (Ctv. 25. § (1) l)); a létesítő okiratban kipontozott hely áll a helyén.`,
        path: 'tarsasag',
      });
  for (const person of model.foreignPersons)
    if (!person.isAbroad && person.agent !== null)
      warnings.push({
        code: 'SERVICE_AGENT_WITH_HUNGARIAN_ADDRESS',
        severity: 'warning',
        message: `${capitalizeFirst(person.nameInText)} (${person.role}) ${person.isLegalEntity ? 'székhelye' : 'lakcíme'} magyarországi, mégis kézbesítési megbízott van megadva. Kézbesítési megbízottat a magyarországi ${person.isLegalEntity ? 'székhellyel' : 'lakóhellyel'} nem rendelkező személynek kell megneveznie (Ctv. 25. § (1) l)); a dokumentumok a megbízottat megnevezik, de nem állítják, hogy nincs magyarországi ${person.isLegalEntity ? 'székhelye' : 'lakóhelye'}. Kérjük, ellenőrizze a címet, vagy törölje a kézbesítési megbízottat.`,
        path: 'tarsasag',
      });
  // one person, one agent for the documents addressed to him: the register names it at his person (Ctv. 25. § (1) l))
  for (const differing of differingAgents(
    model.members,
    model.directors,
    model.companyManager,
    model.terms.member.nominative,
  ))
    warnings.push({
      code: 'SERVICE_AGENTS_DIFFER',
      severity: 'warning',
      message: `${capitalizeFirst(differing.nameInText)} ${joinList(differing.roles.map((role) => `${role}ként`))} is kézbesítési megbízottat nevez meg, de két különbözőt („${differing.agents[0]}”, illetve „${differing.agents[1]}”), így a létesítő okirat egy személynek két kézbesítési megbízottját nevezné meg (Ctv. 25. § (1) l)). Kérjük, egyeztesse: ha ugyanazt a megbízottat nevezi meg, a létesítő okirat egyszer, „${joinList(differing.roles)}” minőségben nevezi meg.`,
      path: differing.path,
    });
  const foreigners = foreignNationalSignatories(model);
  if (foreigners.length > 0)
    warnings.push({
      code: 'FOREIGN_NATIONAL_SIGNATORY',
      severity: 'warning',
      message: `Nem magyar állampolgárságú ${foreigners.length === 1 ? 'aláíró, akinél nincs megadva, hogy érti-e' : 'aláírók, akiknél nincs megadva, hogy értik-e'} a magyar nyelvet: ${foreigners.join('; ')}. Ha az aláíró nem érti a magyar nyelvet, az általa aláírt okirat csak akkor teljes bizonyító erejű magánokirat, ha magából az okiratból kitűnik, hogy tartalmát neki a tanúk egyike vagy a hitelesítő személy (az ellenjegyző ügyvéd) megmagyarázta (Pp. 325. § (2)). Kérjük, erősítse meg az aláíró nyelvismeretét a személy adatainál: ha nem érti a magyar nyelvet, adja meg a magyarázat nyelvét és az esetleges tolmácsot, és a dokumentumok erről záradékot tartalmaznak; ha érti, jelölje ezt.`,
      path: 'tarsasag',
    });
  return warnings;
}

/**
 * A natural person's citizenship given and not Hungarian (a blank citizenship says nothing), and nobody said whether
 * the person understands Hungarian: `nemErtiMagyarul` set either way is the lawyer's answer (decision 031).
 */
function isForeignNational(person: {
  jogiSzemely?: boolean | undefined;
  allampolgarsag?: string | undefined;
  nemErtiMagyarul?: boolean | undefined;
}): boolean {
  return (
    !person.jogiSzemely &&
    person.nemErtiMagyarul === undefined &&
    person.allampolgarsag !== undefined &&
    !/magyar|hungar/iu.test(person.allampolgarsag)
  );
}

/**
 * The natural persons of another citizenship who sign a formation document, each once with every role: members,
 * directors, the company manager and the owners who consent to an address's use.
 */
function foreignNationalSignatories(model: CompanyModel): string[] {
  const found = new Map<string, { roles: string[]; citizenship: string }>();
  const add = (person: { nev: string; allampolgarsag?: string | undefined }, role: string) => {
    const entry = found.get(person.nev) ?? { roles: [], citizenship: person.allampolgarsag ?? '' };
    if (!entry.roles.includes(role)) entry.roles.push(role);
    found.set(person.nev, entry);
  };
  for (const member of model.members) if (isForeignNational(member)) add(member, model.terms.member.nominative);
  for (const signatory of model.signatories)
    if (isForeignNational(signatory)) add(signatory, signatory === model.companyManager ? 'cégvezető' : 'ügyvezető');
  for (const place of model.declaredAddresses)
    if (place.needsOwnerConsent)
      for (const owner of place.owners) if (isForeignNational(owner)) add(owner, 'tulajdonos');
  return [...found].map(
    ([nev, { roles, citizenship }]) => `${nev} (${roles.join(', ')}; állampolgárság: ${citizenship})`,
  );
}

/**
 * A property lent or let to the company by its own member or director: the declaration records the owner's consent,
 * not the contract of use, which needs the members' meeting's approval (Ptk. 3:188. § (2)) or, with the sole
 * founder, a public document or a document of full evidential force (Ptk. 3:209. § (1)).
 */
function contractWithOwnMember(model: CompanyModel, place: UsedAddress, index: number): Warning[] {
  const insiders = place.owners.filter((owner) => owner.companyRole !== null);
  if (insiders.length === 0) return [];
  const title = place.useTitle === 'BERLET' ? 'bérlet' : 'haszonkölcsön';
  // two members owning the seat are listed with „és” and the plural (decision 092)
  const who = `${insiders.length > 1 ? 'tulajdonosai' : 'tulajdonosa'} ${joinList(insiders.map((owner) => `${nameInText(owner)} (${owner.companyRole})`))}`;
  const rule = insiders.some((owner) => owner.isMember && model.isSingleMember)
    ? 'az egyszemélyes Társaság és tagja közötti szerződést közokiratba vagy teljes bizonyító erejű magánokiratba kell foglalni (Ptk. 3:209. § (1))'
    : model.isSingleMember
      ? `a Társaság és ügyvezetője közötti szerződés megkötéséről ${withArticle(model.terms.member.nominative)} határoz (Ptk. 3:109. § (4), 3:188. § (2))`
      : 'a Társaság és saját tagja vagy ügyvezetője közötti szerződés megkötésének jóváhagyása a taggyűlés kizárólagos hatáskörébe tartozik (Ptk. 3:188. § (2))';
  return [
    {
      code: 'USE_CONTRACT_WITH_OWN_MEMBER',
      severity: 'warning',
      message: `${place.address} (${place.label}): az ingatlan ${who}. A ${title} jogcímén történő használatról a Társaságnak a tulajdonossal szerződést kell kötnie, amelyet a tulajdonosi hozzájáruló nyilatkozat nem pótol; ${rule}.`,
      path: USE_PATH(index),
    },
  ];
}
