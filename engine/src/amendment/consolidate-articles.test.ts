import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { Block, DocumentTree } from '../ast/blocks.ts';
import { inlineText } from '../ast/parse-blocks.ts';
import { treeText } from '../ast/tree-text.ts';
import { createNodeAmendmentRenderer, createNodeEngine } from '../node.ts';
import { signatureBlocks } from './amendment-document-text.test-helper.ts';
import { renderArticles } from './prepare-amendment.ts';

const renderer = createNodeAmendmentRenderer();
const engine = createNodeEngine();

type Section = Extract<Block, { kind: 'section' }>;
const sections = (tree: DocumentTree) => tree.blocks.filter((block): block is Section => block.kind === 'section');

/** The registered articles as an older template worded them: one untouched clause reads differently. */
function olderWording(tree: DocumentTree, heading: string, wording: string): DocumentTree {
  const copy = structuredClone(tree);
  const section = sections(copy).find((candidate) => inlineText(candidate.heading).startsWith(heading))!;
  const clause = section.blocks.find((block) => block.kind === 'clause')!;
  if (clause.kind === 'clause') clause.content = [{ kind: 'text', text: wording }];
  return copy;
}

describe('consolidated articles on the registered text', () => {
  const request = loadAmendmentCase('szekhely-azonos-cegbirosag');
  const OLD_WORDING = 'A Társaság határozatlan időre alakult (régi sablon szövege).';
  const registered = olderWording(
    renderArticles(engine, request, request.korabbi),
    'A Társaság időtartama',
    OLD_WORDING,
  );
  const prepared = renderer.prepare(request, registered);
  const document = prepared.plan.documents.find((item) => item.id === 'egyseges-szerkezet')!;
  const consolidated = renderer.renderTree(prepared, document);

  it('keeps an unchanged clause in its registered wording although today’s template words it differently', () => {
    expect(treeText(consolidated)).toContain(OLD_WORDING);
    expect(treeText(consolidated)).not.toContain('A Társaság határozatlan időtartamra jön létre.');
  });

  it('renders the changed clause anew and marks it in bold italic', () => {
    const seat = sections(consolidated)[1]!.blocks[0]!;
    expect(seat.kind === 'clause' && inlineText(seat.content)).toBe(
      'A Társaság székhelye: 4200 Hajdúszoboszló, Szilfákalja út 8.',
    );
    expect(
      seat.kind === 'clause' && seat.content.every((item) => item.kind !== 'text' || (item.bold && item.italic)),
    ).toBe(true);
    const name = sections(consolidated)[0]!.blocks[0]!;
    expect(name.kind === 'clause' && name.content.some((item) => item.kind === 'text' && !item.italic)).toBe(true);
  });

  it('takes the point number for "X. pontja helyébe" from the registered tree and lists it in the certificate', () => {
    const deed = treeText(
      renderer.renderTree(
        prepared,
        prepared.plan.documents.find((item) => item.id === 'modositas')!,
      ),
    );
    expect(deed).toContain('A társasági szerződés 2.1. pontja helyébe a következő rendelkezés lép:');
    expect(deed).toContain('„2.1. A Társaság székhelye: 4200 Hajdúszoboszló, Szilfákalja út 8.”');
    expect(treeText(consolidated)).toContain(
      'a társasági szerződés 2.1. és 12.1. pontjának módosítása adott okot; az 5.3., 18.1., 18.2. és 18.5. pont hatályát vesztette',
    );
  });

  it('has no member signature lines and no "bejegyzés alatt" name form', () => {
    expect(signatureBlocks(consolidated.blocks)).toHaveLength(1);
    expect(treeText(consolidated)).toContain('Cégjegyzékszám: Cg. 09-09-031234');
  });

  it('refuses a registered text whose structure the template cannot map', () => {
    const broken = structuredClone(registered);
    broken.blocks = broken.blocks.filter((block, index) => block.kind !== 'section' || index > 4);
    const refused = renderer.prepare(request, broken);
    expect(refused.findings.map((finding) => finding.code)).toContain('okirat-szerkezet');
  });
});

describe('a second amendment on the consolidated text of the first', () => {
  const first = loadAmendmentCase('szekhely-azonos-cegbirosag');
  const firstPrepared = renderer.prepare(first);
  const stored = renderer.consolidatedArticles(firstPrepared);
  const second = {
    ...loadAmendmentCase('cegnev'),
    korabbi: first.uj,
    uj: { ...first.uj, nev: 'Hajdúsági Kézműves Pékség' },
    okirat: stored,
  };
  const prepared = renderer.prepare(second);

  it('takes the stored tree as the registered text, without the fallback warning', () => {
    expect(prepared.findings.map((finding) => finding.code)).not.toContain('okirat-hianyzik');
    expect(prepared.plan.changes.map((change) => change.type)).toEqual(['CEGNEV']);
  });

  it('marks only the second amendment’s change and keeps the first one’s seat unmarked', () => {
    const consolidated = renderer.renderTree(
      prepared,
      prepared.plan.documents.find((document) => document.id === 'egyseges-szerkezet')!,
    );
    const [name, seat] = sections(consolidated);
    const isMarked = (block: Block) =>
      block.kind === 'clause' && block.content.every((item) => item.kind !== 'text' || (item.bold && item.italic));
    expect(isMarked(name!.blocks[0]!)).toBe(true);
    // the name is bound with no-break spaces, so it never breaks across lines
    expect(
      inlineText((name!.blocks[0] as Extract<Block, { kind: 'clause' }>).content).replaceAll('\u00a0', ' '),
    ).toContain('Hajdúsági Kézműves Pékség');
    expect(seat!.blocks.some(isMarked)).toBe(false);
    expect(treeText(consolidated)).toContain('A Társaság székhelye: 4200 Hajdúszoboszló, Szilfákalja út 8.');
  });
});

/** A director elected by a later amendment, in office from `day`. */
const secondDirector = (day: string) => ({
  nev: 'Második Anna',
  lakohely: '6720 Szeged, Kárász utca 3.',
  szuletesiNev: 'Második Anna',
  anyjaNeve: 'Példa Mária',
  szuletesiIdo: '1980-02-03',
  adoazonositoJel: '8413056780',
  megbizasKezdoIdopontja: day,
  cegjegyzesiJogTipus: 'ONALLO' as const,
  cegjegyzesEgyuttesenCsoport: [],
});

describe('a later amendment built on the consolidated text of an earlier one', () => {
  /** The first case's target state registered with its consolidated articles, and a second director elected. */
  function withSecondDirector(name: string) {
    const first = renderer.prepare(loadAmendmentCase(name));
    const company = first.plan.request.uj;
    const day = '2027-02-01';
    const director = secondDirector(day);
    const request = first.plan.request;
    const registered = renderer.consolidatedArticles(first);
    const second = renderer.prepare({
      ...request,
      keltezesIdeje: day,
      hatalyNapja: undefined,
      dontes: { ...request.dontes, datum: day },
      uzletreszAtruhazasok: [],
      bejegyzes: { ...request.bejegyzes, sablonVerzio: renderer.articlesTemplateVersion },
      korabbi: company,
      uj: { ...company, ugyvezetok: [...company.ugyvezetok, director] },
      ugyvezetoValtozas: { megszunok: [], elfogadasok: [{ nev: director.nev, datum: day }] },
      okirat: registered,
    });
    return { registered, second, closing: (tree: DocumentTree) => sections(tree).at(-1)! };
  }

  it('keeps a founding clause the earlier amendment repealed repealed, although today’s template words it anew', () => {
    const { registered, second, closing } = withSecondDirector('szekhely-azonos-cegbirosag');
    expect(second.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    const text = treeText(renderer.consolidatedArticles(second));
    expect(text).not.toMatch(/cégbejegyzési kérelmét/);
    expect(blockTexts(closing(renderer.consolidatedArticles(second)))).toEqual(blockTexts(closing(registered)));
    expect(second.consolidation!.points.map((point) => point.number)).not.toContain('18.2.');
  });

  it('maps a point that keeps a clause repealed at a change to a single-member company, in its place', () => {
    const { registered, second, closing } = withSecondDirector('egyszemelyesse-valas');
    expect(blockTexts(closing(registered)).filter((text) => text.startsWith('Hatályát vesztette'))).toHaveLength(4);
    expect(second.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    expect(blockTexts(closing(renderer.consolidatedArticles(second)))).toEqual(blockTexts(closing(registered)));
  });
});

describe('a single-member company that repealed its founding clauses and then takes a second member', () => {
  function joinedCompany() {
    const registered = loadAmendmentCase('tobbszemelyesse-valas');
    const renamed = renderer.prepare({
      ...registered,
      uzletreszAtruhazasok: [],
      uj: { ...registered.korabbi, nev: 'Átnevezett' },
    });
    expect(renamed.plan.foundingClauses).toBe('repealed');
    const company = renamed.plan.request.uj;
    const day = '2027-02-01';
    const joining = {
      ...company.tagok[0]!,
      szemely: { id: 777 },
      nev: 'Új Tag Tivadar',
      adoazonositoJel: '8234567896',
      penzbetet: 500_000,
      penzbetetHatarido: '2027-03-01',
      torzsbetetBefizetve: undefined,
    };
    const joined = renderer.prepare({
      ...renamed.plan.request,
      keltezesIdeje: day,
      hatalyNapja: undefined,
      dontes: { ...registered.dontes, datum: day },
      bejegyzes: { ...registered.bejegyzes, sablonVerzio: renderer.articlesTemplateVersion },
      korabbi: company,
      uj: { ...company, tagok: [...company.tagok, joining] },
      tokeemeles: {
        osszeg: 500_000,
        hozzajarulasok: [
          {
            ujTag: joining.nev,
            penzbeli: 500_000,
            nemPenzbeli: 0,
            hatarido: '2027-03-01',
            mod: 'pénzforgalmi számla',
            csatlakozoNyilatkozat: true,
          },
        ],
        kijeloltSzemelyek: [],
        elsobbsegiJogNyilatkozatok: [{ id: 101 }],
      },
      okirat: renderer.consolidatedArticles(renamed),
    });
    return joined;
  }

  it('gets no approving signature or other founding clause back with the multi-member wording of the closing point', () => {
    const joined = joinedCompany();
    expect(joined.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    const closing = blockTexts(sections(renderer.consolidatedArticles(joined)).at(-1)!);
    expect(closing.join('\n')).not.toMatch(/jóváhagyólag|előtársaság|cégbejegyzési kérelm/);
    expect(closing.join('\n')).toContain('A tagok a társasági jogviszonyból eredő jogvitáikat');
  });

  it('elects a director on that text, which lacks the approving signature today’s multi-member template writes', () => {
    const joined = joinedCompany();
    const company = joined.plan.request.uj;
    const members = company.tagok.map((member) => ({ id: member.szemely!.id! }));
    const director = secondDirector('2027-04-01');
    const registered = renderer.consolidatedArticles(joined);
    const withDirector = renderer.prepare({
      ...joined.plan.request,
      keltezesIdeje: '2027-04-01',
      hatalyNapja: undefined,
      dontes: {
        ...joined.plan.request.dontes,
        mod: 'TAGGYULES',
        datum: '2027-04-01',
        osszehivas: { mod: 'TELJES_JELENLET' },
        jelenlevok: members.map((tag) => ({ tag })),
        hitelesito: members[0]!,
        egyhangu: true,
        szavazasok: [],
      },
      tokeemeles: undefined,
      korabbi: { ...company, tagok: company.tagok.map((member) => ({ ...member, torzsbetetBefizetve: true })) },
      uj: { ...company, ugyvezetok: [...company.ugyvezetok, director] },
      ugyvezetoValtozas: {
        megszunok: [],
        elfogadasok: [{ nev: director.nev, datum: director.megbizasKezdoIdopontja }],
      },
      okirat: registered,
    });
    expect(withDirector.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    const closing = blockTexts(sections(renderer.consolidatedArticles(withDirector)).at(-1)!);
    expect(closing).toEqual(blockTexts(sections(registered).at(-1)!));
    expect(closing.join('\n')).not.toMatch(/jóváhagyólag/);
  });
});

function blockTexts(section: Section): string[] {
  return section.blocks.map((block) => (block.kind === 'clause' ? inlineText(block.content) : block.kind));
}
