import type { DocumentTree } from '../ast/blocks.ts';
import { treeText } from '../ast/tree-text.ts';
import type { Warning } from '../checks/warning.ts';
import { planDocument } from '../documents/plan-documents.ts';
import type { Engine } from '../render/create-engine.ts';
import type { DocumentRequest } from '../schema/request.ts';
import type { AmendmentRequest, RegisteredCompany } from './amendment-schema.ts';
import { checkAmendment } from './check-amendment.ts';
import { ConsolidationError, consolidateArticles, type Consolidation } from './consolidate-articles.ts';
import { planAmendment, type AmendmentPlan } from './plan-amendment.ts';

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
  registered?: { valtozasNapja?: string; hatarozat?: string },
): DocumentRequest {
  return {
    ugyvediIroda: request.ugyvediIroda,
    keltezesHelye: request.keltezesHelye,
    keltezesIdeje: date,
    tarsasag: company,
    bejegyzes: {
      cegjegyzekszam: request.bejegyzes.cegjegyzekszam,
      adoszam: request.bejegyzes.adoszam,
      ...registered,
    },
  };
}

/** The articles of one state rendered with today's template. */
export function renderArticles(engine: Engine, request: AmendmentRequest, company: RegisteredCompany): DocumentTree {
  const formation = formationRequest(request, company, request.bejegyzes.letesitoOkiratKelte);
  const { bejegyzes: _registered, ...unregistered } = formation;
  return engine.renderTree(unregistered, planDocument(unregistered, 'tarsasagi'));
}

/**
 * Plans and checks an amendment. `registeredArticles` is the block tree kept with the registered version (the
 * server's copy, or `request.okirat`); without either, the registered state is rendered with today's template and a
 * warning tells the lawyer to compare it with the filed text.
 */
export function prepareAmendment(
  engine: Engine,
  request: AmendmentRequest,
  registeredArticles?: DocumentTree,
): PreparedAmendment {
  const plan = planAmendment(request);
  const findings: Warning[] = [];
  let registered = registeredArticles ?? request.okirat;
  if (!registered) {
    registered = renderArticles(engine, request, request.korabbi);
    findings.push({
      code: 'okirat-hianyzik',
      severity: 'warning',
      message:
        '5.13: A bejegyzett létesítő okirat szövege nem állt rendelkezésre; az egységes szerkezet a jelenlegi sablonnal előállított szövegre épül. Vesse össze a cégiratok között lévő hatályos szöveggel.',
      path: 'okirat',
    });
  }
  let consolidation: Consolidation | null = null;
  try {
    consolidation = consolidateArticles(
      registered,
      renderArticles(engine, request, request.korabbi),
      renderArticles(engine, request, request.uj),
    );
  } catch (error) {
    if (!(error instanceof ConsolidationError)) throw error;
    findings.push({ code: 'okirat-szerkezet', severity: 'error', message: `5.13: ${error.message}`, path: 'okirat' });
  }
  const all = [...checkAmendment(plan, treeText(registered)), ...findings];
  return {
    plan,
    findings: [...all.filter((f) => f.severity === 'error'), ...all.filter((f) => f.severity === 'warning')],
    registeredArticles: registered,
    consolidation,
  };
}
