import { describe, expect, it } from 'vitest';
import { loadAmendmentCase, readAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { DocumentTree } from '../ast/blocks.ts';
import { inlineText } from '../ast/parse-blocks.ts';
import { treeText } from '../ast/tree-text.ts';
import { createNodeEngine } from '../node.ts';
import { parseAmendmentRequest, type AmendmentRequest } from './amendment-schema.ts';
import { documentText, renderer } from './amendment-document-text.test-helper.ts';
import { increaseFor, newcomerJoining } from './newcomer.test-helper.ts';
import { renderArticles } from './prepare-amendment.ts';

const engine = createNodeEngine();

const CONTRACTS = 'az olyan szerződés megkötésének jóváhagyása, amelyet a Társaság ügyvezetőjével';
const DISCHARGE = 'döntés az ügyvezető részére felmentvény megadásáról';
const VALUE_LIMIT = 'előzetes hozzájárulás minden olyan szerződés megkötéséhez';
/** The approvals a sole member who is also the director would give to himself: listed only for an outside director. */
const SELF_APPROVALS = [CONTRACTS, DISCHARGE, VALUE_LIMIT];

/** The sole member's decision-making point of an articles tree, heading and numbers included. */
function decisionPoint(tree: DocumentTree): string {
  const point = tree.blocks.find(
    (block) => block.kind === 'section' && /döntéshozatala$/.test(inlineText(block.heading)),
  );
  if (!point) throw new Error('no decision-making point');
  return treeText({ ...tree, blocks: [point] }).replace(/\u00a0/g, ' ');
}

/** The decision-making point as registered, as consolidated, and as today's template words the target state. */
function decisionPoints(request: AmendmentRequest) {
  const prepared = renderer.prepare(request);
  return {
    registered: decisionPoint(prepared.registeredArticles),
    consolidated: decisionPoint(renderer.consolidatedArticles(prepared)),
    reworded: decisionPoint(renderArticles(engine, request, request.uj)),
  };
}

describe('the sole member’s powers are not reworded by a change of director (Ptk. 3:102. § (1))', () => {
  // the sole member, until now the director, resigns and elects an outside director
  const request = loadAmendmentCase('egyszemelyes-cegnev-ugyvezeto-tokeemeles');

  it('keeps the registered decision-making point: no value limits, discharge or point 11 in the deed', () => {
    const { registered, consolidated, reworded } = decisionPoints(request);
    // today's template would list the approvals for an outside director
    for (const approval of SELF_APPROVALS) expect(reworded).toContain(approval);
    for (const approval of SELF_APPROVALS) expect(registered).not.toContain(approval);
    expect(consolidated).toBe(registered);
    expect(consolidated).toContain('Az alapító döntéshozatala');
    const deed = documentText(request, 'modositas');
    expect(deed).not.toContain('11. pontja helyébe');
    for (const approval of SELF_APPROVALS) expect(deed).not.toContain(approval);
    // the decided changes still go through
    expect(deed).toContain('Balogh Tamás');
    expect(deed).toContain('4 000 000 Ft');
  });

  it('reads the kept wording back from the filed text at the next amendment', () => {
    // the next amendment of the company this one made, on its consolidated articles as the filed text
    const first = renderer.prepare(request);
    const filed = renderer.consolidatedArticles(first);
    const korabbi = {
      ...request.uj,
      tagok: request.uj.tagok.map((member) => ({ ...member, torzsbetetBefizetve: true })),
    };
    const day = '2027-02-01';
    const nextAmendment = (uj: AmendmentRequest['uj'], tokeemeles?: AmendmentRequest['tokeemeles']) =>
      renderer.prepare({
        ...request,
        keltezesIdeje: day,
        hatalyNapja: undefined,
        dontes: { ...request.dontes, datum: day },
        tokeemeles,
        ugyvezetoValtozas: undefined,
        bejegyzes: {
          ...request.bejegyzes,
          utolsoModositasKelte: request.keltezesIdeje,
          sablonVerzio: renderer.articlesTemplateVersion,
        },
        korabbi,
        uj,
        okirat: filed,
      });
    const errors = (prepared: ReturnType<typeof nextAmendment>) =>
      prepared.findings.filter((finding) => finding.severity === 'error').map((finding) => finding.message);
    // a name change: the point stays as filed
    const renamed = nextAmendment({ ...korabbi, nev: `${korabbi.nev} Holding` });
    expect(errors(renamed)).toEqual([]);
    expect(decisionPoint(renderer.consolidatedArticles(renamed))).toBe(decisionPoint(filed));
    // a new member: the articles become a contract, rewritten from the point as filed, which words the powers for a
    // member who directs the company while the facts have an outside director (before, its structure was compared
    // with the facts' wording and the amendment refused)
    const newcomer = newcomerJoining('2027-03-01');
    const joined = nextAmendment(
      { ...korabbi, tagok: [...korabbi.tagok, newcomer] },
      increaseFor(
        newcomer,
        korabbi.tagok.map((member) => ({ id: member.szemely!.id! })),
      ),
    );
    expect(errors(joined)).toEqual([]);
  });

  it('tells the lawyer that the powers stay as registered and how to change them', () => {
    const finding = renderer.prepare(request).findings.find((item) => item.code === 'egyeduli-tag-hataskorei');
    expect(finding?.severity).toBe('warning');
    expect(finding?.message).toContain('Ptk. 3:102. § (1)');
  });

  it('does the same the other way: an outside director replaced by the sole member keeps the listed powers', () => {
    const outside = request.uj.ugyvezetok[0]!;
    const member = request.korabbi.ugyvezetok[0]!;
    const reverse: AmendmentRequest = {
      ...request,
      korabbi: { ...request.korabbi, ugyvezetok: [{ ...outside, megbizasKezdoIdopontja: '2020-01-15' }] },
      uj: { ...request.uj, ugyvezetok: [{ ...member, megbizasKezdoIdopontja: '2026-12-01' }] },
      ugyvezetoValtozas: {
        megszunok: [{ nev: outside.nev, ok: 'LEMONDAS', datum: '2026-12-01' }],
        elfogadasok: [{ nev: member.nev, datum: '2026-11-24' }],
      },
    } as AmendmentRequest;
    const { registered, consolidated, reworded } = decisionPoints(reverse);
    // today's template would drop the approvals for a member who directs the company
    for (const approval of SELF_APPROVALS) expect(reworded).not.toContain(approval);
    for (const approval of SELF_APPROVALS) expect(registered).toContain(approval);
    expect(consolidated).toBe(registered);
    expect(documentText(reverse, 'egyseges-szerkezet')).toContain(VALUE_LIMIT);
    expect(documentText(reverse, 'modositas')).not.toContain('11. pontja helyébe');
    expect(renderer.prepare(reverse).findings.map((item) => item.code)).toContain('egyeduli-tag-hataskorei');
  });

  it('keeps them when the sole member-director sells every share to a company and stays on as director', () => {
    // a legal-entity member is never printed with bound (no-break) name forms, a director always is: the wording must
    // not hang on comparing the two names
    const base = readAmendmentCase('egyszemelyes-cegnev-ugyvezeto-tokeemeles') as Record<string, unknown> & {
      korabbi: { tagok: Record<string, unknown>[] };
    };
    const { ugyvezetoValtozas: _director, tokeemeles: _increase, ...amendment } = base;
    const buyer = {
      nev: 'Fehér Holding Korlátolt Felelősségű Társaság',
      lakohely: '4024 Debrecen, Csapó utca 9.',
      jogiSzemely: true,
      cegjegyzekszam: '09-09-012345',
      kepviselo: 'Fehér Krisztina ügyvezető',
    };
    const seller = base.korabbi.tagok[0]!;
    const parsed = parseAmendmentRequest({
      ...amendment,
      uj: {
        ...base.korabbi,
        tagok: [
          {
            ...buyer,
            penzbetet: seller['penzbetet'],
            nemPenzbeliBetet: 0,
            penzbetetHatarido: seller['penzbetetHatarido'],
            penzbetetMod: seller['penzbetetMod'],
            torzsbetetBefizetve: true,
          },
        ],
      },
      uzletreszAtruhazasok: [
        {
          eladoTag: { id: 201 },
          vevo: buyer,
          vevoMarTag: false,
          nevertek: seller['penzbetet'],
          jogcim: 'ADASVETEL',
          vetelar: 5_000_000,
          fizetesiHatarido: '2026-12-15',
          tulajdonatszallas: 'ALAIRAS',
          eladoSzamlaszam: '11738008-20000000-11111111',
          szerzodesKelte: '2026-11-21',
          bejelentesKelte: '2026-11-24',
        },
      ],
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const { registered, consolidated, reworded } = decisionPoints(parsed.value);
    for (const approval of SELF_APPROVALS) expect(reworded).toContain(approval);
    for (const approval of SELF_APPROVALS) expect(registered).not.toContain(approval);
    for (const approval of SELF_APPROVALS) expect(consolidated).not.toContain(approval);
    // the new member is no founder: only the member's term changes
    expect(consolidated).toBe(registered.replaceAll('z alapító', 'z egyedüli tag'));
    const finding = renderer.prepare(parsed.value).findings.find((item) => item.code === 'egyeduli-tag-hataskorei');
    // the buyer never was the director: the finding speaks of the sole member, not of "him"
    expect(finding?.message).toContain('mert eddig az egyedüli tag volt egyben az ügyvezető');
  });

  it('leaves a company whose director stays the sole member alone', () => {
    const kept = loadAmendmentCase('cegnev');
    expect(renderer.prepare(kept).findings.map((item) => item.code)).not.toContain('egyeduli-tag-hataskorei');
  });
});
