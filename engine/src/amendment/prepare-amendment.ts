import type { DocumentTree } from '../ast/blocks.ts';
import { treeText } from '../ast/tree-text.ts';
import type { Warning } from '../checks/warning.ts';
import { planDocument } from '../documents/plan-documents.ts';
import type { Engine } from '../render/create-engine.ts';
import { withArticle } from '../hu/article.ts';
import { formatDate } from '../hu/format-date.ts';
import { joinList } from '../hu/join-list.ts';
import type { DocumentRequest, RegisteredIdentifiers } from '../schema/request.ts';
import type { AmendmentRequest, RegisteredCompany } from './amendment-schema.ts';
import { checkAmendment } from './check-amendment.ts';
import { ConsolidationError, consolidateArticles, type Consolidation } from './consolidate-articles.ts';
import {
  isCapitalWordedAs,
  paidButWordedAsOwed,
  restatePaidContributions,
  withoutPaidContributions,
  withPaidContributions,
} from './paid-contributions.ts';
import { withoutUndecidedExclusionClauses, withThirdMember } from './exclusion-suit-clauses.ts';
import { withFounders } from './membership-start.ts';
import { planAmendment, type AmendmentPlan } from './plan-amendment.ts';
import { repealSpentClauses, withoutExecutionBlocks } from './spent-founding-clauses.ts';
import {
  isSoleMemberTheDirector,
  registeredSoleMemberWording,
  registeredWordingOf,
  soleMemberPowersFinding,
} from './sole-member-powers.ts';
import { transferSplitFindings } from './transfer-contributions.ts';

/** An amendment ready to render: the plan, the findings, and the consolidated articles built on the registered text. */
export type PreparedAmendment = {
  plan: AmendmentPlan;
  /** Errors first; any error blocks the documents. */
  findings: Warning[];
  /** The registered articles' block tree the consolidated text is built on. */
  registeredArticles: DocumentTree;
  /** Null when the registered text could not be mapped onto the template (an error finding says why). */
  consolidation: Consolidation | null;
};

/** The formation request for one state of the company, dated as given; `registered` adds the Cg. number. */
export function formationRequest(
  request: AmendmentRequest,
  company: RegisteredCompany,
  date: string,
  registered?: Omit<RegisteredIdentifiers, 'cegjegyzekszam' | 'adoszam'>,
): DocumentRequest {
  return {
    ugyvediIroda: request.ugyvediIroda,
    keltezesHelye: request.keltezesHelye,
    keltezesIdeje: date,
    // a sole member who joined after the founding is "az egyedüli tag" in every document, never "az alapító"
    tarsasag: withFounders(request, company),
    bejegyzes: {
      cegjegyzekszam: request.bejegyzes.cegjegyzekszam,
      adoszam: request.bejegyzes.adoszam,
      ...registered,
    },
  };
}

/**
 * The articles of one state rendered with today's template; `soleMemberAsDirector` words the sole member's powers as
 * registered ({@link registeredSoleMemberWording}).
 */
export function renderArticles(
  engine: Engine,
  request: AmendmentRequest,
  company: RegisteredCompany,
  soleMemberAsDirector?: boolean,
): DocumentTree {
  const formation = formationRequest(request, company, request.bejegyzes.letesitoOkiratKelte);
  const { bejegyzes: _registered, ...unregistered } = formation;
  return engine.renderTree(unregistered, { ...planDocument(unregistered, 'tarsasagi'), soleMemberAsDirector });
}

/** The finding when the registered text is rebuilt from today's template (amendments brief 3.3, 5 rule 13). */
function rebuiltTextFinding(request: AmendmentRequest, templateVersion: string): Warning | null {
  const registeredVersion = request.bejegyzes.sablonVerzio;
  if (registeredVersion === templateVersion) return null;
  const why = registeredVersion
    ? `a bejegyzett okiratot ${withArticle(`„${registeredVersion}”`)} sablonváltozat állította elő, a jelenlegi sablon „${templateVersion}”`
    : 'nem ismert, melyik sablonváltozat állította elő a bejegyzett okiratot';
  return {
    code: 'okirat-hianyzik',
    severity: 'warning',
    message: `A bejegyzett létesítő okirat szövege nem állt rendelkezésre, és ${why}. Az egységes szerkezet és a módosító okirat pontszámai ezért a jelenlegi sablonnal újra előállított szövegre épülnek: vesse össze a cégiratok között lévő hatályos szöveggel, mert a sablon azóta megváltozott szövegezése nem kerülhet módosításként az okiratba.`,
    path: 'okirat',
  };
}

/** The finding when spent founding clauses stay in the consolidated text (amendments brief 3.2). */
function keptFoundingClausesFinding(plan: AmendmentPlan): Warning | null {
  if (plan.foundingClauses !== 'kept') return null;
  const why = !plan.amendsArticles
    ? 'a jelen változás a létesítő okiratot nem módosítja'
    : plan.isFilingDeferred
      ? 'a jelen módosítást most nem kell a cégbírósághoz benyújtani (Ctv. 51. § (2a))'
      : 'a módosítás elfogadása nem érte el a háromnegyedes szótöbbséget';
  return {
    code: 'alapitasi-rendelkezesek',
    severity: 'warning',
    message: `A bejegyzett okirat alapításkori, a cégbejegyzéssel kiüresedett rendelkezései (előtársaság, „bejegyzés alatt” toldat, harmincnapos bejegyzési határidő, jóváhagyó aláírás, „első ügyvezető”) változatlanul szerepelnek az egységes szerkezetben, mert ${why}. Hatályon kívül helyezésükhöz a létesítő okirat legalább háromnegyedes szótöbbséggel elfogadott módosítása szükséges (Ptk. 3:102. § (1)); javasolt a következő módosítással elvégezni.`,
    path: 'okirat',
  };
}

/**
 * Plans and checks an amendment. `registeredArticles` is the block tree kept with the registered version (the
 * server's copy, or `request.okirat`); without either, the registered state is rendered with today's template and,
 * unless `bejegyzes.sablonVerzio` equals `templateVersion`, a warning tells the lawyer to compare it with the filed
 * text. The spent founding clauses are repealed in the consolidated text when the plan says so.
 */
export function prepareAmendment(
  engine: Engine,
  templateVersion: string,
  request: AmendmentRequest,
  registeredArticles?: DocumentTree,
): PreparedAmendment {
  const given = registeredArticles ?? request.okirat;
  const plan = planAmendment(request, given);
  const findings: Warning[] = [];
  // The articles as written at formation, every contribution owed by its deadline; a registered text that already
  // states the contributions as provided is compared with the states worded so. A sole member's powers are worded as
  // the registered text words them (an earlier amendment may have kept them as they were).
  const byFacts = renderArticles(engine, request, withoutPaidContributions(request.korabbi));
  const isDirectorByFacts = isSoleMemberTheDirector(request.korabbi);
  const registeredWording = given
    ? registeredWordingOf(given, request.korabbi, (wording) =>
        wording === isDirectorByFacts
          ? byFacts
          : renderArticles(engine, request, withoutPaidContributions(request.korabbi), wording),
      )
    : undefined;
  const asRegistered = registeredWording === isDirectorByFacts ? undefined : registeredWording;
  const plainOld =
    asRegistered === undefined
      ? byFacts
      : renderArticles(engine, request, withoutPaidContributions(request.korabbi), asRegistered);
  const paidOld = given ? renderArticles(engine, request, request.korabbi, asRegistered) : undefined;
  const isWordedAsPaid =
    given !== undefined &&
    paidOld !== undefined &&
    isCapitalWordedAs(given, paidOld) &&
    !isCapitalWordedAs(given, plainOld);
  const registered = given ?? plainOld;
  if (!given) {
    const rebuilt = rebuiltTextFinding(request, templateVersion);
    if (rebuilt) findings.push(rebuilt);
  }
  const kept = keptFoundingClausesFinding(plan);
  if (kept) findings.push(kept);
  findings.push(...transferSplitFindings(request));
  let consolidation: Consolidation | null = null;
  try {
    // the sole member's powers keep their registered wording when only the director's person changes them
    const soleMemberAsDirector = registeredSoleMemberWording(request.korabbi, request.uj, registeredWording);
    const paidNew = () =>
      renderArticles(
        engine,
        request,
        withPaidContributions(request, request.uj, plan.amendsArticles || isWordedAsPaid),
        soleMemberAsDirector,
      );
    const old = isWordedAsPaid && paidOld ? paidOld : plainOld;
    const fresh = isWordedAsPaid
      ? paidNew()
      : renderArticles(engine, request, withoutPaidContributions(request.uj), soleMemberAsDirector);
    if (soleMemberAsDirector !== undefined) findings.push(soleMemberPowersFinding(soleMemberAsDirector));
    consolidation = consolidateArticles(
      withoutExecutionBlocks(registered),
      withoutExecutionBlocks(old),
      withoutExecutionBlocks(
        request.korabbi.tagok.length === 2 && request.uj.tagok.length >= 3
          ? withoutUndecidedExclusionClauses(
              old,
              renderArticles(engine, request, withThirdMember(withoutPaidContributions(request.korabbi))),
              fresh,
            )
          : fresh,
      ),
    );
    const written = consolidation;
    if (!isWordedAsPaid) consolidation = restatePaidContributions(consolidation, paidNew);
    // An amendment of the articles that leaves point 6 alone keeps its registered wording too (decision 012)
    const isPointSixKept = !plan.amendsArticles || consolidation === written;
    const stillWordedAsOwed = isWordedAsPaid || !isPointSixKept ? [] : paidButWordedAsOwed(request);
    if (stillWordedAsOwed.length > 0)
      findings.push({
        code: 'befizetes-szovege',
        severity: 'warning',
        message: `Az egységes szerkezet ${joinList(stillWordedAsOwed)} pénzbeli hozzájárulásáról a bejegyzett szöveg szerint továbbra is azt rögzíti, hogy azt határidőig befizetéssel ${
          stillWordedAsOwed.length > 1
            ? 'teljesítik, bár a hozzájárulásukat már szolgáltatták'
            : 'teljesíti, bár a hozzájárulást már szolgáltatta'
        }. ${
          plan.amendsArticles
            ? 'A jelen módosítás a törzstőkéről szóló pontot nem érinti, ezért annak bejegyzett szövege változatlan marad; a teljesítéshez igazítása e pont módosítását kívánja, amelyről a tagok a létesítő okirat módosításával dönthetnek (Ptk. 3:102. § (1)).'
            : 'A jelen változás a létesítő okiratot nem módosítja, ezért a szöveg csak a létesítő okirat legalább háromnegyedes szótöbbséggel elfogadott módosításával igazítható a teljesítéshez (Ptk. 3:102. § (1)); javasolt a következő módosítással elvégezni.'
        }`,
        path: 'uj.tagok',
      });
    if (plan.foundingClauses === 'repealed')
      consolidation = repealSpentClauses(
        consolidation,
        registered,
        `a ${formatDate(request.keltezesIdeje)} napján kelt módosítással`,
      );
  } catch (error) {
    if (!(error instanceof ConsolidationError)) throw error;
    findings.push({ code: 'okirat-szerkezet', severity: 'error', message: `${error.message}`, path: 'okirat' });
  }
  // the deed prints the points it changes: the persons it identifies there (checkAmendmentMissingData)
  const deedText =
    consolidation === null
      ? undefined
      : treeText({
          title: '',
          blocks: consolidation.points.flatMap((point) =>
            point.kind === 'replaced' ? point.blocks : point.kind === 'added' ? [point.section] : [],
          ),
        })
          .replace(/\u00a0/g, ' ')
          .replace(/\u2011/g, '-');
  const all = [...checkAmendment(plan, treeText(registered), deedText), ...findings];
  return {
    plan,
    findings: [...all.filter((f) => f.severity === 'error'), ...all.filter((f) => f.severity === 'warning')],
    registeredArticles: registered,
    consolidation,
  };
}
