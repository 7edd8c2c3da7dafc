import { describe, expect, it } from 'vitest';
import type { Block, DocumentTree, Inline, Signature } from '../ast/blocks.ts';
import { checkDocumentRequest } from '../checks/check-request.ts';
import { DOCUMENT_TYPE_IDS, type DocumentTypeId } from '../documents/document-types.ts';
import { planDocuments } from '../documents/plan-documents.ts';
import { buildTestRequest, testDirector, testMember } from '../model/build-test-request.ts';
import { createNodeEngine } from '../node.ts';
import type { DocumentRequest } from '../schema/request.ts';

const engine = createNodeEngine();

/** The text with no-break spaces and hyphens as ordinary ones, so assertions can spell sentences plainly. */
function inlineText(content: Inline[]): string {
  return content
    .map((item) => (item.kind === 'break' ? '\n' : item.text))
    .join('')
    .replaceAll('\u00a0', ' ')
    .replaceAll('\u2011', '-');
}

/** Every visible text of a block tree, one block a line (numbers excluded, as in every output). */
function blockText(blocks: Block[]): string[] {
  return blocks.flatMap((block): string[] => {
    switch (block.kind) {
      case 'section':
        return [inlineText(block.heading), ...blockText(block.blocks)];
      case 'list':
        return block.items.map((item) => inlineText(item.content));
      case 'table':
        return block.rows.map((row) =>
          row
            .map((cell) => inlineText(cell.content))
            .filter(Boolean)
            .join(' | '),
        );
      case 'signatures':
        return block.signatures.map((signature) =>
          [...signature.above, ...signature.below].map(inlineText).join(' / '),
        );
      case 'pageBreak':
        return [];
      case 'keep':
        return blockText(block.blocks);
      default:
        return [inlineText(block.content)];
    }
  });
}

/** Every signature box of a tree, wherever it sits. */
function signatureBoxes(blocks: Block[]): Signature[] {
  return blocks.flatMap((block) => {
    if (block.kind === 'signatures') return block.signatures;
    if (block.kind === 'section' || block.kind === 'keep') return signatureBoxes(block.blocks);
    return [];
  });
}

function hasBlank(blocks: Block[]): boolean {
  const inBlank = (content: Inline[]) => content.some((item) => item.kind === 'blank');
  return blocks.some((block) => {
    switch (block.kind) {
      case 'section':
        return inBlank(block.heading) || hasBlank(block.blocks);
      case 'list':
        return block.items.some((item) => inBlank(item.content));
      case 'table':
        return block.rows.some((row) => row.some((cell) => inBlank(cell.content)));
      case 'signatures':
        return block.signatures.some((signature) => [...signature.above, ...signature.below].some(inBlank));
      case 'pageBreak':
        return false;
      case 'keep':
        return hasBlank(block.blocks);
      default:
        return inBlank(block.content);
    }
  });
}

type Rendered = { type: DocumentTypeId; markup: string; tree: DocumentTree; text: string };

function renderAll(request: DocumentRequest): Rendered[] {
  return planDocuments(request, DOCUMENT_TYPE_IDS).map((document) => {
    const tree = engine.renderTree(request, document);
    return {
      type: document.type.id,
      markup: engine.renderMarkup(request, document),
      tree,
      text: blockText(tree.blocks).join('\n'),
    };
  });
}

function textOf(rendered: Rendered[], type: DocumentTypeId): string {
  return rendered
    .filter((item) => item.type === type)
    .map((item) => item.text)
    .join('\n');
}

/** `2026-12-03` as the member register prints it: `2026. 12. 03.` */
const dateNumericOf = (iso: string) => `${iso.slice(0, 4)}. ${iso.slice(5, 7)}. ${iso.slice(8, 10)}.`;

const joint = (nev: string, groups: unknown = []) =>
  testDirector(nev, { cegjegyzesiJogTipus: 'EGYUTTES', cegjegyzesEgyuttesenCsoport: groups });

/** Template syntax typed into a field: printed as text, never evaluated. */
const HOSTILE_TEMPLATE_TEXT = '{{ 7*7 }} {% raw %}';

const allFlagsOff = Object.fromEntries([...'abcdefghijklmnopqrs'].map((letter) => [`pont11_8_${letter}`, false]));
const allShareRulesOff = {
  belsoAtruhazas: false,
  elovasarlasiJog: false,
  atruhazashozBeleegyezes: false,
  ingyenesAtruhazasEngedelyezett: false,
  felosztashozBeleegyezes: false,
  ugyvezetoFizethetOsztalekEloleg: false,
};
const bare = (nev: string, overrides: Record<string, unknown> = {}) => ({ nev, lakohely: 'Budapest', ...overrides });

const variants: Record<string, DocumentRequest> = {
  'two members, one sole director': buildTestRequest(),
  'one member': buildTestRequest({ tagok: [testMember('Kiss Anna', { penzbetet: 3_000_000 })] }),
  'three members, mixed signing': buildTestRequest({
    tagok: [testMember('A Anna'), testMember('B Béla'), testMember('C Cecil')],
    ugyvezetok: [testDirector('A Anna'), joint('B Béla', 'A'), joint('C Cecil', 'A')],
  }),
  'joint groups': buildTestRequest({
    ugyvezetok: [joint('A Anna', 'A'), joint('B Béla', 'A;B'), joint('C Cecil', 'B'), joint('D Dóra', 'A')],
  }),
  'joint pair': buildTestRequest({ ugyvezetok: [joint('Kiss Anna'), joint('Nagy Béla')] }),
  'two sole directors': buildTestRequest({ ugyvezetok: [testDirector('Kiss Anna'), testDirector('Nagy Béla')] }),
  'all optional fields set': buildTestRequest({
    nev: 'Alfa Kft.',
    idegenNev: 'Alfa Ltd.',
    kozpontiUgyintezesHelye: '6720 Szeged, Fő tér 1.',
    telephelyek: ['1111 Budapest, Egy utca 1.', '1112 Budapest, Kettő utca 2.'],
    fioktelepek: ['9021 Győr, Baross út 3.'],
    cegvezeto: 'Vezető Vera',
    idotartamVege: '2040-12-31',
    merlegForduloNap: '2026-06-30',
    potbefizetesFeltetelei: 'tagonként legfeljebb 1 000 000 Ft, üzleti évenként legfeljebb egyszer',
    mellekszolgaltatasok: 'Kiss Anna heti tíz órában könyvelési munkát végez',
    tagok: [
      testMember('Kiss Anna', { uzletreszElteres: 60, osztalekArany: 70 }),
      testMember('Nagy Béla', { uzletreszElteres: 40, osztalekArany: 30 }),
    ],
    ugyvezetok: [testDirector('Kiss Anna', { megbizasVegIdopontja: '2031-11-22' })],
    taggyulesSzabalyzasok: { eventeHanyszorTagGyules: 2, hatarozatKepessegSzazalek: 60 },
  }),
  'all optional fields empty': buildTestRequest(
    {
      fotevekenyseg: null,
      egyebTevekenysegek: [],
      szekhelyIngatlan: null,
      tagok: [bare('Kiss Anna', { penzbetet: 1_500_000 }), bare('Nagy Béla', { penzbetet: 1_500_000 })],
      ugyvezetok: [bare('Kiss Anna')],
    },
    { ugyvediIroda: { nev: 'Példa Ügyvédi Iroda', szekhely: 'Budapest', ugyvedNeve: 'dr. Ügyvéd Ödön' } },
  ),
  'three equal members, a doctor among them': buildTestRequest({
    tagok: [testMember('dr. Kiss Anna'), testMember('Nagy Béla'), testMember('Tóth Cecil')],
    ugyvezetok: [testDirector('dr. Kiss Anna')],
  }),
  'every 11.8 flag off': buildTestRequest({ taggyulesSzabalyzasok: allFlagsOff }),
  'a legal entity as sole member, cash and in kind': buildTestRequest({
    tagok: [
      {
        nev: 'Omega Ipari Kft.',
        lakohely: '2040 Budaörs, Szabadság út 117.',
        jogiSzemely: true,
        cegjegyzekszam: '13-09-123456',
        kepviselo: 'Oláh Ferenc ügyvezető',
        penzbetet: 1_000_000,
        nemPenzbeliBetet: 2_500_000,
        penzbetetHatarido: '2027-03-31',
        penzbetetMod: 'pénzforgalmi számla',
        nemPenzbeliBetetMod: 'egy CNC megmunkálóközpont (gyári szám: 12345678)',
      },
    ],
  }),
  'every share-rule flag off': buildTestRequest({ uzletreszNyeresegSzabalyzasok: allShareRulesOff }),
  'in-kind only': buildTestRequest({
    tagok: [
      testMember('Kiss Anna', { penzbetet: 0, nemPenzbeliBetet: 1_500_000, nemPenzbeliBetetMod: 'egy gépjármű' }),
      testMember('Nagy Béla', { penzbetet: 0, nemPenzbeliBetet: 1_500_000, nemPenzbeliBetetMod: 'egy laptop.' }),
    ],
  }),
  'cash and in-kind': buildTestRequest({
    tagok: [
      testMember('Kiss Anna', {
        penzbetet: 2_000_000,
        nemPenzbeliBetet: 500_000,
        nemPenzbeliBetetMod: 'egy laptop',
        nemPenzbeliBetetHatarido: '2027-06-30',
      }),
      testMember('Nagy Béla', { penzbetet: 500_000 }),
    ],
  }),
  'hostile text': buildTestRequest({
    nev: '<script>alert(1)</script> Kft.',
    szekhely: '1051 Budapest, <b>Példa</b> utca 1.',
    tagok: [testMember('<img src=x onerror=alert(1)>'), testMember('Nagy "Béla" & Társa')],
    ugyvezetok: [testDirector('</p><p class="clause">Kiss Anna')],
    mellekszolgaltatasok: HOSTILE_TEMPLATE_TEXT,
  }),
};

describe.each(Object.entries(variants))('%s', (_name, request) => {
  const rendered = renderAll(request);

  it('renders every document and every director’s document', () => {
    const perDirector = request.tarsasag.ugyvezetok.length;
    const manager = request.tarsasag.cegvezeto ? 1 : 0;
    expect(rendered.map((item) => item.type).filter((type) => type === 'alairasminta')).toHaveLength(
      perDirector + manager,
    );
    expect(rendered.map((item) => item.type).filter((type) => type === 'elfogado-nyilatkozat')).toHaveLength(
      perDirector,
    );
    expect(rendered).toHaveLength(4 + 2 * perDirector + manager);
  });

  it('prints no template or data artefacts', () => {
    for (const { text: raw, tree } of rendered) {
      const text = raw.replaceAll(HOSTILE_TEMPLATE_TEXT, '');
      for (const artefact of [
        'undefined',
        'NaN',
        'null',
        '[object',
        '{{',
        '{%',
        'Kft. Kft.',
        'Kft..',
        'Társaság Korlátolt',
      ])
        expect(text).not.toContain(artefact);
      expect(raw).not.toMatch(/\s[,;.)]/);
      expect(raw).not.toMatch(/\.\.(?!\.)/);
      expect(raw).not.toMatch(/ {2}/);
      expect(tree.title).not.toBe('');
    }
  });

  it('names the company "(bejegyzés alatt)" in documents 2–6 and plainly in the articles', () => {
    for (const { type, text } of rendered) {
      if (type === 'tarsasagi') expect(text).not.toContain('Társaság (bejegyzés alatt)');
      else expect(text).toContain('Korlátolt Felelősségű Társaság (bejegyzés alatt)');
    }
  });

  it('countersigns in the Üttv. 43. § form: fact, place in the nominative and date, lawyer, KASZ, firm, dry seal', () => {
    for (const type of ['tarsasagi', 'alairasminta', 'szekhely', 'elfogado-nyilatkozat'] as const) {
      const text = textOf(rendered, type);
      expect(text).toContain(
        'Okiratot szerkesztettem és ellenjegyzem: / Budapest, 2026. november 22. / dr. Ügyvéd Ödön ügyvéd / KASZ: ',
      );
      expect(text).toContain(`${request.ugyvediIroda.nev} (${request.ugyvediIroda.szekhely}) / P. H.`);
      expect(text).toContain('A jelen okirat számozott oldalainak száma (ezzel az oldallal együtt): ……');
    }
    // The lawyer accepts the power of attorney and does not countersign a power given to himself.
    expect(textOf(rendered, 'jogi-kepviselo-meghatalmazas')).toContain('A meghatalmazást elfogadom:');
    expect(textOf(rendered, 'jogi-kepviselo-meghatalmazas')).not.toContain('ellenjegyzem');
    expect(textOf(rendered, 'tagjegyzek')).not.toContain('ellenjegyzem');
  });

  it('dates every document', () => {
    for (const { text } of rendered) expect(text).toContain('Kelt: Budapest, 2026. november 22.');
  });

  it('states every director’s mandate term expressly', () => {
    const articles = textOf(rendered, 'tarsasagi');
    for (const director of request.tarsasag.ugyvezetok)
      expect(articles).toMatch(
        director.megbizasVegIdopontja ? /napjáig terjedő határozott időre szól/ : /határozatlan időre szól/,
      );
  });

  it('signs company documents by the directors the signing mode requires, the company name once', () => {
    const everyoneJoint = request.tarsasag.ugyvezetok.every((director) => director.cegjegyzesiJogTipus === 'EGYUTTES');
    for (const type of ['jogi-kepviselo-meghatalmazas', 'tagjegyzek'] as const) {
      const { text, tree } = rendered.find((item) => item.type === type)!;
      const signatures = signatureBoxes(tree.blocks).filter((signature) =>
        signature.below.some((line) => inlineText(line).startsWith('képviseletében')),
      );
      expect(signatures).toHaveLength(everyoneJoint ? 2 : 1);
      // Under joint signing the company name stands once, as a line of its own above both signatures.
      const namedBoxes = signatures.filter((signature) =>
        signature.above.some((line) => inlineText(line).includes('(bejegyzés alatt)')),
      );
      expect(namedBoxes).toHaveLength(everyoneJoint ? 0 : 1);
      if (everyoneJoint) expect(text.split('\n')).toContain('Alfa Korlátolt Felelősségű Társaság (bejegyzés alatt)');
    }
  });
});

describe('wording that follows the data', () => {
  const text = (variant: string, type: DocumentTypeId) => textOf(renderAll(variants[variant]!), type);
  const all = (variant: string) =>
    renderAll(variants[variant]!)
      .map((item) => item.text)
      .join('\n');

  it('calls the articles of one member an alapító okirat throughout', () => {
    const single = all('one member');
    expect(single).toContain('ALAPÍTÓ OKIRAT');
    expect(single).toContain('Az alapító hatáskörébe tartozik különösen:');
    expect(single).toContain('az alapító írásban határoz');
    // Ptk. 3:109. § (4) in its own words: the decision takes effect when communicated to the management
    expect(single).toContain('döntése az ügyvezetéssel való közléssel válik hatályossá');
    expect(single).not.toMatch(/társasági szerződés/i);
    expect(single).not.toContain('A taggyűlés kizárólagos hatáskörébe');
    expect(single).not.toContain('döntés a Társaság saját üzletrészének megszerzéséről');
  });

  it('calls the articles of several members a társasági szerződés throughout', () => {
    const several = all('two members, one sole director');
    expect(several).toContain('TÁRSASÁGI SZERZŐDÉS');
    expect(several).toContain('A taggyűlés kizárólagos hatáskörébe tartozik:');
    expect(several).not.toMatch(/alapító okirat/i);
  });

  it('lists the exclusion suit only with three or more members', () => {
    const item = 'döntés a tag kizárása iránti kereset megindításáról';
    expect(text('three members, mixed signing', 'tarsasagi')).toContain(item);
    expect(text('two members, one sole director', 'tarsasagi')).not.toContain(item);
  });

  it('requires the exclusion resolution to name its reason, as Ptk. 3:108. § (1) does', () => {
    expect(text('three members, mixed signing', 'tarsasagi')).toContain(
      'A tag kizárása iránti kereset megindításához az összes tag legalább háromnegyedes szótöbbségével hozott, a kizárás okát megjelölő határozat szükséges; az érintett tag ebben a kérdésben nem szavazhat (Ptk. 3:108. § (1)).',
    );
  });

  it('writes the quorum as "több mint"', () => {
    expect(text('two members, one sole director', 'tarsasagi')).toContain('a leadható szavazatok több mint felét');
    expect(text('all optional fields set', 'tarsasagi')).toContain('a leadható szavazatok több mint 60%-át');
    expect(all('two members, one sole director')).not.toContain('legalább 50%');
  });

  it('states the written resolution’s result deadline and day as Ptk. 3:20. § (4) does, early votes included', () => {
    // The articles restate Ptk. 3:20. §: when every vote arrives before the deadline, the result is established within
    // three days of the last vote and that day is the day of the decision (as the draft's sending letter says).
    const articles = text('two members, one sole director', 'tarsasagi');
    expect(articles).toContain(
      'Az ügyvezető a szavazásra megszabott határidő utolsó napját – ha valamennyi tag szavazata ezt megelőzően ' +
        'megérkezik, az utolsó szavazat beérkezésének napját – követő három napon belül megállapítja a szavazás ' +
        'eredményét, és azt további három napon belül közli a tagokkal. A határozathozatal napja a szavazási határidő ' +
        'utolsó napja, ha pedig valamennyi szavazat korábban beérkezik, az utolsó szavazat beérkezésének napja ' +
        '(Ptk. 3:20. §).',
    );
    expect(articles).not.toContain('határidő utolsó napját követő három napon belül');
  });

  it('limits "no consent needed" to transfers for money when a gift needs the members’ meeting’s consent', () => {
    // Otherwise the articles say both that no consent is needed for a transfer to an outsider and that a gift to one
    // needs the members' meeting's prior consent (Ptk. 3:167. § (6)): the register repeats them.
    const restricted = renderAll(
      buildTestRequest({
        uzletreszNyeresegSzabalyzasok: { ...allShareRulesOff, felosztashozBeleegyezes: true },
      }),
    );
    const noConsent =
      'z üzletrész pénzszolgáltatás ellenében kívülálló személyre történő átruházásához a Társaság beleegyezése nem szükséges';
    expect(textOf(restricted, 'tarsasagi')).toContain(`A${noConsent}.`);
    expect(textOf(restricted, 'tagjegyzek')).toContain(`a${noConsent};`);
    for (const type of ['tarsasagi', 'tagjegyzek'] as const)
      expect(textOf(restricted, type)).not.toMatch(
        /z üzletrész kívülálló személyre történő átruházásához a Társaság beleegyezése nem szükséges/u,
      );
    // a gift allowed freely: no consent for any transfer, as before
    const free = renderAll(
      buildTestRequest({
        uzletreszNyeresegSzabalyzasok: {
          ...allShareRulesOff,
          ingyenesAtruhazasEngedelyezett: true,
          felosztashozBeleegyezes: true,
        },
      }),
    );
    expect(textOf(free, 'tarsasagi')).toContain(
      'Az üzletrész kívülálló személyre történő átruházásához a Társaság beleegyezése nem szükséges.',
    );
  });

  it('names the meetings per year in words', () => {
    expect(text('two members, one sole director', 'tarsasagi')).toContain('évente legalább egy alkalommal');
    expect(text('all optional fields set', 'tarsasagi')).toContain('évente legalább két alkalommal');
  });

  it('has any of several sole signers sign under the company name, not "a cégjegyzésre jogosult ügyvezető"', () => {
    const several = text('two sole directors', 'tarsasagi');
    expect(several).toContain('Az ügyvezetők a Társaságot önállóan képviselik, cégjegyzési joguk önálló.');
    expect(several).toContain('nyomtatott cégneve alá bármelyik ügyvezető önállóan írja alá a nevét');
    expect(several).not.toContain('a cégjegyzésre jogosult ügyvezető');
    expect(text('two members, one sole director', 'tarsasagi')).toContain(
      'nyomtatott cégneve alá az ügyvezető önállóan írja alá a nevét',
    );
  });

  it('describes sole signing, joint pairs and groups with the co-signers’ names', () => {
    expect(text('two members, one sole director', 'tarsasagi')).toContain(
      'Az ügyvezető a Társaságot önállóan képviseli, cégjegyzési joga önálló.',
    );
    expect(text('joint pair', 'tarsasagi')).toContain(
      'Kiss Anna és Nagy Béla ügyvezetők a Társaságot egymással együttesen képviselik',
    );
    expect(text('joint pair', 'elfogado-nyilatkozat')).toContain(
      'A Társaságot Nagy Béla ügyvezetővel együttesen képviselem',
    );
    const groups = text('joint groups', 'tarsasagi');
    expect(groups).toContain(
      'B Béla ügyvezető a Társaságot az „A” vagy a „B” csoportba tartozó bármely más ügyvezetővel – A Anna, C Cecil vagy D Dóra – együttesen képviseli',
    );
    expect(groups).toContain(
      'C Cecil ügyvezető a Társaságot a „B” csoportba tartozó B Béla ügyvezetővel együttesen képviseli',
    );
    const mixed = text('three members, mixed signing', 'tarsasagi');
    expect(mixed).toContain('A Anna ügyvezető a Társaságot önállóan képviseli');
    expect(mixed).toContain(
      'B Béla ügyvezető a Társaságot az „A” csoportba tartozó C Cecil ügyvezetővel együttesen képviseli',
    );
  });

  it('prints the 15 000 000 and 10 000 000 Ft thresholds only when switched on, and statutory items always', () => {
    const on = text('two members, one sole director', 'tarsasagi');
    expect(on).toContain('meghaladja a 15 000 000 Ft, azaz tizenötmillió forint összeget');
    expect(on).toContain('meghaladja a 10 000 000 Ft, azaz tízmillió forint összeget');
    const off = text('every 11.8 flag off', 'tarsasagi');
    expect(off).not.toContain('tizenötmillió');
    expect(off).not.toContain('tízmillió');
    expect(off).not.toContain('Az értékhatárhoz kötött ügyekben');
    for (const statutory of [
      'a számviteli törvény szerinti beszámoló jóváhagyása',
      'hozzájárulás az üzletrész felosztásához',
      'az üzletrész bevonása',
      'cégvezető kinevezése',
      'döntés az ügyvezető részére felmentvény megadásáról',
    ])
      expect(off).toContain(statutory);
  });

  it('words the sole member’s powers as the document asks, whoever directs the company (an amendment keeps them)', () => {
    const powers = (request: DocumentRequest, soleMemberAsDirector?: boolean) =>
      blockText(
        engine.renderTree(request, { ...planDocuments(request, ['tarsasagi'])[0]!, soleMemberAsDirector }).blocks,
      ).join('\n');
    const soleMember = [testMember('Kiss Anna', { penzbetet: 3_000_000 })];
    const memberDirects = buildTestRequest({ tagok: soleMember, ugyvezetok: [testDirector('Kiss Anna')] });
    const outsiderDirects = buildTestRequest({ tagok: soleMember, ugyvezetok: [testDirector('Nagy Béla')] });
    const discharge = 'döntés az ügyvezető részére felmentvény megadásáról';
    const contracts = 'az olyan szerződés megkötésének jóváhagyása, amelyet a Társaság ügyvezetőjével';
    for (const approval of [discharge, contracts]) {
      expect(powers(memberDirects)).not.toContain(approval);
      expect(powers(memberDirects, false)).toContain(approval);
      expect(powers(outsiderDirects)).toContain(approval);
      expect(powers(outsiderDirects, true)).not.toContain(approval);
    }
    expect(powers(memberDirects, true)).toBe(powers(memberDirects));
    // several members: no sole member whose powers it could word
    const twoMembers = variants['two members, one sole director']!;
    expect(powers(twoMembers, true)).toBe(powers(twoMembers));
  });

  it('letters the reserved matters without gaps', () => {
    const tree = renderAll(variants['every 11.8 flag off']!).find((item) => item.type === 'tarsasagi')!.tree;
    const labels = tree.blocks
      .flatMap((block) => (block.kind === 'section' ? block.blocks : []))
      .filter((block) => block.kind === 'list')
      .map((block) => (block.kind === 'list' ? block.items.map((item) => item.label) : []))
      .find((list) => list.length > 10)!;
    expect(labels).toEqual([...'abcdefghijklmnopq'].slice(0, labels.length).map((letter) => `${letter})`));
  });

  it('follows every share-rule flag that is off, keeping the statutory division rule', () => {
    const off = text('every share-rule flag off', 'tarsasagi');
    expect(off).toContain(
      'a többi tagot – üzletrészeik egymáshoz viszonyított mértéke szerint, arányosan – az üzletrész másokat megelőző megszerzésére irányuló jog illeti meg',
    );
    expect(off).toContain('A tagok kizárják a Ptk. 3:167. § (2) bekezdésében meghatározott');
    expect(off).toContain('átruházásához a Társaság beleegyezése nem szükséges');
    expect(off).toContain('kizárólag a taggyűlés előzetes hozzájárulásával ruházható át');
    expect(off).toContain('Az üzletrész felosztásához a taggyűlés hozzájárulása szükséges.');
    expect(off).toContain('A Társaság osztalékelőleget nem fizet.');
    expect(off).not.toContain('döntés osztalékelőleg fizetéséről');
    const on = text('two members, one sole director', 'tarsasagi');
    expect(on).toContain('A tagok üzletrészüket egymás között szabadon átruházhatják.');
    expect(on).toContain('az ügyvezető javaslatára – osztalékelőleg fizetéséről határozhat');
    expect(text('every share-rule flag off', 'tagjegyzek')).toContain(
      'a társasági szerződés az üzletrész másokat megelőző megszerzésére irányuló, a Ptk. 3:167. § (2) bekezdése szerinti jogot kizárja',
    );
  });

  it('states additional contributions under Ptk. 3:99/A, never 3:183', () => {
    const set = text('all optional fields set', 'tarsasagi');
    // The lawyer's own text stands alone: no template sentence repeats or contradicts it.
    expect(set).toContain('Tagonként legfeljebb 1 000 000 Ft, üzleti évenként legfeljebb egyszer.');
    expect(set).not.toContain('A pótbefizetés teljesítésének módját');
    expect(set).toContain('pótbefizetés előírása');
    expect(text('one member', 'tarsasagi')).toContain('Ptk. 3:99/A. §');
    expect(all('all optional fields set')).not.toContain('3:183');
    expect(text('two members, one sole director', 'tarsasagi')).toContain(
      'A jelen társasági szerződés pótbefizetési kötelezettséget nem ír elő.',
    );
    expect(text('all optional fields set', 'tagjegyzek')).toContain(
      'Mellékszolgáltatás – a Társaság társasági szerződése szerint: Kiss Anna heti tíz órában könyvelési munkát végez.',
    );
  });

  it('prints the amounts with words and only the non-zero parts of contributions', () => {
    const cash = text('two members, one sole director', 'tarsasagi');
    expect(cash).toContain(
      'A Társaság törzstőkéje 3 000 000 Ft, azaz hárommillió forint, amely teljes egészében pénzbeli hozzájárulásból áll.',
    );
    expect(cash).not.toContain('nem pénzbeli hozzájárulás tárgya');
    const inKind = text('in-kind only', 'tarsasagi');
    expect(inKind).toContain('teljes egészében nem pénzbeli hozzájárulásból áll');
    expect(inKind).toContain('nem pénzbeli hozzájárulásának tárgya és szolgáltatásának módja: egy laptop. A tagok');
    expect(inKind).toContain(
      'a cégbejegyzési kérelem benyújtásáig teljes egészében a Társaság rendelkezésére bocsátja',
    );
    expect(inKind).not.toContain('A pénzbeli hozzájárulást');
    const both = text('cash and in-kind', 'tarsasagi');
    expect(both).toContain(
      'amely 2 000 000 Ft, azaz kétmillió forint pénzbeli és 500 000 Ft, azaz ötszázezer forint nem pénzbeli hozzájárulásból áll',
    );
    expect(both).toContain('2027. június 30. napjáig a Társaság rendelkezésére bocsátja');
  });

  it('prints the full, short and foreign names once each, whether or not the name carries "Kft."', () => {
    for (const variant of ['two members, one sole director', 'all optional fields set']) {
      const articles = text(variant, 'tarsasagi');
      expect(articles).toContain('A Társaság cégneve: Alfa Korlátolt Felelősségű Társaság (a továbbiakban: Társaság).');
      expect(articles).toContain('A Társaság rövidített cégneve: Alfa Kft.');
    }
    expect(text('all optional fields set', 'tarsasagi')).toContain(
      'idegen nyelvű cégneve: Alfa Limited Liability Company; rövidített idegen nyelvű cégneve: Alfa Ltd.',
    );
    expect(text('all optional fields set', 'tagjegyzek')).toContain('Rövidített cégnév: Alfa Kft. b. a.');
  });

  it('states the central administration, the business year, the duration and the company manager', () => {
    const set = text('all optional fields set', 'tarsasagi');
    expect(set).toContain('A Társaság központi ügyintézésének helye: 6720 Szeged, Fő tér 1.');
    expect(set).toContain('július 1. napjától a következő év június 30. napjáig tart');
    expect(set).toContain('A Társaság határozott időtartamra, 2040. december 31. napjáig jön létre.');
    expect(set).toContain('a jelen társasági szerződésben nevezik ki: Vezető Vera (');
    expect(set).toContain('A tagokat a taggyűlésen – a Ptk. 3:110. § (2) bekezdésétől eltérően –');
    const plain = text('two members, one sole director', 'tarsasagi');
    expect(plain).toContain('A Társaság székhelye egyben a Társaság központi ügyintézésének helye.');
    expect(plain).toContain('A Társaság üzleti éve a naptári év; mérlegfordulónapja december 31.');
    expect(plain).toContain('A Társaság határozatlan időtartamra jön létre.');
    expect(plain).not.toContain('Cégvezető');
  });

  it('rounds the shares so that they add up to 100%', () => {
    const articles = text('three equal members, a doctor among them', 'tarsasagi');
    expect(articles).toContain(
      'dr. Kiss Anna: törzsbetétjének aránya 33,34% (kerekítve), üzletrészének mértéke 33,34% (kerekítve);',
    );
    expect(articles).toContain(
      'Tóth Cecil: törzsbetétjének aránya 33,33% (kerekítve), üzletrészének mértéke 33,33% (kerekítve).',
    );
    expect(text('three equal members, a doctor among them', 'tagjegyzek')).toMatch(
      /33,34% \(kerekítve\)[\s\S]*33,33% \(kerekítve\)[\s\S]*33,33% \(kerekítve\)/,
    );
  });

  it('prints an entered business share, dividend ratio and quorum exactly as entered, with all their decimals', () => {
    const rendered = renderAll(
      buildTestRequest({
        tagok: [
          testMember('Kiss Anna', { penzbetet: 1_500_000, uzletreszElteres: 66.667, osztalekArany: 66.6667 }),
          testMember('Nagy Béla', { penzbetet: 1_500_000, uzletreszElteres: 33.333, osztalekArany: 33.3333 }),
        ],
        taggyulesSzabalyzasok: { hatarozatKepessegSzazalek: 66.6667 },
      }),
    );
    const articles = textOf(rendered, 'tarsasagi');
    expect(articles).toContain('Kiss Anna: törzsbetétjének aránya 50%, üzletrészének mértéke 66,667%;');
    expect(articles).toContain('Nagy Béla: törzsbetétjének aránya 50%, üzletrészének mértéke 33,333%.');
    expect(articles).toContain('Kiss Anna: 66,6667%;');
    expect(articles).toContain('Nagy Béla: 33,3333%.');
    expect(articles).toContain('a leadható szavazatok több mint 66,6667%-át képviselő tagok jelen vannak');
    expect(textOf(rendered, 'tagjegyzek')).toMatch(/66,667%[\s\S]*33,333%/);
    for (const type of ['tarsasagi', 'tagjegyzek'] as const) {
      expect(textOf(rendered, type)).not.toMatch(/66,67|33,33%|kerekítve/);
    }
  });

  it('marks the rounded contribution ratio by which a member without a dividend ratio shares, and explains it', () => {
    // A and E share their half as 30% and 20%; B, C and D take their sixth each: 16,666…%
    const members = [
      testMember('A Anna', { penzbetet: 2_500_000, osztalekArany: 30 }),
      testMember('E Ede', { penzbetet: 500_000, osztalekArany: 20 }),
      testMember('B Béla', { penzbetet: 1_000_000 }),
      testMember('C Cecil', { penzbetet: 1_000_000 }),
      testMember('D Dóra', { penzbetet: 1_000_000 }),
    ];
    const articles = textOf(renderAll(buildTestRequest({ tagok: members })), 'tarsasagi');
    expect(articles).toContain('A Anna: 30%;');
    expect(articles).toContain('B Béla: 16,67% (kerekítve);');
    expect(articles).toContain('D Dóra: 16,66% (kerekítve).');
    const note =
      'A „(kerekítve)” jelölésű osztalékarány a tag törzsbetétjének a törzstőkéhez viszonyított arányát két tizedesjegyre kerekítve tünteti fel; a tag a nyereségből ennek a pontos aránynak megfelelően részesedik.';
    expect(articles).toContain(note);
    // a contribution ratio that needs no rounding is printed as it is, with no note
    const halves = [
      testMember('A Anna', { penzbetet: 1_000_000, osztalekArany: 30 }),
      testMember('E Ede', { penzbetet: 1_000_000, osztalekArany: 20 }),
      testMember('B Béla', { penzbetet: 2_000_000 }),
    ];
    const exact = textOf(renderAll(buildTestRequest({ tagok: halves })), 'tarsasagi');
    expect(exact).toContain('B Béla: 50%.');
    expect(exact).not.toContain(note);
  });

  it('capitalises a name that opens a sentence, and only there', () => {
    const articles = text('three equal members, a doctor among them', 'tarsasagi');
    expect(articles).toContain('Dr. Kiss Anna törzsbetétje');
    expect(articles).toContain('A pénzbeli hozzájárulást dr. Kiss Anna');
    expect(articles).toMatch(/^Dr\. Kiss Anna \(születési név/m);
    expect(text('three equal members, a doctor among them', 'elfogado-nyilatkozat')).toMatch(/^Dr\. Kiss Anna \(/m);
  });

  it('capitalises a law firm named after a doctor where it opens the agent’s clause of the power of attorney', () => {
    const rendered = renderAll(
      buildTestRequest(
        {},
        {
          ugyvediIroda: {
            nev: 'dr. Őri Ügyvédi Iroda',
            szekhely: '9021 Győr, Árpád út 34.',
            ugyvedNeve: 'dr. Őri Zsófia',
            kasz: '36068899001',
          },
        },
      ),
    );
    const power = textOf(rendered, 'jogi-kepviselo-meghatalmazas');
    expect(power).toMatch(/^Dr\. Őri Ügyvédi Iroda \(székhely: 9021 Győr/mu);
    expect(power).not.toMatch(/^dr\. Őri Ügyvédi Iroda \(székhely/mu);
    // the firm's line under the lawyer's signature is a label, not a sentence
    expect(power).toContain('dr. Őri Ügyvédi Iroda (9021 Győr, Árpád út 34.)');
  });

  it('puts the definite article before a legal-entity member’s name in running text, never before a person’s', () => {
    const articles = text('a legal entity as sole member, cash and in kind', 'tarsasagi');
    expect(articles).toContain('Az Omega Ipari Kft. törzsbetétje 3 500 000 Ft');
    expect(articles).toContain('A pénzbeli hozzájárulást az Omega Ipari Kft. 2027. március 31. napjáig');
    expect(articles).toContain('Az Omega Ipari Kft. nem pénzbeli hozzájárulásának tárgya');
    expect(articles).toContain('Az Omega Ipari Kft. a nem pénzbeli hozzájárulást a cégbejegyzési kérelem benyújtásáig');
    expect(articles).not.toMatch(/(^|[^z] )Omega Ipari Kft\. (törzsbetétje|nem pénzbeli|a nem pénzbeli|2027)/m);
    // the list of members and the signature keep the bare name, as a label
    expect(articles).toMatch(/^Omega Ipari Kft\. \(székhely:/m);
    expect(text('three equal members, a doctor among them', 'tarsasagi')).toContain('Dr. Kiss Anna törzsbetétje');
  });

  it('never tells a sole member’s register that the share deviates from the contribution the deed puts at 100%', () => {
    const rendered = renderAll(
      buildTestRequest({ tagok: [testMember('Kiss Anna', { penzbetet: 3_000_000, uzletreszElteres: 60 })] }),
    );
    expect(textOf(rendered, 'tagjegyzek')).not.toContain('a törzsbetétek arányától eltérően');
    expect(textOf(rendered, 'tarsasagi')).toContain(
      'törzsbetétjének aránya és üzletrészének mértéke a törzstőke 100%-a',
    );
  });

  it('gives a sole founder only the succession that can befall it: an heir to a person, a successor to a company', () => {
    const company = text('a legal entity as sole member, cash and in kind', 'tarsasagi');
    expect(company).toContain(
      'Az alapító jogutódlása esetén a jogutód – a jogutódlás igazolása mellett – kérheti az ügyvezetőtől a tagjegyzékbe való bejegyzését.',
    );
    expect(company).not.toContain('halála');
    const person = text('one member', 'tarsasagi');
    expect(person).toContain(
      'Az alapító halála esetén örököse – az örökösi minőség igazolása mellett – kérheti az ügyvezetőtől a tagjegyzékbe való bejegyzését.',
    );
    expect(person).not.toContain('jogutódlása esetén');
    // several members: either may befall one of them
    expect(text('two members, one sole director', 'tarsasagi')).toContain(
      'A tag halála esetén örököse, jogi személy tag jogutódlása esetén a jogutód',
    );
  });

  it('names a foreign legal-entity member’s seat, not residence, in the service-of-process clause', () => {
    const request = buildTestRequest({
      tagok: [
        testMember('Kiss Anna'),
        {
          nev: 'Austria Maschinenbau GmbH',
          lakohely: 'Ringstraße 1., 1010 Wien, Ausztria',
          jogiSzemely: true,
          cegjegyzekszam: 'FN 123456a',
          kepviselo: 'Hans Gruber ügyvezető',
          penzbetet: 1_500_000,
          nemPenzbeliBetet: 0,
          penzbetetHatarido: '2027-03-31',
          penzbetetMod: 'pénzforgalmi számla',
        },
      ],
    });
    const articles = textOf(renderAll(request), 'tarsasagi');
    expect(articles).toContain(
      'Az Austria Maschinenbau GmbH (tag) magyarországi székhellyel nem rendelkezik; a részére szóló hivatalos iratok',
    );
    expect(articles).not.toContain('GmbH (tag) magyarországi lakóhellyel');
  });

  it('has the director declare no ban in force, not that he was never banned (Ptk. 3:22. § (5)–(6))', () => {
    const acceptance = textOf(renderAll(buildTestRequest({})), 'elfogado-nyilatkozat');
    expect(acceptance).toContain(
      'nem állok a vezető tisztségviselői foglalkozástól jogerősen eltiltó határozat hatálya alatt, és olyan foglalkozástól jogerős bírói ítélettel kimondott eltiltás hatálya alatt sem, amelynek körébe tartozó tevékenységet a Társaság folytat;',
    );
    expect(acceptance).toContain('nem állok a vezető tisztségviselői tevékenységtől eltiltó határozat hatálya alatt;');
    expect(acceptance).not.toContain('nem tiltottak el');
  });

  it('names the agent of a person with a Hungarian address without stating that the person lives abroad', () => {
    const agent = 'dr. Tóth Tamás ügyvéd, 1054 Budapest, Alkotmány utca 4.';
    const request = buildTestRequest({
      tagok: [testMember('Kiss Anna', { kezbesitesiMegbizott: agent }), testMember('Nagy Béla')],
      ugyvezetok: [testDirector('Kiss Anna', { kezbesitesiMegbizott: agent })],
    });
    const rendered = renderAll(request);
    const articles = textOf(rendered, 'tarsasagi');
    const acceptance = textOf(rendered, 'elfogado-nyilatkozat');
    expect(articles).not.toContain('magyarországi lakóhellyel nem rendelkezik');
    expect(articles).toContain(
      `Kiss Anna (ügyvezető) a részére szóló hivatalos iratok átvételére kézbesítési megbízottat nevez meg. Kézbesítési megbízottja: ${agent}`,
    );
    expect(acceptance).not.toContain('magyarországi lakóhely hiányában');
    expect(acceptance).toContain(`Kézbesítési megbízottam: ${agent}`);
  });

  it('calls owners holding less than the whole co-owners, never the exclusive owners', () => {
    const owner = (nev: string, tulajdoniHanyad: string) => ({
      nev,
      lakohely: '1051 Budapest, Nádor utca 1.',
      tulajdoniHanyad,
    });
    const declaration = (tulajdonosok: unknown[]) =>
      textOf(
        renderAll(buildTestRequest({ szekhelyIngatlan: { helyrajziSzam: '1/1', jogcim: 'BERLET', tulajdonosok } })),
        'szekhely',
      );
    const part = declaration([owner('Kiss Anna', '1/2'), owner('Nagy Béla', '1/4')]);
    expect(part).toContain('A tulajdonosok kijelentik, hogy az ingatlan tulajdonostársai, és hozzájárulnak');
    expect(part).not.toContain('kizárólagos tulajdonosai');
    expect(declaration([owner('Kiss Anna', '1/2')])).toContain(
      'A tulajdonos kijelenti, hogy az ingatlan tulajdonostársa,',
    );
    expect(declaration([owner('Kiss Anna', '1/2'), owner('Nagy Béla', '1/2')])).toContain(
      'A tulajdonosok kijelentik, hogy együttesen az ingatlan kizárólagos tulajdonosai',
    );
  });

  it('tells natural-person owners that their data become public with the declaration (Ctv. 10. § (2), (4))', () => {
    const declaration = (tulajdonosok: unknown[]) =>
      textOf(
        renderAll(buildTestRequest({ szekhelyIngatlan: { helyrajziSzam: '1/1', jogcim: 'BERLET', tulajdonosok } })),
        'szekhely',
      );
    const person = { nev: 'Kiss Anna', lakohely: '1051 Budapest, Nádor utca 1.', tulajdoniHanyad: '1/2' };
    const entity = {
      nev: 'Omega Kft.',
      jogiSzemely: true,
      cegjegyzekszam: '01-09-123456',
      kepviselo: 'Nagy Béla ügyvezető',
      lakohely: '1052 Budapest, Váci utca 2.',
      tulajdoniHanyad: '1/2',
    };
    const notice =
      'a cégbírósághoz benyújtott cégirat részeként a cégiratok nyilvánossága folytán bárki számára megismerhetővé válnak (Ctv. 10. § (2), (4)).';
    expect(declaration([{ ...person, tulajdoniHanyad: '1/1' }])).toContain(
      `A nyilatkozattevő tulajdonos tudomásul veszi, hogy a jelen nyilatkozatban feltüntetett személyes adatai ${notice}`,
    );
    expect(declaration([person, entity])).toContain(
      `A nyilatkozattevő természetes személy tulajdonos tudomásul veszi, hogy a jelen nyilatkozatban feltüntetett személyes adatai ${notice}`,
    );
    expect(declaration([{ ...entity, tulajdoniHanyad: '1/1' }])).not.toContain('megismerhetővé válnak');
  });

  it('tells the founders that the personal data of the articles become public, in the signing clause (Ctv. 10. § (4))', () => {
    const notice =
      'feltüntetett személyes adatok – a cégjegyzékbe bejegyzendő adatokat meghaladóak is – a cégiratok nyilvánossága folytán bárki számára megismerhetővé válnak (Ctv. 10. § (2), (4)).';
    expect(text('two members, one sole director', 'tarsasagi')).toContain(
      `A tagok tudomásul veszik, hogy a jelen társasági szerződésben ${notice} A tagok a jelen társasági szerződést elolvasás`,
    );
    expect(text('one member', 'tarsasagi')).toMatch(
      new RegExp(`tudomásul veszi, hogy a jelen alapító okiratban ${notice.replace(/[()]/g, '\\$&')} Az? \\S+`),
    );
  });

  it('keeps „dr.” in lower case after the colon that introduces the company manager', () => {
    const articles = textOf(
      renderAll(
        buildTestRequest({
          cegvezeto: {
            nev: 'dr. Vezető Vera',
            lakohely: '1051 Budapest, Nádor utca 1.',
            cegjegyzesiJogTipus: 'ONALLO',
          },
        }),
      ),
      'tarsasagi',
    );
    expect(articles).toContain('a jelen társasági szerződésben nevezik ki: dr. Vezető Vera (');
  });

  it('capitalises the first of a joint pair of directors who opens the signing clause', () => {
    const articles = textOf(
      renderAll(buildTestRequest({ ugyvezetok: [joint('dr. Kiss Anna'), joint('dr. Nagy Béla')] })),
      'tarsasagi',
    );
    expect(articles).toContain(
      '\nDr. Kiss Anna és dr. Nagy Béla ügyvezetők a Társaságot egymással együttesen képviselik, cégjegyzési joguk együttes.',
    );
  });

  it('lets a dividend ratio deviate without contradicting the default rule', () => {
    const articles = text('all optional fields set', 'tarsasagi');
    expect(articles).toContain(
      'a tagot – ha a jelen társasági szerződés eltérően nem rendelkezik – a már teljesített vagyoni hozzájárulása arányában illeti meg osztalék',
    );
    expect(articles).toContain(
      'A tagok a felosztásra kerülő nyereségből – a vagyoni hozzájárulásuk arányától eltérően –',
    );
    expect(articles).not.toContain('törzsbetéteik arányában illeti meg');
  });

  it('speaks of "the other" director with two and "any other" with more', () => {
    const pair = text('joint pair', 'tarsasagi');
    expect(pair).toContain('bármelyikük a másik ügyvezető tervezett');
    expect(pair).toContain('a másik ügyvezetőhöz vagy a taggyűléshez');
    const four = text('joint groups', 'tarsasagi');
    expect(four).toContain('bármelyikük bármely másik ügyvezető tervezett');
    expect(four).toContain('valamely másik ügyvezetőhöz vagy a taggyűléshez');
    expect(four).not.toContain('a másik ügyvezető');
  });

  it('marks a joint company signature as joint', () => {
    expect(text('joint pair', 'tagjegyzek')).toContain('képviseletében együttesen: Kiss Anna');
    expect(text('joint pair', 'tagjegyzek')).toContain('képviseletében együttesen: Nagy Béla');
    expect(text('two members, one sole director', 'tagjegyzek')).not.toContain('együttesen:');
  });

  it('asks no consent of the company to the sole member’s transfer (he would consent to himself), in articles and register', () => {
    const clause = 'átruházásához a Társaság beleegyezése';
    expect(text('one member', 'tarsasagi')).not.toContain(clause);
    expect(text('one member', 'tagjegyzek')).not.toContain(clause);
    expect(text('one member', 'tarsasagi')).not.toContain(
      'hozzájárulás az üzletrész kívülálló személyre történő átruházásához',
    );
    expect(text('two members, one sole director', 'tagjegyzek')).toContain(
      'ha a Társaság az átruházási szándék bejelentésétől számított harminc napon belül nem nyilatkozik',
    );
  });

  it('leaves a blank, not an alternative, where the way of payment is missing', () => {
    const articles = text('all optional fields empty', 'tarsasagi');
    expect(articles).toContain('napjáig a Társaság ………………………… történő befizetéssel teljesíti');
    expect(articles).not.toContain('vagy házipénztárába');
  });

  it('prints dotted blanks where data the law needs is missing', () => {
    const rendered = renderAll(variants['all optional fields empty']!);
    for (const type of ['tarsasagi', 'szekhely', 'elfogado-nyilatkozat'] as const)
      expect(hasBlank(rendered.find((item) => item.type === type)!.tree.blocks)).toBe(true);
    expect(
      hasBlank(
        renderAll(variants['two members, one sole director']!).find((item) => item.type === 'tarsasagi')!.tree.blocks,
      ),
    ).toBe(false);
  });

  it('declares no Ptk. 3:115 conflict falsely: only a stake in another company of the same main activity counts', () => {
    const declaration = text('two members, one sole director', 'elfogado-nyilatkozat');
    // Kiss Anna is a member of the Társaság: she cannot declare that she holds no stake in any company at all.
    expect(declaration).toContain(
      'más olyan gazdasági társaságban, amely főtevékenységként ugyanolyan gazdasági tevékenységet folytat, mint a Társaság, nem rendelkezem társasági részesedéssel',
    );
    expect(declaration).not.toContain('nem rendelkezem társasági részesedéssel, és');
  });

  it('speaks to one owner of the seat in the singular, to an owner and a blank box in the plural', () => {
    const one = text('two members, one sole director', 'szekhely');
    expect(one).toContain(
      'A nyilatkozattevő tulajdonos tudomásul veszi, hogy a jelen nyilatkozatot ellenjegyző ügyvéd a Társaság megbízásából jár el; részére az ügyvéd jogi tanácsot nem ad, és az ellenjegyzéssel közte és az ügyvéd között',
    );
    expect(one).not.toContain('részükre');
    const ownerAndBlank = textOf(
      renderAll(buildTestRequest({ telephelyek: ['1097 Budapest, Gubacsi út 6.'] })),
      'szekhely',
    );
    expect(ownerAndBlank).toContain('A nyilatkozattevő tulajdonosok tudomásul veszik');
    expect(ownerAndBlank).toContain('részükre az ügyvéd jogi tanácsot nem ad, és az ellenjegyzéssel közöttük');
    expect(ownerAndBlank).toContain('A nyilatkozattevők a jelen nyilatkozatot');
  });

  it('gives every property without named owners its own blank signature box and the full identification blanks', () => {
    // Ctv. 7. § (4): each owner of each used property consents; two telephelyek may have two different owners.
    const request = buildTestRequest({
      telephelyek: ['1097 Budapest, Gubacsi út 6.', '6000 Kecskemét, Kossuth tér 3.'],
    });
    const declaration = renderAll(request).find((item) => item.type === 'szekhely')!;
    const blankOwnerBoxes = signatureBoxes(declaration.tree.blocks)
      .map((box) => [...box.above, ...box.below].map(inlineText).join(' / '))
      .filter((box) => box.includes('tulajdonos') && box.includes('…'));
    expect(blankOwnerBoxes).toEqual([
      '………………………… / tulajdonos (1097 Budapest, Gubacsi út 6.)',
      '………………………… / tulajdonos (6000 Kecskemét, Kossuth tér 3.)',
    ]);
    // An unnamed owner is identified by the same data as a named one: citizenship and tax number included.
    expect(declaration.text).toMatch(/Tulajdonos: …+ \(születési név: …+; .*állampolgárság: …+; adóazonosító jel: …+;/);
  });

  it('promises no owner’s consent in the heading when no owner consents (provider or own property, Ctv. 7. § (4))', () => {
    const provider = textOf(
      renderAll(buildTestRequest({ szekhelyIngatlan: { jogcim: 'SZEKHELYSZOLGALTATAS', tulajdonosok: [] } })),
      'szekhely',
    );
    const [heading, subtitle] = provider.split('\n');
    expect(heading).toBe('NYILATKOZAT A SZÉKHELY HASZNÁLATÁNAK JOGCÍMÉRŐL');
    expect(subtitle).not.toContain('részére');
    expect(text('two members, one sole director', 'szekhely')).toContain('SZÉKHELYHASZNÁLATI HOZZÁJÁRULÓ NYILATKOZAT');
  });

  it('names no sole signer in the signing sentence when every director signs jointly (Ctv. 8. §)', () => {
    const groups = text('joint groups', 'tarsasagi');
    expect(groups).not.toContain('önálló cégjegyzési joggal rendelkező');
    expect(groups).toContain(
      'nyomtatott cégneve alá az ügyvezető a fentiek szerint egy másik ügyvezetővel együttesen írja alá a nevét',
    );
    expect(text('three members, mixed signing', 'tarsasagi')).toContain(
      'az önálló cégjegyzési joggal rendelkező ügyvezető önállóan, az együttes cégjegyzési joggal rendelkező ügyvezető pedig a fentiek szerint egy másik ügyvezetővel együttesen',
    );
  });

  it('has a joint signer whose only partner is the company manager sign with the manager, not "egy másik ügyvezetővel"', () => {
    // Kiss Anna signs alone; Nagy Béla signs jointly, and his only partner is the jointly signing company manager (a
    // sole signer is no joint partner): the signing sentence may not offer him a second director the articles do
    // not give him (Ctv. 8. § (2)).
    const request = buildTestRequest({
      ugyvezetok: [testDirector('Kiss Anna'), joint('Nagy Béla')],
      cegvezeto: { nev: 'Vezető Vera', lakohely: '1051 Budapest, Nádor utca 1.', cegjegyzesiJogTipus: 'EGYUTTES' },
    });
    expect(checkDocumentRequest(request, { today: '2026-11-22' }).errors).toEqual([]);
    const articles = textOf(renderAll(request), 'tarsasagi');
    expect(articles).toContain('Nagy Béla ügyvezető a Társaságot Vezető Vera cégvezetővel együttesen képviseli');
    expect(articles).toContain(
      'az önálló cégjegyzési joggal rendelkező ügyvezető önállóan, az együttes cégjegyzési joggal rendelkező ügyvezető pedig a fentiek szerint a cégvezetővel együttesen írja alá a nevét',
    );
    expect(articles).not.toContain('egy másik ügyvezetővel');
    // A joint signer who has a director partner keeps him in the sentence, with the manager after him.
    const withPair = buildTestRequest({
      ugyvezetok: [testDirector('Kiss Anna'), joint('Nagy Béla'), joint('Tóth Cecília')],
      cegvezeto: { nev: 'Vezető Vera', lakohely: '1051 Budapest, Nádor utca 1.', cegjegyzesiJogTipus: 'EGYUTTES' },
    });
    expect(textOf(renderAll(withPair), 'tarsasagi')).toContain(
      'pedig a fentiek szerint egy másik ügyvezetővel vagy a cégvezetővel együttesen írja alá a nevét',
    );
  });

  it("names no signing group for the company manager where the directors' clauses name none (two directors)", () => {
    // Groups are named only with three or more directors: with two joint directors of group "A" their clauses name
    // each other without the label, so the manager's clause may not speak of an „A” group the articles never define.
    const request = buildTestRequest({
      ugyvezetok: [joint('Kiss Anna', 'A'), joint('Nagy Béla', 'A')],
      cegvezeto: {
        nev: 'Vezető Vera',
        lakohely: '1051 Budapest, Nádor utca 1.',
        cegjegyzesiJogTipus: 'EGYUTTES',
        cegjegyzesEgyuttesenCsoport: ['A'],
      },
    });
    expect(checkDocumentRequest(request, { today: '2026-11-22' }).errors).toEqual([]);
    const rendered = renderAll(request);
    const articles = textOf(rendered, 'tarsasagi');
    expect(articles).toContain(
      'Kiss Anna ügyvezető a Társaságot Nagy Béla ügyvezetővel vagy Vezető Vera cégvezetővel együttesen képviseli',
    );
    expect(articles).toContain(
      'A cégvezető a Társaságot bármely ügyvezetővel – Kiss Anna vagy Nagy Béla – együttesen képviseli, cégjegyzési joga együttes',
    );
    expect(textOf(rendered, 'alairasminta')).toContain(
      'a Társaságot bármely ügyvezetővel – Kiss Anna vagy Nagy Béla – együttesen képviselem',
    );
    expect(articles).not.toContain('csoportba');
  });

  it('puts the company manager under the directors in the plural when there are several', () => {
    const several = buildTestRequest({
      cegvezeto: 'Vezető Vera',
      ugyvezetok: [testDirector('Kiss Anna'), testDirector('Nagy Béla')],
    });
    expect(textOf(renderAll(several), 'tarsasagi')).toContain('munkaviszonyban, az ügyvezetők rendelkezései alapján');
    expect(text('all optional fields set', 'tarsasagi')).toContain(
      'munkaviszonyban, az ügyvezető rendelkezései alapján',
    );
  });

  // the largest remainder prints 33,34% for a third, so the note says the figures are rounded to a 100% total
  it('explains rounded ratios in the member register in the words of the articles', () => {
    const rendered = renderAll(variants['three equal members, a doctor among them']!);
    const note =
      'A „(kerekítve)” jelölésű arányok két tizedesjegyre kerekített értékek; a kerekítés úgy történt, hogy összegük 100% legyen, ezért egy-egy arány legfeljebb 0,01 százalékponttal eltérhet a pontos arány szokásos kerekítésétől. A pontos arányt a törzsbetétek, illetve az üzletrészek egymáshoz viszonyított mértéke határozza meg.';
    expect(textOf(rendered, 'tarsasagi')).toContain(note);
    expect(textOf(rendered, 'tagjegyzek')).toContain(note);
  });

  it('leaves the signing mode of a company manager saved as free text blank, in the articles and the specimen', () => {
    // 'Vezető Vera' comes from the old free-text field: nobody chose how she signs, so nothing may claim "önálló".
    const rendered = renderAll(variants['all optional fields set']!);
    const blank = '…………………………';
    expect(textOf(rendered, 'tarsasagi')).toContain(
      `A cégvezető a Társaságot ${blank} képviseli, cégjegyzési joga ${blank}; általános képviseleti jogát`,
    );
    expect(textOf(rendered, 'alairasminta')).toContain(`a Társaságot ${blank} képviselem, cégjegyzési jogom ${blank}.`);
    expect(textOf(rendered, 'tarsasagi')).not.toContain('A cégvezető a Társaságot önállóan');
  });

  it('speaks of one in-kind contribution in the singular and of several in the plural', () => {
    expect(text('cash and in-kind', 'tarsasagi')).toContain(
      'A tagok kijelentik, hogy a nem pénzbeli hozzájárulás értékét a szolgáltatáskori értéknek megfelelően',
    );
    expect(text('in-kind only', 'tarsasagi')).toContain(
      'A tagok kijelentik, hogy a nem pénzbeli hozzájárulások értékét a szolgáltatáskori értéknek megfelelően',
    );
  });

  it('closes the blank of a missing in-kind description with a full stop before the next sentence', () => {
    const articles = textOf(
      renderAll(
        buildTestRequest({
          tagok: [
            testMember('Kiss Anna', { penzbetet: 0, nemPenzbeliBetet: 1_500_000 }),
            testMember('Nagy Béla', { penzbetet: 1_500_000 }),
          ],
        }),
      ),
      'tarsasagi',
    );
    expect(articles).toContain('szolgáltatásának módja: …………………………. A tagok a nem pénzbeli hozzájárulás értékét');
  });

  it('does not claim the land register shows a company in formation as owner of its seat', () => {
    const own = { szekhelyIngatlan: { jogcim: 'TULAJDON', tulajdonosok: [] } };
    const forming = textOf(renderAll(buildTestRequest(own)), 'szekhely');
    expect(forming).toContain('Az ingatlan a Társaság tulajdonába kerül;');
    expect(forming).toContain(
      'A Társaság tulajdonjogát az ingatlan-nyilvántartás a cégbejegyzést követően tünteti fel',
    );
    expect(forming).not.toContain('tulajdoni lapja igazolja');
    const registered = buildTestRequest({
      ...own,
      bejegyzes: { cegjegyzekszam: '09-09-031234', bejegyzesDatuma: '2020-02-10' },
    });
    const [declaration] = planDocuments(registered, ['szekhely']);
    expect(blockText(engine.renderTree(registered, declaration!).blocks).join('\n')).toContain(
      'Az ingatlan a Társaság tulajdonában áll; a Társaság az ingatlant saját tulajdonaként használja',
    );
  });

  it('renders every document of a registered company whose electing resolution is not named: the acceptance leaves it to fill in', () => {
    const registered = buildTestRequest({ bejegyzes: { cegjegyzekszam: '09-09-031234' } });
    const acceptance = textOf(renderAll(registered), 'elfogado-nyilatkozat');
    expect(acceptance).toContain(
      '(székhely: 1051 Budapest, Példa utca 1.; cégjegyzékszám: Cg. 09-09-031234; a továbbiakban: Társaság) ………………………… számú határozatával történt ügyvezetővé választásomat elfogadom.',
    );
    expect(acceptance).toContain('a helye kitöltendő');
    // the request's own identifiers (a change the documents follow) name it
    const named = {
      ...buildTestRequest(),
      bejegyzes: { cegjegyzekszam: '09-09-031234', hatarozat: 'taggyűlésének 1/2026. (XI. 22.) számú határozatával' },
    };
    const elected = textOf(renderAll(named), 'elfogado-nyilatkozat');
    expect(elected).toContain('Társaság) taggyűlésének 1/2026. (XI. 22.) számú határozatával történt ügyvezetővé');
    expect(elected).not.toContain('a helye kitöltendő');
  });

  it('renders a pending change of name, seat and court whose date and court prefix the request does not name', () => {
    const request = {
      ...buildTestRequest(),
      bejegyzes: {
        cegjegyzekszam: '09-09-031234',
        bejegyzettNev: 'Régi Név Kft.',
        bejegyzettSzekhely: '4025 Debrecen, Piac utca 1.',
        cegbirosagValtozas: { cegbirosag: 'Fővárosi Törvényszék Cégbírósága' },
      },
    };
    const rendered = renderAll(request);
    const register = textOf(rendered, 'tagjegyzek');
    expect(register).toContain('Székhely: 4025 Debrecen, Piac utca 1.');
    expect(register).toContain('A Társaság székhelye ………………………… napjától: 1051 Budapest, Példa utca 1.');
    expect(register).toMatch(/A Társaság cégneve ………………………… napjától: /);
    const specimen = textOf(rendered, 'alairasminta');
    expect(specimen).toContain(
      'a Társaság székhelye ugyanebben az eljárásban a Fővárosi Törvényszék Cégbírósága illetékességi területére kerül;',
    );
    expect(specimen).toContain('és a Társaság új cégjegyzékszámot kap.');
    expect(specimen).toContain(
      'a Társaság cégneve ugyanebben az eljárásban változik (bejegyzett cégneve: Régi Név Korlátolt Felelősségű Társaság)',
    );
  });

  it('gives a registered company no formation wording: a power for the change registration, a note on the founding deed, no membership start it does not know', () => {
    const saved = renderAll(buildTestRequest({ bejegyzes: { cegjegyzekszam: '09-09-031234' } }));
    const power = textOf(saved, 'jogi-kepviselo-meghatalmazas');
    expect(power).toContain('cégjegyzékszám: Cg. 09-09-031234;');
    expect(power).toContain('jogi képviseletre a változásbejegyzési eljárásban');
    expect(power).toContain('a változásbejegyzési eljárás jogerős befejezéséig hatályos');
    expect(power).toContain('a kérés nem nevezi meg a változást elhatározó határozatot');
    for (const formationOnly of ['bejegyzés alatt', 'előtársaság', 'cégbejegyzési', 'cégnév foglalására'])
      expect(power).not.toContain(formationOnly);
    expect(textOf(saved, 'tarsasagi')).toContain(
      'Megjegyzés az ügyvéd részére (megerősítendő): a Társaság már bejegyzett (Cg. 09-09-031234), ez az okirat azonban a Társaság alapításáról szól',
    );
    const register = textOf(saved, 'tagjegyzek');
    expect(register).not.toContain(dateNumericOf(buildTestRequest().keltezesIdeje));
    expect(register).toContain('…………………………');
    // the change's resolution names the procedure
    const change = renderAll({
      ...buildTestRequest(),
      bejegyzes: { cegjegyzekszam: '09-09-031234', hatarozat: 'taggyűlésének 1/2026. (XI. 22.) számú határozatával' },
    });
    expect(textOf(change, 'jogi-kepviselo-meghatalmazas')).toContain(
      'szerinti, a Társaság taggyűlésének 1/2026. (XI. 22.) számú határozatával elhatározott változások bejegyzésére irányuló változásbejegyzési eljárásban',
    );
    // formation is unchanged
    const formation = renderAll(buildTestRequest());
    expect(textOf(formation, 'jogi-kepviselo-meghatalmazas')).toContain('cégjegyzékszám: bejegyzés alatt;');
    expect(textOf(formation, 'jogi-kepviselo-meghatalmazas')).toContain('előtársaságként');
    expect(textOf(formation, 'tarsasagi')).not.toContain('Megjegyzés az ügyvéd részére');
    expect(textOf(formation, 'tagjegyzek')).toContain(dateNumericOf(buildTestRequest().keltezesIdeje));
  });

  it('asks no land-register number for a seat a registered-office provider gives, but prints one that is known', () => {
    const provided = (helyrajziSzam?: string) =>
      textOf(
        renderAll(
          buildTestRequest({ szekhelyIngatlan: { jogcim: 'SZEKHELYSZOLGALTATAS', helyrajziSzam, tulajdonosok: [] } }),
        ),
        'szekhely',
      );
    expect(provided()).toContain('Az ingatlan címe: 1051 Budapest, Példa utca 1.\n');
    expect(provided()).not.toContain('Helyrajzi száma');
    expect(provided('25894/12')).toContain('Az ingatlan címe: 1051 Budapest, Példa utca 1. Helyrajzi száma: 25894/12.');
    const own = textOf(
      renderAll(buildTestRequest({ szekhelyIngatlan: { jogcim: 'TULAJDON', tulajdonosok: [] } })),
      'szekhely',
    );
    expect(own).toContain('Helyrajzi száma: …………………………');
  });

  it('ends the foreign names clause with a full stop also after a short form without one (GmbH)', () => {
    const articles = textOf(renderAll(buildTestRequest({ idegenNev: 'Alfa GmbH' })), 'tarsasagi');
    expect(articles).toContain('rövidített idegen nyelvű cégneve: Alfa GmbH.');
    expect(text('all optional fields set', 'tarsasagi')).toContain('rövidített idegen nyelvű cégneve: Alfa Ltd.\n');
  });

  it('escapes hostile text in every document', () => {
    const rendered = renderAll(variants['hostile text']!);
    for (const { markup } of rendered) {
      expect(markup).not.toContain('<script>');
      expect(markup).not.toContain('<img');
      expect(markup).not.toContain('<b>');
    }
    const articles = textOf(rendered, 'tarsasagi');
    expect(articles).toContain('<script>alert(1)</script> Korlátolt Felelősségű Társaság');
    expect(articles).toContain('<img src=x onerror=alert(1)>');
    expect(articles).toContain('Nagy "Béla" & Társa');
    expect(articles).toContain(`${HOSTILE_TEMPLATE_TEXT}.`);
    expect(articles).toContain('</p><p class="clause">Kiss Anna (születési név');
  });
});

describe('signatories who do not understand Hungarian (decision 031, Pp. 325. § (2))', () => {
  const german = { allampolgarsag: 'osztrák', nemErtiMagyarul: true, magyarazatNyelve: 'német' };
  const interpreter = { tolmacsNeve: 'Kiss Éva', tolmacsAzonosito: 'lakcím: 4025 Debrecen, Kossuth utca 3.' };
  const clause = (nev: string) => new RegExp(`^${nev} a magyar nyelvet nem érti; .*$`, 'mu');
  const rendered = renderAll(
    buildTestRequest({
      tagok: [testMember('Hans Gruber', { ...german, ...interpreter }), testMember('Kovács Béla')],
      ugyvezetok: [testDirector('Hans Gruber', { ...german, ...interpreter })],
    }),
  );

  it('explains each countersigned document through the countersigning lawyer and the interpreter', () => {
    for (const type of ['tarsasagi', 'elfogado-nyilatkozat', 'alairasminta'] as const)
      expect(textOf(rendered, type).match(clause('Hans Gruber'))?.[0]).toBe(
        'Hans Gruber a magyar nyelvet nem érti; a jelen okirat tartalmát részére az okiratot ellenjegyző dr. Ügyvéd Ödön ügyvéd – Kiss Éva tolmács (lakcím: 4025 Debrecen, Kossuth utca 3.) közreműködésével – német nyelven megmagyarázta. Hans Gruber kijelenti, hogy az okirat tartalmát megértette, és az akaratával mindenben megegyezik. Kiss Éva tolmács tudomásul veszi, hogy a jelen okiratban feltüntetett személyes adatai a cégbírósághoz benyújtott cégirat részeként a cégiratok nyilvánossága folytán bárki számára megismerhetővé válnak (Ctv. 10. § (2), (4)).',
      );
  });

  it('tells the interpreter once in each document he signs that his data become public (Ctv. 10. § (4); decision 054)', () => {
    const told = /Kiss Éva tolmács tudomásul veszi, hogy a jelen okiratban feltüntetett személyes adatai/gu;
    for (const item of rendered.filter((document) => document.type !== 'szekhely'))
      expect(item.text.match(told), item.type).toHaveLength(1);
    // the use declaration, which he does not sign, does not tell him
    expect(textOf(rendered, 'szekhely')).not.toContain('tolmács tudomásul veszi');
    // two signers with the same interpreter: two explanation clauses, one notice, in the first
    const two = renderAll(
      buildTestRequest({
        tagok: [
          testMember('Hans Gruber', { ...german, ...interpreter }),
          testMember('Eva Huber', { ...german, ...interpreter }),
        ],
      }),
    );
    const articles = textOf(two, 'tarsasagi');
    expect(articles.match(/ a magyar nyelvet nem érti; /gu)).toHaveLength(2);
    expect(articles.match(told)).toHaveLength(1);
    expect(articles).toMatch(/^Hans Gruber a magyar nyelvet nem érti; .* Kiss Éva tolmács tudomásul veszi, hogy /mu);
    // no interpreter, no notice
    const alone = renderAll(
      buildTestRequest({ tagok: [testMember('Hans Gruber', german), testMember('Kovács Béla')] }),
    );
    expect(textOf(alone, 'tarsasagi')).toContain('Hans Gruber a magyar nyelvet nem érti;');
    expect(textOf(alone, 'tarsasagi')).not.toContain('tolmács tudomásul veszi');
  });

  it('names the lawyer without countersignature where the document is not countersigned', () => {
    for (const type of ['jogi-kepviselo-meghatalmazas', 'tagjegyzek'] as const)
      expect(textOf(rendered, type)).toContain('a jelen okirat tartalmát részére dr. Ügyvéd Ödön ügyvéd – Kiss Éva');
  });

  it('adds the interpreter’s signature box once in each document the person signs', () => {
    // the use declaration is signed by the owners only, not by him
    for (const item of rendered.filter((document) => document.type !== 'szekhely')) {
      const boxes = signatureBoxes(item.tree.blocks).filter((box) =>
        box.below.some((line) => inlineText(line) === 'tolmács'),
      );
      expect(boxes, item.type).toHaveLength(1);
      expect(inlineText(boxes[0]!.above[0]!)).toBe(
        'A jelen okirat tartalmát Hans Gruber részére német nyelven tolmácsoltam:',
      );
    }
  });

  it('capitalises a doctor’s name that opens the explanation clause, and its second sentence', () => {
    const doctor = renderAll(
      buildTestRequest({
        tagok: [testMember('dr. Gruber Hans', { ...german, ...interpreter }), testMember('Kovács Béla')],
        ugyvezetok: [testDirector('dr. Gruber Hans', { ...german, ...interpreter })],
      }),
    );
    for (const type of ['tarsasagi', 'elfogado-nyilatkozat', 'jogi-kepviselo-meghatalmazas', 'tagjegyzek'] as const) {
      const text = textOf(doctor, type);
      expect(text, type).toMatch(/^Dr\. Gruber Hans a magyar nyelvet nem érti; /mu);
      expect(text, type).toContain('megmagyarázta. Dr. Gruber Hans kijelenti, hogy');
      // inside a sentence the title stays lower case
      expect(text, type).toContain('A jelen okirat tartalmát dr. Gruber Hans részére német nyelven tolmácsoltam:');
    }
    // a legal entity's representative who opens the clause
    const company = textOf(
      renderAll(
        buildTestRequest({
          tagok: [
            {
              nev: 'Alpha GmbH',
              lakohely: '1010 Wien, Graben 1., Ausztria',
              jogiSzemely: true,
              cegjegyzekszam: 'FN 123456a',
              kepviselo: 'dr. Huber Eva',
              penzbetet: 1_500_000,
              penzbetetHatarido: '2027-03-31',
              penzbetetMod: 'pénzforgalmi számla',
              ...german,
            },
            testMember('Kovács Béla'),
          ],
        }),
      ),
      'tarsasagi',
    );
    expect(company).toMatch(/^Dr\. Huber Eva \(az Alpha GmbH képviseletében\) a magyar nyelvet nem érti; /mu);
    expect(company).toContain('megmagyarázta. Dr. Huber Eva (az Alpha GmbH képviseletében) kijelenti');
  });

  it('has the lawyer explain it himself without an interpreter, and prints nothing for the others', () => {
    const own = renderAll(buildTestRequest({ tagok: [testMember('Hans Gruber', german), testMember('Kovács Béla')] }));
    expect(textOf(own, 'tarsasagi')).toContain(
      'a jelen okirat tartalmát részére az okiratot ellenjegyző dr. Ügyvéd Ödön ügyvéd német nyelven megmagyarázta.',
    );
    expect(
      own
        .flatMap((item) => signatureBoxes(item.tree.blocks))
        .some((box) => box.below.some((line) => inlineText(line) === 'tolmács')),
    ).toBe(false);
    expect(textOf(own, 'elfogado-nyilatkozat')).not.toContain('nem érti');
  });

  it('has one interpreter sign once for all the signers he interpreted to in one language', () => {
    const shared = renderAll(
      buildTestRequest({
        tagok: [
          testMember('Hans Gruber', { ...german, ...interpreter }),
          testMember('Eva Huber', { ...german, ...interpreter }),
        ],
      }),
    );
    const boxes = signatureBoxes(shared.find((item) => item.type === 'tarsasagi')!.tree.blocks).filter((box) =>
      box.below.some((line) => inlineText(line) === 'tolmács'),
    );
    expect(boxes.map((box) => inlineText(box.above[0]!))).toEqual([
      'A jelen okirat tartalmát Hans Gruber és Eva Huber részére német nyelven tolmácsoltam:',
    ]);
    expect(textOf(shared, 'tarsasagi').match(/a magyar nyelvet nem érti/gu)).toHaveLength(2);
  });

  it('records a legal entity’s explanation as its representative’s', () => {
    const entity = renderAll(
      buildTestRequest({
        tagok: [
          testMember('Alpha GmbH', {
            jogiSzemely: true,
            kepviselo: 'Hans Gruber',
            nemErtiMagyarul: true,
            magyarazatNyelve: 'német',
          }),
          testMember('Kovács Béla'),
        ],
      }),
    );
    expect(textOf(entity, 'tarsasagi')).toMatch(
      /^Hans Gruber \(az Alpha GmbH képviseletében\) a magyar nyelvet nem érti;/mu,
    );
  });

  it('puts the definite article before the legal entity’s name in the clause and the interpreter’s box', () => {
    const entity = renderAll(
      buildTestRequest({
        tagok: [
          testMember('Bergmann Holding GmbH', {
            jogiSzemely: true,
            kepviselo: 'Hans Gruber ügyvezető',
            ...german,
            ...interpreter,
          }),
          testMember('Kovács Béla'),
        ],
      }),
    );
    const text = textOf(entity, 'tarsasagi');
    expect(text).toMatch(
      /^Hans Gruber ügyvezető \(a Bergmann Holding GmbH képviseletében\) a magyar nyelvet nem érti;.*Hans Gruber ügyvezető \(a Bergmann Holding GmbH képviseletében\) kijelenti,/mu,
    );
    expect(text).toContain(
      'A jelen okirat tartalmát Hans Gruber ügyvezető (a Bergmann Holding GmbH képviseletében) részére német nyelven tolmácsoltam:',
    );
    expect(text).not.toMatch(/\((?!a |az )[^()]*GmbH képviseletében\)/u);
  });
  it('names every joint representative of an entity that does not understand Hungarian, verbs in the plural (decision 047)', () => {
    const entity = renderAll(
      buildTestRequest({
        tagok: [
          testMember('Bergmann Holding GmbH', {
            jogiSzemely: true,
            kepviselo: 'Hans Gruber ügyvezető',
            egyuttesKepviselok: ['Klaus Weber ügyvezető'],
            ...german,
            ...interpreter,
          }),
          testMember('Kovács Béla'),
        ],
      }),
    );
    const text = textOf(entity, 'tarsasagi');
    const both = 'Hans Gruber ügyvezető és Klaus Weber ügyvezető (a Bergmann Holding GmbH képviseletében együttesen)';
    expect(text).toContain(`${both} a magyar nyelvet nem értik; a jelen okirat tartalmát részükre `);
    expect(text).toContain(
      `megmagyarázta. ${both} kijelentik, hogy az okirat tartalmát megértették, és az akaratukkal mindenben megegyezik.`,
    );
    expect(text).toContain(`A jelen okirat tartalmát ${both} részére német nyelven tolmácsoltam:`);
  });
  describe('a minor member’s legal representative who does not understand Hungarian (decision 030)', () => {
    const parents = (anna: Record<string, unknown>, tamas: Record<string, unknown> = {}) => [
      { nev: 'Anna Berger', minoseg: 'SZULO', szuletesiIdo: '1984-03-02', ...anna },
      { nev: 'Berger Tamás', minoseg: 'SZULO', szuletesiIdo: '1982-07-19', ...tamas },
    ];
    const withMinor = (anna: Record<string, unknown>, birth = '2016-02-01', more: Record<string, unknown>[] = []) =>
      renderAll(
        buildTestRequest({
          tagok: [
            testMember('Kovács Béla'),
            testMember('Berger Lili', { szuletesiIdo: birth, torvenyesKepviselok: parents(anna) }),
            ...more,
          ],
        }),
      );
    const interpreterBoxes = (item: Rendered) =>
      signatureBoxes(item.tree.blocks).filter((box) => box.below.some((line) => inlineText(line) === 'tolmács'));

    it('explains the articles to the parent who signs in the child’s name, and the interpreter signs them', () => {
      const rendered = withMinor({ nemErtiMagyarul: true, magyarazatNyelve: 'német', ...interpreter });
      const text = textOf(rendered, 'tarsasagi');
      expect(text).toContain(
        'Anna Berger (Berger Lili kiskorú törvényes képviselője) a magyar nyelvet nem érti; a jelen okirat tartalmát részére az okiratot ellenjegyző dr. Ügyvéd Ödön ügyvéd – Kiss Éva tolmács (lakcím: 4025 Debrecen, Kossuth utca 3.) közreműködésével – német nyelven megmagyarázta. Anna Berger (Berger Lili kiskorú törvényes képviselője) kijelenti, hogy az okirat tartalmát megértette, és az akaratával mindenben megegyezik.',
      );
      // the other parent, the child and the other member understand Hungarian: one clause only
      expect(text.match(/a magyar nyelvet nem érti/gu)).toHaveLength(1);
      const articles = rendered.find((item) => item.type === 'tarsasagi')!;
      expect(interpreterBoxes(articles).map((box) => inlineText(box.above[0]!))).toEqual([
        'A jelen okirat tartalmát Anna Berger (Berger Lili kiskorú törvényes képviselője) részére német nyelven tolmácsoltam:',
      ]);
      // she signs in the child's name under the articles, and the interpreter's box follows the signers'
      const boxes = signatureBoxes(articles.tree.blocks);
      const hers = boxes.findIndex((box) => box.below.some((line) => inlineText(line) === 'Anna Berger'));
      expect(hers).toBeGreaterThanOrEqual(0);
      expect(inlineText(boxes[hers]!.above[0]!)).toBe('Berger Lili (kiskorú) tag nevében:');
      expect(boxes.indexOf(interpreterBoxes(articles)[0]!)).toBeGreaterThan(hers);
      // documents the minor's representatives do not sign carry nothing
      for (const type of [
        'elfogado-nyilatkozat',
        'alairasminta',
        'tagjegyzek',
        'jogi-kepviselo-meghatalmazas',
      ] as const)
        expect(textOf(rendered, type), type).not.toContain('nem érti');
    });

    it('lists the representatives in the members’ register only for a minor on the register’s date', () => {
      // Ptk. 2:10. § (1): at eighteen the member is of age and acts alone (2:8. § (2)); the check refuses such a request
      // (MINOR_REPRESENTATIVE_OF_ADULT), the register does not print one all the same
      const register = (birth: string | undefined) => textOf(withMinor({}, birth), 'tagjegyzek');
      expect(register('2016-02-01')).toContain('törvényes képviselő: Anna Berger (szülő)');
      expect(register('2000-02-01')).not.toContain('törvényes képviselő');
      // no birth date: taken to act through them, as the other documents have it
      expect(register(undefined)).toContain('törvényes képviselő: Berger Tamás (szülő)');
    });

    it('explains them to a parent consenting to a fifteen-year-old’s signature, by the lawyer himself', () => {
      const text = textOf(withMinor({ nemErtiMagyarul: true, magyarazatNyelve: 'angol' }, '2011-02-01'), 'tarsasagi');
      expect(text).toContain('Berger Lili (kiskorú) jognyilatkozatához hozzájárulok:');
      expect(text).toContain(
        'Anna Berger (Berger Lili kiskorú törvényes képviselője) a magyar nyelvet nem érti; a jelen okirat tartalmát részére az okiratot ellenjegyző dr. Ügyvéd Ödön ügyvéd angol nyelven megmagyarázta.',
      );
      expect(text).not.toContain('tolmácsoltam');
    });

    it('names a parent of two minor members once, with both children', () => {
      const rendered = withMinor({ nemErtiMagyarul: true, magyarazatNyelve: 'német', ...interpreter }, '2016-02-01', [
        testMember('Berger Máté', { szuletesiIdo: '2018-05-05', torvenyesKepviselok: parents({}) }),
      ]);
      const text = textOf(rendered, 'tarsasagi');
      expect(text.match(/a magyar nyelvet nem érti/gu)).toHaveLength(1);
      expect(text).toContain(
        'A jelen okirat tartalmát Anna Berger (Berger Lili és Berger Máté kiskorúak törvényes képviselője) részére német nyelven tolmácsoltam:',
      );
    });

    it('gives a member under fourteen who does not understand Hungarian no clause: her parents sign in her name', () => {
      const child = (birth: string, anna: Record<string, unknown> = {}) =>
        renderAll(
          buildTestRequest({
            tagok: [
              testMember('Kovács Béla'),
              testMember('Berger Lili', {
                szuletesiIdo: birth,
                ...german,
                ...interpreter,
                torvenyesKepviselok: parents(anna),
              }),
            ],
          }),
        );
      const under14 = child('2016-02-01');
      const articles = under14.find((item) => item.type === 'tarsasagi')!;
      expect(textOf(under14, 'tarsasagi')).toContain('Berger Lili (kiskorú) tag nevében:');
      expect(textOf(under14, 'tarsasagi')).not.toMatch(/nem érti|tolmácsoltam/u);
      expect(interpreterBoxes(articles)).toHaveLength(0);
      // her parent who does not understand Hungarian is explained it, not she
      const withParent = textOf(child('2016-02-01', { nemErtiMagyarul: true, magyarazatNyelve: 'angol' }), 'tarsasagi');
      expect(withParent.match(/a magyar nyelvet nem érti/gu)).toHaveLength(1);
      expect(withParent).toContain(
        'Anna Berger (Berger Lili kiskorú törvényes képviselője) a magyar nyelvet nem érti;',
      );
      expect(withParent).not.toContain('tolmácsoltam');
      // at fifteen she signs herself, with the consent: the clause and the interpreter's box are hers
      const limited = child('2011-02-01');
      expect(textOf(limited, 'tarsasagi')).toMatch(/^Berger Lili a magyar nyelvet nem érti; /mu);
      expect(
        interpreterBoxes(limited.find((item) => item.type === 'tarsasagi')!).map((box) => inlineText(box.above[0]!)),
      ).toEqual(['A jelen okirat tartalmát Berger Lili részére német nyelven tolmácsoltam:']);
    });

    it('leaves the explanation to a parent’s own record where the parent is also a member', () => {
      const text = textOf(
        withMinor({ nemErtiMagyarul: true, magyarazatNyelve: 'német', tolmacsNeve: 'Tóth Zsófia' }, '2016-02-01', [
          testMember('Anna Berger', { szuletesiIdo: '1984-03-02', ...german, ...interpreter }),
        ]),
        'tarsasagi',
      );
      expect(text.match(/a magyar nyelvet nem érti/gu)).toHaveLength(1);
      expect(text).toMatch(/^Anna Berger a magyar nyelvet nem érti;/mu);
      expect(text).toContain('A jelen okirat tartalmát Anna Berger részére német nyelven tolmácsoltam:');
      expect(text).not.toContain('Tóth Zsófia');
    });

    it('has a minor member who owns the seat consent to its use through his parents, as he signs the articles', () => {
      // Ptk. 2:14. § (1): under fourteen the minor's declaration is void, his legal representatives act in his name;
      // from fourteen he signs with their consent (2:12. § (1)). The use declaration follows the articles.
      const owning = (birth: string) =>
        renderAll(
          buildTestRequest({
            tagok: [
              testMember('Kovács Béla'),
              testMember('Berger Lili', { szuletesiIdo: birth, torvenyesKepviselok: parents({}), szemely: { id: 7 } }),
            ],
            szekhelyIngatlan: {
              helyrajziSzam: '123/4',
              jogcim: 'HASZONKOLCSON',
              tulajdonosok: [
                {
                  szemely: { id: 7 },
                  nev: 'Berger Lili',
                  lakohely: '1051 Budapest, Példa utca 1.',
                  tulajdoniHanyad: '1/1',
                },
              ],
            },
          }),
        ).find((item) => item.type === 'szekhely')!;
      const under14 = owning('2016-02-01');
      expect(under14.text).toContain(
        'lakóhely: 1051 Budapest, Példa utca 1.; kiskorú, akinek nevében törvényes képviselői járnak el: Anna Berger szülő,',
      );
      const boxes = signatureBoxes(under14.tree.blocks);
      expect(
        boxes.filter((box) =>
          box.above.some((line) => inlineText(line) === 'Berger Lili (kiskorú) tulajdonos nevében:'),
        ),
      ).toHaveLength(2);
      expect(boxes.some((box) => box.below.some((line) => inlineText(line) === 'Berger Lili'))).toBe(false);
      const limited = owning('2011-02-01');
      expect(limited.text).toContain(
        'korlátozottan cselekvőképes kiskorú, aki törvényes képviselői hozzájárulásával jár el:',
      );
      expect(
        signatureBoxes(limited.tree.blocks).filter((box) =>
          box.above.some((line) => inlineText(line) === 'Berger Lili (kiskorú) jognyilatkozatához hozzájárulok:'),
        ),
      ).toHaveLength(2);
    });
  });
});

describe('a legal entity represented by several persons jointly (decision 041)', () => {
  const holding = (overrides: Record<string, unknown> = {}) =>
    testMember('Tiszatáj Holding Kft.', {
      jogiSzemely: true,
      cegjegyzekszam: '06-09-000742',
      kepviselo: 'Mészáros Nóra ügyvezető',
      egyuttesKepviselok: ['Kiss Tamás ügyvezető'],
      ...overrides,
    });
  const owner = {
    nev: 'Tiszatáj Holding Kft.',
    lakohely: '6722 Szeged, Petőfi Sándor sugárút 23.',
    jogiSzemely: true,
    cegjegyzekszam: '06-09-000742',
    kepviselo: 'Mészáros Nóra ügyvezető',
    egyuttesKepviselok: ['Kiss Tamás ügyvezető'],
    tulajdoniHanyad: '1/1',
  };
  const rendered = renderAll(
    buildTestRequest({
      tagok: [holding(), testMember('Kovács Béla')],
      szekhelyIngatlan: { helyrajziSzam: '1/1', jogcim: 'HASZONKOLCSON', tulajdonosok: [owner] },
    }),
  );
  const boxesOf = (type: DocumentTypeId) =>
    signatureBoxes(rendered.find((item) => item.type === type)!.tree.blocks).map((box) =>
      [...box.above, ...box.below].map(inlineText).join(' / '),
    );

  it('names every representative once with "együttesen" in the articles and the use declaration', () => {
    for (const type of ['tarsasagi', 'szekhely'] as const)
      expect(textOf(rendered, type)).toContain('képviseli: Mészáros Nóra ügyvezető és Kiss Tamás ügyvezető együttesen');
  });

  it('gives each joint representative his own signature box under the entity’s name', () => {
    expect(boxesOf('tarsasagi')).toEqual(
      expect.arrayContaining([
        'Tiszatáj Holding Kft. / képviseletében együttesen: Mészáros Nóra ügyvezető / tag',
        'Tiszatáj Holding Kft. / képviseletében együttesen: Kiss Tamás ügyvezető / tag',
        'Kovács Béla / tag',
      ]),
    );
    expect(boxesOf('szekhely')).toEqual(
      expect.arrayContaining([
        'Tiszatáj Holding Kft. / képviseletében együttesen: Mészáros Nóra ügyvezető / tulajdonos',
        'Tiszatáj Holding Kft. / képviseletében együttesen: Kiss Tamás ügyvezető / tulajdonos',
      ]),
    );
    for (const type of ['tarsasagi', 'szekhely'] as const)
      expect(boxesOf(type).filter((box) => box.startsWith('Tiszatáj Holding Kft.'))).toHaveLength(2);
  });

  it('keeps one box and "képviseli: …" for an entity with a single representative', () => {
    const single = renderAll(
      buildTestRequest({ tagok: [holding({ egyuttesKepviselok: [] }), testMember('Kovács Béla')] }),
    );
    expect(textOf(single, 'tarsasagi')).toContain('képviseli: Mészáros Nóra ügyvezető)');
    const boxes = signatureBoxes(single.find((item) => item.type === 'tarsasagi')!.tree.blocks).map((box) =>
      [...box.above, ...box.below].map(inlineText).join(' / '),
    );
    expect(boxes.filter((box) => box.startsWith('Tiszatáj Holding Kft.'))).toEqual([
      'Tiszatáj Holding Kft. / képviseletében: Mészáros Nóra ügyvezető / tag',
    ]);
  });
});

describe('the signature specimen tells its signer that his data become public (Ctv. 10. § (4); decision 054)', () => {
  const notice =
    'Tudomásul veszem, hogy a jelen aláírás-mintán feltüntetett személyes adataim – a cégjegyzékbe bejegyzendő adatokat meghaladóak is – a cégbírósághoz benyújtott cégirat részeként a cégiratok nyilvánossága folytán bárki számára megismerhetővé válnak (Ctv. 10. § (2), (4)).';

  it("in every director's and the company manager's specimen, who gives no acceptance, after the signing sentence", () => {
    const request = buildTestRequest({
      ugyvezetok: [testDirector('Kiss Anna'), testDirector('Nagy Béla')],
      cegvezeto: { nev: 'Vezető Vera', lakohely: '1051 Budapest, Nádor utca 1.', cegjegyzesiJogTipus: 'ONALLO' },
    });
    const specimens = renderAll(request).filter((item) => item.type === 'alairasminta');
    expect(specimens).toHaveLength(3);
    for (const { text } of specimens) {
      const lines = text.split('\n');
      const at = lines.indexOf(notice);
      expect(at, text).toBeGreaterThan(0);
      expect(lines[at - 1]).toMatch(/^Alulírott .* cégjegyzési jogom .*\.$/u);
      expect(lines[at + 1]).toBe('A Társaság cégjegyzése során nevemet az alábbi módon írom alá:');
    }
  });

  it('not in the specimen of a company manager saved as free text, which prints only register data', () => {
    const specimens = renderAll(variants['all optional fields set']!).filter((item) => item.type === 'alairasminta');
    const manager = specimens.find((item) => item.text.includes('Alulírott Vezető Vera'))!;
    expect(manager.text).toContain('Alulírott Vezető Vera (lakóhely: ');
    expect(manager.text).not.toContain('Tudomásul veszem');
    expect(specimens.filter((item) => item.text.includes(notice))).toHaveLength(specimens.length - 1);
  });
});

describe('read-through 8: numbers before a noun', () => {
  it('states a twelve-day notice period as „tizenkét napnak”, the numeral before its noun (AkH.)', () => {
    const articles = textOf(
      renderAll(buildTestRequest({ taggyulesSzabalyzasok: { meghivasiHatarido: 12 } })),
      'tarsasagi',
    );
    expect(articles).toContain(
      'A meghívók elküldése és a taggyűlés napja között legalább tizenkét napnak kell eltelnie',
    );
    expect(articles).not.toContain('tizenkettő');
  });

  it('prints a period longer than fifteen days as the articles set it (decision 075)', () => {
    const articles = textOf(
      renderAll(buildTestRequest({ taggyulesSzabalyzasok: { meghivasiHatarido: 30 } })),
      'tarsasagi',
    );
    expect(articles).toContain(
      'A meghívók elküldése és a taggyűlés napja között legalább harminc napnak kell eltelnie.',
    );
  });
});

describe('decision 075: the formation documents of a registered company say only what the request tells', () => {
  const director = buildTestRequest().tarsasag.ugyvezetok[0]!;
  const saved = buildTestRequest({
    bejegyzes: { cegjegyzekszam: '09-09-031234' },
    telephelyek: ['1052 Budapest, Váci utca 2.'],
    ugyvezetok: [{ ...director, megbizasKezdoIdopontja: undefined }],
  });
  const change = (bejegyzes: Record<string, unknown>) => ({
    ...saved,
    bejegyzes: { cegjegyzekszam: '09-09-031234', ...bejegyzes },
  });

  it('leaves the start of an elected director’s mandate blank with a note, never the signing day', () => {
    const acceptance = textOf(renderAll(saved), 'elfogado-nyilatkozat');
    expect(acceptance).toContain('Megbízatásom ………………………… napjától határozatlan időre szól.');
    expect(acceptance).not.toContain('a jelen nyilatkozat aláírásának napjától');
    expect(acceptance).toContain('a kérés nem adja meg az ügyvezető megbízatásának kezdő napját');
    // the rule the note states is the statute's, cited (decision 084)
    expect(acceptance).toContain(
      'a megbízatás a tisztség elfogadásával jön létre (Ptk. 3:21. § (3)), és a megválasztásáról szóló határozatban megjelölt naptól, ilyen megjelölés hiányában az elfogadás napjától áll fenn',
    );
    // a start given is printed; a formation keeps the acceptance as the start
    const started = {
      ...saved,
      tarsasag: {
        ...saved.tarsasag,
        ugyvezetok: [{ ...saved.tarsasag.ugyvezetok[0]!, megbizasKezdoIdopontja: '2026-12-01' }],
      },
    };
    const dated = textOf(renderAll(started), 'elfogado-nyilatkozat');
    expect(dated).toContain('Megbízatásom 2026. december 1. napjától határozatlan időre szól.');
    expect(dated).not.toContain('megbízatásának kezdő napját');
    const forming = buildTestRequest({ ugyvezetok: [{ ...director, megbizasKezdoIdopontja: undefined }] });
    expect(textOf(renderAll(forming), 'elfogado-nyilatkozat')).toContain(
      'Megbízatásom a jelen nyilatkozat aláírásának napjától határozatlan időre szól.',
    );
  });

  it('calls no address of a registered company „bejegyzendő” when the registered ones are unknown, and says why', () => {
    const declaration = textOf(renderAll(saved), 'szekhely');
    expect(declaration).not.toContain('a cégjegyzékbe bejegyzendő c');
    expect(declaration).toContain('részére, az általa használt címek használatáról');
    expect(declaration).toContain('a továbbiakban: Társaság) által használt címek használatának jogcímét igazolja');
    expect(declaration).toContain('a kérés nem adja meg a cégjegyzékbe már bejegyzett címeit');
    // with the registered addresses given, the others are the new ones to be registered
    const known = textOf(
      renderAll(
        change({ bejegyzettCimek: { szekhely: '1051 Budapest, Példa utca 1.', telephelyek: [], fioktelepek: [] } }),
      ),
      'szekhely',
    );
    expect(known).toContain('által használt, a cégjegyzékbe bejegyzendő cím használatának jogcímét igazolja');
    expect(known).not.toContain('már bejegyzett címeit');
    // a formation: every address is to be registered
    expect(textOf(renderAll(buildTestRequest({ telephelyek: ['1052 Budapest, Váci utca 2.'] })), 'szekhely')).toContain(
      'részére, a cégjegyzékbe bejegyzendő valamennyi cím használatáról',
    );
  });

  it('tells the lawyer that a saved registered company’s specimen needs a change to go with (Ctv. 9. § (3))', () => {
    const note = 'a kérés nem nevez meg olyan változást, amelynek bejegyzése iránti kérelemhez az aláírás-minta készül';
    const specimen = textOf(renderAll(saved), 'alairasminta');
    expect(specimen).toContain(note);
    expect(specimen).toContain('közjegyző által hitelesített aláírási címpéldány szükséges');
    expect(
      textOf(renderAll(change({ hatarozat: 'taggyűlésének 1/2026. (XI. 22.) számú határozatával' })), 'alairasminta'),
    ).not.toContain(note);
    expect(textOf(renderAll(buildTestRequest()), 'alairasminta')).not.toContain(note);
  });
});

describe('real estate contributed in kind (Ctv. 1. § (1a)–(1c); decision 081)', () => {
  const property = { telepules: 'Veszprém', helyrajziSzam: '3456/7', tulajdoniHanyad: '1/1' };
  const description = 'a veszprémi 3456/7 helyrajzi számú ingatlan 1/1 arányú tulajdonjoga';
  /** Two members: A contributes in kind (half the capital unless `inKind` says otherwise), B in cash. */
  const render = (overrides: Record<string, unknown>, inKind = 1_500_000) =>
    renderAll(
      buildTestRequest({
        tagok: [
          testMember('Lendvai Pál', {
            penzbetet: 0,
            nemPenzbeliBetet: inKind,
            nemPenzbeliBetetMod: description,
            ...overrides,
          }),
          testMember('Madár Szilvia'),
        ],
      }),
    );
  const consent =
    'Lendvai Pál feltétlen és visszavonhatatlan hozzájárulását adja ahhoz, hogy a Veszprém 3456/7 helyrajzi számú ingatlan 1/1 arányú tulajdonjoga nem pénzbeli hozzájárulás (apport) jogcímén a Társaság javára az ingatlan-nyilvántartásba bejegyzésre kerüljön (bejegyzési engedély).';
  const titleSheet =
    'Lendvai Pál kijelenti, hogy az ingatlan tulajdoni lapjából az ingatlannal való rendelkezésének jogcíme legalább széljegy formájában megállapítható (Ctv. 1. § (1c)).';

  it('puts the contributor’s consent, the legal title and the title-sheet declaration into the articles', () => {
    const rendered = render({ nemPenzbeliIngatlanok: [property] });
    const articles = textOf(rendered, 'tarsasagi');
    expect(articles).toContain(consent);
    expect(articles).toContain(titleSheet);
    // half the capital in kind: due before filing (Ptk. 3:163. § (1)), so the application asks for the entry
    expect(articles).toContain(
      'A tulajdonjog bejegyzésének elrendelését a Társaság a cégbejegyzési kérelmében – a jogszabályban előírt okiratok csatolásával – kérelmezi a cégbíróságtól (Ctv. 1. § (1a)–(1b)).',
    );
    expect(articles).toContain('Megjegyzés az ügyvéd részére (megerősítendő): a bejegyzési engedély');
    expect(articles).toContain('2021. évi C. törvény');
    // the spouse's consent is the statute's, not a guess: Ptk. 4:48. §, never presumed (decision 084)
    expect(articles).toContain(
      'a friss tulajdoni lap alapján az ingatlan terheit, széljegyeit, valamint azt, hogy az ingatlan házastársi közös vagyonba tartozik-e: közös vagyontárgyat a házastárs csak házastársa hozzájárulásával bocsáthat vagyoni hozzájárulásként gazdasági társaság rendelkezésére, és a hozzájárulás nem vélelmezhető (Ptk. 4:48. §).',
    );
    expect(textOf(rendered, 'jogi-kepviselo-meghatalmazas')).toContain(
      'a Társaság javára nem pénzbeli hozzájárulásként szolgáltatott ingatlan tulajdonjoga ingatlan-nyilvántartási bejegyzése elrendelésének a cégbejegyzési kérelemben',
    );
  });

  it('names both ways of Ctv. 1. § (1b) when the contribution may be provided after the registration', () => {
    const articles = textOf(
      render({ nemPenzbeliIngatlanok: [property], nemPenzbeliBetetHatarido: '2027-12-31' }, 500_000),
      'tarsasagi',
    );
    expect(articles).toContain(consent);
    expect(articles).toContain(
      'Ha Lendvai Pál az ingatlant a cégbejegyzési kérelem benyújtásáig a Társaság rendelkezésére bocsátja, a tulajdonjog bejegyzésének elrendelését a Társaság a cégbejegyzési kérelmében kérelmezi; ha a cégbejegyzést követően, a szolgáltatás teljesítését a Társaság jogi képviselő útján jelenti be a cégbíróságnak',
    );
    expect(articles).not.toContain(
      'a cégbejegyzési kérelmében – a jogszabályban előírt okiratok csatolásával – kérelmezi',
    );
  });

  it('lists several properties in one consent, a share not given as a blank', () => {
    const rendered = render({
      nemPenzbeliIngatlanok: [property, { telepules: 'Ajka', helyrajziSzam: '12/3' }],
    });
    const articles = textOf(rendered, 'tarsasagi');
    expect(articles).toContain(
      'hogy a Veszprém 3456/7 helyrajzi számú ingatlan 1/1 arányú tulajdonjoga és az Ajka 12/3 helyrajzi számú ingatlan',
    );
    // each property has its own title sheet, and the right of disposal is over all of them (decision 084)
    expect(articles).toContain(
      'Lendvai Pál kijelenti, hogy az ingatlanok tulajdoni lapjaiból az ingatlanokkal való rendelkezésének jogcíme legalább széljegy formájában megállapítható (Ctv. 1. § (1c)).',
    );
    expect(articles).not.toContain('az ingatlanok tulajdoni lapjából az ingatlannal');
    expect(articles).toContain(
      'A tulajdonjogok bejegyzésének elrendelését a Társaság a cégbejegyzési kérelmében – a jogszabályban előírt okiratok csatolásával – kérelmezi',
    );
    expect(articles).toContain(
      'a friss tulajdoni lapok alapján az ingatlanok terheit, széljegyeit, valamint azt, hogy valamelyik ingatlan házastársi közös vagyonba tartozik-e',
    );
    expect(hasBlank(rendered.find((item) => item.type === 'tarsasagi')!.tree.blocks)).toBe(true);
    // the power of attorney asks for the entry of every property, as the articles do (decision 086)
    expect(textOf(rendered, 'jogi-kepviselo-meghatalmazas')).toContain(
      'a Társaság javára nem pénzbeli hozzájárulásként szolgáltatott ingatlanok tulajdonjoga ingatlan-nyilvántartási bejegyzése elrendelésének',
    );
  });

  it('speaks of the properties in the plural in the power of attorney when two members each provide one', () => {
    const rendered = renderAll(
      buildTestRequest({
        tagok: [
          testMember('Lendvai Pál', {
            penzbetet: 0,
            nemPenzbeliBetet: 1_500_000,
            nemPenzbeliBetetMod: description,
            nemPenzbeliIngatlanok: [property],
          }),
          testMember('Madár Szilvia', {
            penzbetet: 0,
            nemPenzbeliBetet: 1_500_000,
            nemPenzbeliBetetMod: 'az ajkai 12/3 helyrajzi számú ingatlan',
            nemPenzbeliIngatlanok: [{ telepules: 'Ajka', helyrajziSzam: '12/3', tulajdoniHanyad: '1/1' }],
          }),
        ],
      }),
    );
    expect(textOf(rendered, 'jogi-kepviselo-meghatalmazas')).toContain('szolgáltatott ingatlanok tulajdonjoga');
  });

  it('leaves a note, never a consent guessed from the text, when the description names real estate but no property is entered', () => {
    const rendered = render({});
    const articles = textOf(rendered, 'tarsasagi');
    expect(articles).not.toContain('bejegyzési engedély).');
    expect(articles).toContain(
      'Megjegyzés az ügyvéd részére (megerősítendő): Lendvai Pál nem pénzbeli hozzájárulásának leírása ingatlanra utal, de az ingatlan fekvése, helyrajzi száma és a szolgáltatott tulajdoni hányad nincs megadva',
    );
  });

  it('says nothing of the land register for a contribution that is no real estate', () => {
    const rendered = render({ nemPenzbeliBetetMod: 'egy Ford Transit típusú tehergépkocsi' });
    expect(textOf(rendered, 'tarsasagi')).not.toContain('ingatlan-nyilvántartás');
    expect(textOf(rendered, 'jogi-kepviselo-meghatalmazas')).not.toContain('ingatlan');
  });

  it('prints no consent once a registered company’s member has provided the property', () => {
    const registered = renderAll({
      ...buildTestRequest({
        tagok: [
          testMember('Lendvai Pál', {
            penzbetet: 0,
            nemPenzbeliBetet: 1_500_000,
            nemPenzbeliBetetMod: description,
            nemPenzbeliIngatlanok: [property],
            torzsbetetBefizetve: true,
          }),
          testMember('Madár Szilvia', { torzsbetetBefizetve: true }),
        ],
      }),
      bejegyzes: { cegjegyzekszam: '09-09-031234', bejegyzesDatuma: '2020-02-10' },
    } as DocumentRequest);
    const articles = textOf(registered, 'tarsasagi');
    expect(articles).toContain('A törzsbetét a Társaság részére teljes egészében szolgáltatásra került.');
    expect(articles).not.toContain('bejegyzési engedély');
    expect(textOf(registered, 'jogi-kepviselo-meghatalmazas')).not.toContain('ingatlan tulajdonjoga');
  });
});

describe('notices by e-mail (elektronikusKozles; Ptk. 3:91. § (2), decision 083)', () => {
  const withEmail = (company: Record<string, unknown> = {}) => {
    const request = buildTestRequest(company);
    return buildTestRequest({
      ...company,
      taggyulesSzabalyzasok: { ...request.tarsasag.taggyulesSzabalyzasok, elektronikusKozles: true },
    });
  };

  it('sends the invitation to the address the member notified in writing, as the notice clause sets the method', () => {
    const articles = textOf(renderAll(withEmail()), 'tarsasagi');
    const address = 'a Társasághoz írásban bejelentett elektronikus levélcímére';
    expect(articles).toContain(`vagy a tagnak ${address} elektronikus levélben megküldött meghívóval`);
    expect(articles).toContain(`Az elektronikus levelet a címzettnek ${address} kell megküldeni`);
    expect(articles).not.toMatch(/Társasághoz bejelentett elektronikus/);
  });
});
