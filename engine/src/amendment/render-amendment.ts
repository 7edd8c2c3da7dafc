import type { Block, DocumentTree } from '../ast/blocks.ts';
import { parseBlocks } from '../ast/parse-blocks.ts';
import { planDocument } from '../documents/plan-documents.ts';
import { birthday } from '../checks/check-age.ts';
import { deriveCompanyName } from '../model/derive-company-name.ts';
import { deriveModel } from '../model/derive-model.ts';
import { withPersonalDataOf } from '../model/derive-used-addresses.ts';
import { isSamePerson as isOwner } from '../model/is-same-person.ts';
import { isSameAddress } from '../model/is-same-address.ts';
import type { PropertyOwner } from '../schema/company.ts';
import { createEngine, PREVIEW_STYLESHEET, type EngineOptions, type RenderOptions } from '../render/create-engine.ts';
import { createEnvironment } from '../render/create-environment.ts';
import { markSafe } from '../render/template-runtime.ts';
import { writeHtml } from '../output/write-html.ts';
import { writeRedlineHtml } from './merge-trees.ts';
import { articlesTemplateVersion as articlesTemplateVersionOf } from './articles-template-version.ts';
import { blockMarkup, inlineMarkup } from './blocks-to-markup.ts';
import { designatedContributors } from './designated-contributors.ts';
import { withRaisedContributions } from './increase-contributions.ts';
import { withTransferSplit } from './transfer-contributions.ts';
import { directorsActingOn, directorsInOffice } from './directors-in-office.ts';
import type { ChangedPoint } from './consolidate-articles.ts';
import { formationRequest, prepareAmendment, type PreparedAmendment } from './prepare-amendment.ts';
import { registerStateDay, withMembershipStarts } from './membership-start.ts';
import { addDays, barredMembers, planAmendment, type AmendmentDocument, type AmendmentPlan } from './plan-amendment.ts';
import { presentAmendment } from './present-amendment.ts';
import { meetingNotice } from './meeting-notice.ts';
import type { SeatMove } from './court-districts.ts';
import type { AmendmentRequest, RegisteredCompany } from './amendment-schema.ts';
import { transferConsentClause, transferGiftClause } from './transfer-consent-clause.ts';
import { transitionalBusinessYear } from './transitional-business-year.ts';
import { votingFormDay } from './voting-form-day.ts';
import { deedDay } from './deed-day.ts';
import { deedPersonalData } from './personal-data-notice.ts';
import { withOldSeatProperty } from './old-seat-property.ts';
import { registeredAddresses } from './registered-addresses.ts';
import { findMember } from './count-votes.ts';
import { silentPreemptionHolders, useProofs } from './filing-attachments.ts';
import { qualifiedMajorityDeadlines } from './qualified-majority-deadline.ts';
import { isSameParty } from './diff-companies.ts';

/** The documents cannot be produced: the findings contain errors. */
export class AmendmentBlockedError extends Error {
  override name = 'AmendmentBlockedError';
}

const TEMPLATES: Partial<Record<AmendmentDocument['id'], string>> = {
  'tervezet-megkuldes': 'amendment/tervezet-megkuldes.njk',
  szavazolap: 'amendment/szavazolap.njk',
  hatarozat: 'amendment/hatarozat.njk',
  modositas: 'amendment/modositas.njk',
  'egyseges-szerkezet': 'amendment/egyseges-szerkezet.njk',
  'egyseges-szerkezet-valtozaskovetes': 'amendment/egyseges-szerkezet.njk',
  'uzletresz-atruhazas': 'amendment/uzletresz-atruhazas.njk',
  'vagyoni-hozzajarulas': 'amendment/vagyoni-hozzajarulas.njk',
  meghatalmazas: 'amendment/meghatalmazas.njk',
  'benyujtasi-osszesito': 'amendment/benyujtasi-osszesito.njk',
};

const FORMATION_TYPES = {
  'elfogado-nyilatkozat': 'elfogado-nyilatkozat',
  alairasminta: 'alairasminta',
  szekhely: 'szekhely',
  tagjegyzek: 'tagjegyzek',
} as const;

/** A point's new text for the deed, numbers in the registered document's numbering, clauses renumbered in order. */
function pointMarkup(point: ChangedPoint): string {
  if (point.kind === 'removed') return '';
  const section = point.kind === 'added' ? point.section : null;
  const heading = point.kind === 'added' ? point.section.heading : point.heading;
  const blocks = point.kind === 'added' ? point.section.blocks : point.blocks;
  const number = point.number;
  const lines: string[] = [];
  if (heading) lines.push(`${section ? point.number : number} ${inlineMarkup(heading)}`);
  let clause = 0;
  for (const block of blocks) {
    if (block.kind === 'clause') {
      clause += 1;
      lines.push(`${heading ? `${number}${clause}.` : number} ${inlineMarkup(block.content)}`);
    } else if (block.kind === 'list')
      for (const item of block.items) lines.push(`${item.label} ${inlineMarkup(item.content)}`);
    else if (block.kind === 'paragraph') lines.push(inlineMarkup(block.content));
  }
  if (lines.length === 0) return '';
  lines[0] = `„${lines[0]}`;
  lines[lines.length - 1] = `${lines[lines.length - 1]}”`;
  return lines.map((line) => `<p>${line}</p>`).join('');
}

/**
 * The registered name and seat the company still bears on the documents' date, when the change of them takes effect
 * later: the member register, the seat declaration and a new director's acceptance identify the company by them
 * (Ptk. 3:197. § (3), 3:21. § (3), Ctv. 7. § (4)) and state the new data as the change. The signature specimen keeps
 * the new name, with a note to the lawyer (U 13).
 */
function identityUntilChange(
  request: AmendmentRequest,
  day: string,
): { bejegyzettNev?: string; bejegyzettVezerszo?: string; bejegyzettSzekhely?: string } {
  const effective = request.hatalyNapja ?? request.dontes.datum;
  if (effective <= day) return {};
  const { korabbi, uj } = request;
  // as diffCompanies tells a name change: by the full and the short name (another vezérszó, Ctv. 3. § (3))
  const [before, after] = [korabbi, uj].map((company) => deriveCompanyName(company.nev, null, company.vezerszo));
  const isNameKept = before!.full === after!.full && before!.short === after!.short;
  return {
    ...(isNameKept
      ? {}
      : { bejegyzettNev: korabbi.nev, ...(korabbi.vezerszo ? { bejegyzettVezerszo: korabbi.vezerszo } : {}) }),
    // the same address written otherwise is no seat change (diffCompanies): no registered seat apart from the new one
    ...(isSameAddress(request.korabbi.szekhely, request.uj.szekhely)
      ? {}
      : { bejegyzettSzekhely: request.korabbi.szekhely }),
  };
}

/**
 * The target state as the company signs on the documents' date: the member register and the seat declaration are
 * signed for the company by the directors then in office (Ptk. 3:21. § (3), 3:25. §, 3:197. § (3); amendments brief
 * 3.5), not by a director elected with effect from a later day or after a recall took effect. Owners of a used
 * property who are directors keep their personal data from the target state's directors.
 */
function signedOnDate(request: AmendmentRequest, company: RegisteredCompany): RegisteredCompany {
  const inOffice = directorsInOffice(request, request.keltezesIdeje);
  if (inOffice.length === 0) return company;
  const withOwnerData = <T extends { tulajdonosok: PropertyOwner[] }>(property: T): T => ({
    ...property,
    tulajdonosok: property.tulajdonosok.map((owner) => {
      const director = company.ugyvezetok.find((candidate) => isOwner(owner, candidate));
      return director && !inOffice.some((signer) => isSameParty(signer, director))
        ? withPersonalDataOf(owner, director)
        : owner;
    }),
  });
  return {
    ...company,
    ugyvezetok: inOffice,
    ...(company.szekhelyIngatlan ? { szekhelyIngatlan: withOwnerData(company.szekhelyIngatlan) } : {}),
    ingatlanok: company.ingatlanok.map(withOwnerData),
  };
}

/**
 * A seat moving to another court's district, or perhaps moving (the new seat's district unknown): the Cg. number the
 * signature specimen prints changes on registration (Ctv. 54. § (1), (3); amendments brief 1.3). Only the new court and
 * its prefix are stated, never a number.
 */
function courtChangeOf(move: SeatMove | null): { cegbirosagValtozas?: { cegbirosag?: string; elotag?: string } } {
  if (!move || move.isAcrossDistricts === false) return {};
  return {
    cegbirosagValtozas: move.to ? { cegbirosag: move.to.court, elotag: move.to.courtCode } : {},
  };
}

function resolutionReference(prepared: PreparedAmendment, person: string): string {
  const { plan } = prepared;
  const resolution = plan.resolutions.find(
    (item) => item.subject === 'UGYVEZETO_UJ' && item.changes.some((change) => change.person === person),
  );
  if (plan.mode === 'TAGOK_SZERZODESE' || !resolution) return `tagjainak a létesítő okiratot módosító szerződésével`;
  const body =
    plan.mode === 'EGYEDULI_TAG'
      ? 'egyedüli tagjának'
      : plan.mode === 'ULES_NELKULI'
        ? 'tagjainak ülés tartása nélkül hozott'
        : 'taggyűlésének';
  return `${body} ${resolution.number} számú határozatával`;
}

export type AmendmentRenderer = {
  /**
   * The version of the articles templates this renderer renders with (`tarsasagi@<content hash>`): store it as
   * `bejegyzes.sablonVerzio` with a registered version whose articles this engine produced.
   */
  articlesTemplateVersion: string;
  prepare(request: AmendmentRequest, registeredArticles?: DocumentTree): PreparedAmendment;
  /**
   * The consolidated articles without marking: store this tree with the new version once the change is registered;
   * it is the registered text the next amendment is built on.
   */
  consolidatedArticles(prepared: PreparedAmendment): DocumentTree;
  renderTree(prepared: PreparedAmendment, document: AmendmentDocument): DocumentTree;
  renderHtml(prepared: PreparedAmendment, document: AmendmentDocument): string;
  renderDocx(prepared: PreparedAmendment, document: AmendmentDocument, options: RenderOptions): Promise<Uint8Array>;
  renderPdf(prepared: PreparedAmendment, document: AmendmentDocument, options: RenderOptions): Promise<Uint8Array>;
};

/**
 * The names of the legal entities an amendment's documents name, members of either state, buyers and property owners:
 * the templates' `name` filter prints them as they are where it is given a bare name (a member's in a list of votes,
 * a chair who is a legal-entity member), and binds every other name (`printedName`).
 */
function legalEntityNames(request: AmendmentRequest): string[] {
  const owners = (company: AmendmentRequest['uj']) => [
    ...company.szekhelyIngatlan.tulajdonosok,
    ...company.ingatlanok.flatMap((property) => property.tulajdonosok),
  ];
  return [
    ...request.korabbi.tagok,
    ...request.uj.tagok,
    ...request.uzletreszAtruhazasok.map((transfer) => transfer.vevo),
    ...owners(request.korabbi),
    ...owners(request.uj),
  ].flatMap((entry) => (entry.jogiSzemely ? [entry.nev] : []));
}

/** Renders the documents of an amendment from the templates under `templates/amendment/` and the formation ones. */
export function createAmendmentRenderer(options: EngineOptions): AmendmentRenderer {
  const engine = createEngine(options);
  const env = createEnvironment(options.templates, options.precompiled);
  const stylesheet = options.templates[PREVIEW_STYLESHEET] ?? '';
  const articlesTemplateVersion = articlesTemplateVersionOf(options.templates);
  // The plan the documents print, planned on the request as presented (`presentAmendment`) once per prepared
  // amendment; the findings and `prepared.plan` read the request as sent.
  const presentedPlans = new WeakMap<PreparedAmendment, AmendmentPlan>();
  const presentedPlan = (prepared: PreparedAmendment) => presentedPlans.get(prepared) ?? prepared.plan;

  function consolidatedTree(prepared: PreparedAmendment, marked: boolean): DocumentTree {
    return parseBlocks(renderAmendmentMarkup(prepared, { id: 'egyseges-szerkezet', title: '', fileStem: '' }, marked));
  }

  function renderAmendmentMarkup(prepared: PreparedAmendment, document: AmendmentDocument, marked = true): string {
    env.forgetRemembered();
    const { consolidation } = prepared;
    const plan = presentedPlan(prepared);
    const request = plan.request;
    env.nameLegalEntities(legalEntityNames(request));
    const registered = { valtozasNapja: request.hatalyNapja ?? request.dontes.datum };
    const oldModel = deriveModel(formationRequest(request, request.korabbi, request.keltezesIdeje, registered));
    const newModel = deriveModel(formationRequest(request, request.uj, request.keltezesIdeje, registered));
    // the registered company with the given directors (their signing rule as in office then)
    const withDirectors = (ugyvezetok: RegisteredCompany['ugyvezetok']) =>
      deriveModel(formationRequest(request, { ...request.korabbi, ugyvezetok }, request.keltezesIdeje, registered));
    // the registered company as it signs on the documents' date: the directors then in office (the power of attorney,
    // the amendment deed and whom the resolution authorises to sign it; nobody when none is in office yet)
    const signingModel = withDirectors(directorsInOffice(request, request.keltezesIdeje));
    // the registered company as it acts on a given day: the directors then in office, the registered ones if none is
    const actingOn = (day: string) => withDirectors(directorsActingOn(request, day));
    const isMarked = (block: Block) => marked && (consolidation?.changed.has(block) ?? false);
    // the commitment's maker as the target state records the member (a new member's personal data are only there)
    const contribution =
      document.id === 'vagyoni-hozzajarulas' ? plan.increaseContributions[document.index ?? 0] : undefined;
    const contributor =
      contribution &&
      newModel.members.find((member) => isSameParty(member, { nev: contribution.name, szemely: contribution.szemely }));
    // the transfer agreement: how many of the other members stated on their pre-emption right, matched as the check
    // matches them
    const transfer =
      document.id === 'uzletresz-atruhazas' ? request.uzletreszAtruhazasok[document.index ?? 0] : undefined;
    const seller = transfer && findMember(request.korabbi.tagok, transfer.eladoTag);
    const preemptionStatements = transfer
      ? request.korabbi.tagok.filter(
          (member) =>
            member !== seller &&
            transfer.elovasarlasiNyilatkozatok.some((statement) => findMember([member], statement.tag)),
        ).length
      : 0;
    // the director(s) stating the result of a written resolution on its date (Ptk. 3:20. §), and the company's
    // representatives receiving an acquirer's notification on its date (Ptk. 3:169. § (2))
    const statementModel = plan.mode === 'ULES_NELKULI' ? actingOn(request.dontes.datum) : null;
    // a written resolution's draft, sent by the director(s) in office on the day it is sent (Ptk. 3:20. § (1)); the
    // members each resolution bars from voting (Ptk. 3:19. § (2)), by name
    const sent = request.dontes.tervezetMegkuldese;
    const deadline = request.dontes.szavazasiHatarido ?? request.dontes.datum;
    const sendingModel = plan.mode === 'ULES_NELKULI' ? actingOn(sent ?? request.dontes.datum) : null;
    const barred =
      plan.mode === 'ULES_NELKULI'
        ? plan.resolutions.map((resolution) => barredMembers(request, resolution, plan.voters))
        : [];
    const voter = document.id === 'szavazolap' ? plan.voters[document.index ?? 0] : undefined;
    // the day each vote arrived (Ptk. 3:20. § (4), decision 032), once any is given: every member who voted or whose
    // arrival is given, in the members' order, with a blank for a day not given
    const arrivalsGiven = plan.mode === 'ULES_NELKULI' ? (request.dontes.szavazatBeerkezesek ?? []) : [];
    const votedNames = new Set(
      plan.resolutions.flatMap((resolution) =>
        resolution.tally
          ? [...resolution.tally.yesNames, ...resolution.tally.noNames, ...resolution.tally.abstainNames]
          : [],
      ),
    );
    const arrivals =
      arrivalsGiven.length === 0
        ? []
        : plan.voters.flatMap((member) => {
            const given = arrivalsGiven.find((arrival) => findMember([member], arrival.tag));
            return given || votedNames.has(member.nev) ? [{ name: member.nev, date: given?.beerkezes ?? null }] : [];
          });
    // the day each voter's form is judged on (who signs it for a minor, Ptk. 2:12. § (1), 2:14. § (1); decisions 030,
    // 032): the form is signed between the draft's sending and the vote's arrival, so the arrival day when given, else
    // the sending day (the decision's day when neither is given; `votingFormDay`, which the check of a minor voter
    // uses too). A minor with representatives who turns fourteen between the sending and the decision's day gets a
    // note on the form: the day he signs decides who signs. One who comes of age in between (Ptk. 2:10. § (1)), his
    // form printed on the sending day because no arrival is given, gets a note too: signed on or after his eighteenth
    // birthday, the form needs no consent (Ptk. 2:8. § (2)). An arrival before that birthday settles it; one on or
    // after it judges him an adult, whose listed representatives the check refuses.
    const formDays = plan.voters.map((member) => {
      const { day, basis } = votingFormDay(request, plan.mode, member);
      const birth = member.szuletesiIdo;
      const represented = birth && !member.jogiSzemely && member.torvenyesKepviselok?.length;
      const fourteen = represented ? birthday(birth, 14) : undefined;
      const eighteen = represented ? birthday(birth, 18) : undefined;
      const between = (date: string | undefined) => date && sent && sent < date && date <= request.dontes.datum;
      return {
        day,
        basis,
        turnsFourteen: between(fourteen) ? fourteen! : null,
        turnsEighteen: basis === 'SENT' && between(eighteen) ? eighteen! : null,
      };
    });
    // the directors in office when the meeting opens or the sole member's decision is received: not one whose mandate
    // ended before that day, nor one elected by the decision itself (the minutes' and the receipt's signers, the
    // convener; Ptk. 3:193. § (2), 3:109. § (4))
    const meetingModel = actingOn(addDays(request.dontes.datum, -1));
    const notificationModel = transfer ? actingOn(transfer.bejelentesKelte ?? transfer.szerzodesKelte) : null;
    const pointMarkups = (consolidation?.points ?? []).map(pointMarkup);
    return env.render(TEMPLATES[document.id]!, {
      request,
      plan,
      findings: prepared.findings,
      // the deed's date, on which its signers are identified and sign (`deedDay`, which the check of a minor member of a
      // members' contract uses too)
      keltezes: { hely: request.keltezesHelye, ido: deedDay(request) },
      ugyvediIroda: request.ugyvediIroda,
      bejegyzes: request.bejegyzes,
      oldModel,
      newModel,
      signingModel,
      statementModel,
      meetingModel,
      // the notice period of a meeting convened by invitation: on the boundary day the minutes do not state that the
      // meeting was convened properly (decision 050)
      notice: meetingNotice(request),
      notificationModel,
      sendingModel,
      writtenVote: {
        sent: sent ?? null,
        // the last day for the votes, at least eight days from receiving the draft (Ptk. 3:20. § (1)); the decision's
        // day stands for it when not given
        deadline,
        isDeadlineGiven: request.dontes.szavazasiHatarido !== undefined,
        isDeadlineTooShort: sent !== undefined && deadline < addDays(sent, 8),
        barredNames: barred.map((members) => members.map((member) => member.nev)),
        voter: voter ?? null,
        voterVotes: voter && plan.votes ? (plan.votes.ofPresent[plan.voters.indexOf(voter)] ?? null) : null,
        isVoterBarred: voter ? barred.map((members) => members.includes(voter)) : [],
        arrivals,
        formDays,
        voterForm: voter ? (formDays[plan.voters.indexOf(voter)] ?? null) : null,
      },
      document,
      index: document.index ?? 0,
      contributor: contributor ?? null,
      // the filing summary: some increment not marked paid by the documents' date may still be paid before filing
      hasUnpaidIncrease: plan.increaseContributions.some((item) => !item.paid),
      // the filing summary: what proves the use of each newly registered address, and the silence of a pre-emption
      // right's holders, beyond the generated documents (Ctv. 7. § (4), Ptk. 3:167. § (5))
      useProofs: document.id === 'benyujtasi-osszesito' ? useProofs(request) : [],
      silentPreemptions: document.id === 'benyujtasi-osszesito' ? silentPreemptionHolders(request) : [],
      // the fifteen days of a qualified majority's notice, which the application carries (Ptk. 3:324. § (1))
      qualifiedMajorityDeadlines: qualifiedMajorityDeadlines(request, plan.qualifiedMajorityHolders),
      preemptionStatements,
      marked,
      conversion: plan.changes.some((change) => change.type === 'EGYSZEMELYESSE_VALAS')
        ? 'EGYSZEMELYESSE'
        : plan.changes.some((change) => change.type === 'TOBBSZEMELYESSE_VALAS')
          ? 'TOBBSZEMELYESSE'
          : null,
      body: markSafe((consolidation?.sections ?? []).map((section) => blockMarkup(section, isMarked)).join('')),
      changedNumbers: (consolidation?.points ?? []).flatMap((point) =>
        point.kind === 'removed' ? [] : [point.number],
      ),
      spentNumbers: consolidation?.spentClauses ?? [],
      designatedContributors: designatedContributors(request.tokeemeles),
      // the registered points requiring the company's consent to a transfer to an outsider and the members' meeting's
      // prior consent to a gift to one, as the consent resolution cites them
      consentClause: {
        consent: transferConsentClause(prepared.registeredArticles),
        gift: transferGiftClause(prepared.registeredArticles),
      },
      transitionalYear: transitionalBusinessYear(
        request.korabbi.merlegForduloNap,
        request.uj.merlegForduloNap,
        request.hatalyNapja ?? request.dontes.datum,
      ),
      removedNumbers: [
        ...(consolidation?.points ?? []).flatMap((point) => (point.kind === 'removed' ? [point.number] : [])),
        ...(consolidation?.repealedWithin ?? []),
      ],
      points: pointMarkups.map((markup, index) => ({ ...consolidation!.points[index]!, markup: markSafe(markup) })),
      // whether the deed's new text prints natural persons' personal data, and carries the notice already (decision 053)
      personalData: deedPersonalData(pointMarkups),
    });
  }

  function renderTree(prepared: PreparedAmendment, document: AmendmentDocument): DocumentTree {
    if (prepared.findings.some((finding) => finding.severity === 'error'))
      throw new AmendmentBlockedError(
        prepared.findings
          .filter((finding) => finding.severity === 'error')
          .map((finding) => finding.message)
          .join('\n'),
      );
    if (document.id in FORMATION_TYPES) {
      const plan = presentedPlan(prepared);
      const request = plan.request;
      const person = document.index === undefined ? '' : (request.uj.ugyvezetok[document.index]?.nev ?? '');
      const company = withMembershipStarts(request);
      const stated =
        document.id === 'tagjegyzek'
          ? {
              ...company,
              // a member whose start is not known (one joining with a capital increase) is listed from the register's
              // own date, and the lawyer is told (membershipStart); the formation register leaves it blank
              tagok: withRaisedContributions(request, company).tagok.map((member) =>
                withTransferSplit(request, { ...member, tagsagKezdete: member.tagsagKezdete ?? request.keltezesIdeje }),
              ),
            }
          : document.id === 'szekhely'
            ? withOldSeatProperty(request, company)
            : company;
      const signsForCompany = document.id === 'tagjegyzek' || document.id === 'szekhely';
      // the acceptance is the declaration itself (Ptk. 3:21. § (3)): dated the day the director accepts, when given
      const day =
        document.id === 'elfogado-nyilatkozat'
          ? (request.ugyvezetoValtozas?.elfogadasok.find((item) => isSameParty({ nev: item.nev }, { nev: person }))
              ?.datum ?? request.keltezesIdeje)
          : request.keltezesIdeje;
      const formation = formationRequest(request, signsForCompany ? signedOnDate(request, stated) : stated, day, {
        // the register states the members on a day every listed member is one (read-through 9)
        valtozasNapja:
          document.id === 'tagjegyzek' ? registerStateDay(request) : (request.hatalyNapja ?? request.dontes.datum),
        hatarozat: resolutionReference(prepared, person),
        ...identityUntilChange(request, day),
        ...(document.id === 'szekhely' ? { bejegyzettCimek: registeredAddresses(request) } : {}),
        ...(document.id === 'alairasminta' ? courtChangeOf(plan.seatMove) : {}),
      });
      const type = FORMATION_TYPES[document.id as keyof typeof FORMATION_TYPES];
      return engine.renderTree(formation, planDocument(formation, type, document.index));
    }
    return parseBlocks(renderAmendmentMarkup(prepared, document, document.id !== 'egyseges-szerkezet-valtozaskovetes'));
  }

  return {
    articlesTemplateVersion,
    prepare: (request, registeredArticles) => {
      const prepared = prepareAmendment(engine, articlesTemplateVersion, request, registeredArticles);
      presentedPlans.set(prepared, planAmendment(presentAmendment(request), registeredArticles ?? request.okirat));
      return prepared;
    },
    consolidatedArticles: (prepared) => consolidatedTree(prepared, false),
    renderTree,
    renderHtml: (prepared, document) =>
      document.id === 'egyseges-szerkezet-valtozaskovetes'
        ? writeRedlineHtml(prepared.registeredArticles, renderTree(prepared, document), { stylesheet })
        : writeHtml(renderTree(prepared, document), { stylesheet }),
    renderDocx: async (prepared, document, renderOptions) => {
      if (document.id === 'egyseges-szerkezet-valtozaskovetes') {
        const { writeRedlineDocx } = await import('./write-redline-docx.ts');
        return writeRedlineDocx(prepared.registeredArticles, renderTree(prepared, document), renderOptions);
      }
      return engine.writeTree(renderTree(prepared, document), 'docx', renderOptions);
    },
    renderPdf: (prepared, document, renderOptions) =>
      engine.writeTree(renderTree(prepared, document), 'pdf', renderOptions),
  };
}
