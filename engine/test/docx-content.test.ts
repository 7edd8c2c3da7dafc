// Every fixture × document is written as a .docx and read back with mammoth: the mandatory content of the legal
// brief (section 2.3 for the articles, sections 3–7 for the others) and the issue-9 rules must be in the text a
// lawyer opens, so a template change that drops a clause fails here.
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { fixtureNames, loadFixture } from '../../fixtures/index.ts';
import { DOCUMENT_TYPE_IDS } from '../src/documents/document-types.ts';
import { planDocuments } from '../src/documents/plan-documents.ts';
import { formatDate, formatMoney } from '../src/hu/index.ts';
import { deriveCompanyName } from '../src/model/derive-company-name.ts';
import { isForeignAddress } from '../src/model/is-foreign-address.ts';
import { isSameAddress } from '../src/model/is-same-address.ts';
import { createNodeEngine } from '../src/node.ts';
import type { DocumentRequest } from '../src/schema/request.ts';

const engine = createNodeEngine();
const generatedAt = new Date('2026-12-01T09:00:00Z');

/** The text as a reader sees it: no-break spaces and hyphens as ordinary ones, whitespace collapsed. */
function plain(text: string): string {
  return text.replaceAll('\u00a0', ' ').replaceAll('\u2011', '-').replace(/\s+/g, ' ');
}

/** Each document's text collapsed to one line, and its paragraphs as lines (for rules about sentence starts). */
async function readBack(request: DocumentRequest): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const document of planDocuments(request, DOCUMENT_TYPE_IDS)) {
    const bytes = await engine.renderDocx(request, document, { generatedAt });
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    texts.set(document.fileStem, plain(value));
    texts.set(`${document.fileStem}:lines`, value.replaceAll('\u00a0', ' '));
  }
  return texts;
}

const COUNTERSIGNED = ['tarsasagi', 'alairasminta', 'szekhely', 'elfogado-nyilatkozat'];

describe.each(fixtureNames)('%s', (name) => {
  const request = loadFixture(name);
  const company = request.tarsasag;
  const isSingle = company.tagok.length === 1;
  const names = deriveCompanyName(company.nev, company.idegenNev, company.vezerszo);
  const textsPromise = readBack(request);
  const of = async (stem: string) => (await textsPromise).get(stem)!;

  it('articles: the mandatory content of legal brief 2.3', async () => {
    const text = await of('tarsasagi');
    // 1. intent, and the right name of the document
    expect(text).toContain(isSingle ? 'ALAPÍTÓ OKIRAT' : 'TÁRSASÁGI SZERZŐDÉS');
    expect(text).toContain(
      isSingle ? 'korlátolt felelősségű társaságot alapít,' : 'korlátolt felelősségű társaságot alapítanak',
    );
    // 2. name, short name, foreign name
    expect(text).toContain(`A Társaság cégneve: ${names.full}`);
    expect(text).toContain(`A Társaság rövidített cégneve: ${names.short}`);
    if (names.foreign)
      expect(text).toContain(`${names.foreign.full}; rövidített idegen nyelvű cégneve: ${names.foreign.short}`);
    // 3.–5. seat, central administration, premises, branches
    expect(text).toContain(`A Társaság székhelye: ${company.szekhely}`);
    const central = company.kozpontiUgyintezesHelye;
    if (central && !isSameAddress(central, company.szekhely))
      expect(text).toContain(`A Társaság központi ügyintézésének helye: ${central}`);
    else expect(text).toContain('A Társaság székhelye egyben a Társaság központi ügyintézésének helye.');
    for (const place of [...company.telephelyek, ...company.fioktelepek]) expect(text).toContain(place);
    // 6. activities
    if (company.fotevekenyseg) expect(text).toContain(`A Társaság főtevékenysége: ${company.fotevekenyseg}`);
    for (const activity of company.egyebTevekenysegek) expect(text).toContain(activity);
    // 7.–8. members, contributions, capital
    const capital = company.tagok.reduce((sum, member) => sum + member.penzbetet + member.nemPenzbeliBetet, 0);
    expect(text).toContain(`A Társaság törzstőkéje ${formatMoney(capital).replaceAll('\u00a0', ' ')}, azaz`);
    for (const member of company.tagok) {
      expect(text).toContain(plain(member.nev));
      expect(text).toContain(member.lakohely);
      const contribution = formatMoney(member.penzbetet + member.nemPenzbeliBetet).replaceAll('\u00a0', ' ');
      expect(text).toContain(`törzsbetétje ${contribution}`);
      if (member.nemPenzbeliBetet > 0) expect(text).toContain('nem pénzbeli hozzájárulásának tárgya');
    }
    // 9.–10. directors and signing
    for (const director of company.ugyvezetok) expect(text).toContain(`${plain(director.nev)}`);
    expect(text).toMatch(/cégjegyzési (joga|joguk) (önálló|együttes)/);
    // 11.–12. duration and mandates: never "határozatlan időre" inside a company that ends on a date
    if (company.idotartamVege) {
      expect(text).toContain(`határozott időtartamra, ${formatDate(company.idotartamVege)} napjáig jön létre`);
      expect(text).not.toContain('határozatlan időre');
      if (company.ugyvezetok.some((director) => !director.megbizasVegIdopontja))
        expect(text).toContain('a Társaság határozott időtartamának végéig');
    } else {
      expect(text).toContain('A Társaság határozatlan időtartamra jön létre.');
      if (company.ugyvezetok.some((director) => !director.megbizasVegIdopontja))
        expect(text).toContain('határozatlan időre szól');
    }
    // 13. voting rights; business share and contribution ratio side by side
    if (!isSingle) {
      expect(text).toContain('szavazati jog');
      for (const member of company.tagok)
        expect(text).toMatch(
          new RegExp(
            `${escape(plain(member.nev))}: törzsbetétjének aránya [\\d,]+%( \\(kerekítve\\))?, üzletrészének mértéke [\\d,]+%`,
          ),
        );
      if (company.tagok.some((member) => member.uzletreszElteres !== undefined))
        expect(text).toContain(
          'a Ptk. 3:164. § (1) bekezdésében foglaltaktól a Ptk. 3:4. § (2) bekezdése alapján eltérően',
        );
    }
    // 14. business year
    expect(text).toContain('üzleti éve');
  });

  it('articles: the issue-9 rules', async () => {
    const text = await of('tarsasagi');
    if (isSingle) {
      expect(text).toContain('az alapító');
      expect(text).not.toMatch(/(^|[^\p{L}])[aA] tag(ok)?([^\p{L}]|$)/u);
      expect(text).not.toContain('taggyűlés hatáskörébe');
    }
    // free text stands alone
    for (const free of [company.potbefizetesFeltetelei, company.mellekszolgaltatasok].filter(Boolean))
      expect(text.split(free!.replace(/\.$/, '')).length - 1).toBe(1);
    if (company.potbefizetesFeltetelei) expect(text).not.toContain('A pótbefizetés teljesítésének módját');
    if (company.mellekszolgaltatasok) expect(text).not.toContain('mellékszolgáltatási kötelezettség nem terheli');
    // company manager, electronic notices, shorter notice, heirs, service-of-process agents
    if (company.cegvezeto) expect(text).toContain(`cégvezetőjét ${isSingle ? 'az alapító' : 'a tagok'}`);
    else expect(text).not.toContain('Cégvezető');
    const rules = company.taggyulesSzabalyzasok;
    if (rules.elektronikusKozles) expect(text).toContain('elektronikus levélben is megtehetők és közölhetők');
    else expect(text).not.toContain('elektronikus levélben is');
    if (!isSingle)
      expect(text).toMatch(
        rules.meghivasiHatarido
          ? /legalább \p{L}+ napnak kell eltelnie \(Ptk\. 3:190\. § \(1\)\)/u
          : /legalább tizenöt napnak kell eltelnie\./,
      );
    // a company's heir or successor: a sole member who is a legal entity has a successor only (Ptk. 3:170. § (1))
    if (isSingle && company.tagok[0]!.jogiSzemely) {
      expect(text).toContain('jogutódlása esetén a jogutód');
      expect(text).not.toContain('halála esetén');
    } else {
      expect(text).toContain('halála esetén örököse');
    }
    for (const person of [...company.tagok, ...company.ugyvezetok].filter((p) => isForeignAddress(p.lakohely)))
      expect(text).toContain(`${plain(person.nev)} (`);
    if ([...company.tagok, ...company.ugyvezetok].some((p) => isForeignAddress(p.lakohely)))
      expect(text).toContain('Kézbesítési megbízottja:');
    // "dr." lower case inside a sentence (AkH.): a capital "Dr." only opens a paragraph or a sentence
    for (const line of (await of('tarsasagi:lines')).split('\n')) expect(line, line).not.toMatch(/[\p{Ll},;:(] Dr\. /u);
  });

  it.each(planDocuments(request, DOCUMENT_TYPE_IDS).map((document) => [document.fileStem, document.type.id] as const))(
    '%s: countersignature, page count and signatures',
    async (stem, type) => {
      const text = await of(stem);
      expect(text).toContain(`Kelt: ${request.keltezesHelye}, ${formatDate(request.keltezesIdeje)}`);
      if (COUNTERSIGNED.includes(type)) {
        expect(text).toContain(
          `Okiratot szerkesztettem és ellenjegyzem: ${request.keltezesHelye}, ${formatDate(request.keltezesIdeje)}`,
        );
        expect(text).toContain(`${plain(request.ugyvediIroda.ugyvedNeve)} ügyvéd KASZ:`);
        expect(text).toContain('P. H.');
        expect(text).toContain('A jelen okirat számozott oldalainak száma (ezzel az oldallal együtt):');
      } else expect(text).not.toContain('ellenjegyzem');
      if (type !== 'tarsasagi') expect(text).toContain(`${names.full} (bejegyzés alatt)`);
      for (const line of (await of(`${stem}:lines`)).split('\n'))
        expect(line, `"dr." inside a sentence: ${line}`).not.toMatch(/[\p{Ll},;:(] Dr\. /u);
    },
  );

  it('signature specimens: the company name exactly as in the articles, one for each director and the manager', async () => {
    const articles = await of('tarsasagi');
    expect(articles).toContain(`A Társaság cégneve: ${names.full} (a továbbiakban: Társaság)`);
    const specimens = company.ugyvezetok.length + (company.cegvezeto ? 1 : 0);
    for (let index = 1; index <= specimens; index++) {
      const text = await of(`alairasminta-${index}`);
      // the two boxes: the company name above each line, in the row above the row of the two dotted lines (each
      // with the name and role under it)
      const line = '.'.repeat(50);
      const boxes = `${names.full} ${names.full} ${line} `;
      expect(text.split(boxes).length - 1).toBe(1);
      const signatory = index <= company.ugyvezetok.length ? company.ugyvezetok[index - 1]! : company.cegvezeto!;
      expect(text.slice(text.indexOf(boxes)).split(`${line} ${plain(signatory.nev)} `).length - 1).toBe(2);
      expect(text).toContain(`Alulírott ${plain(signatory.nev)}`);
      expect(text).toContain(
        index <= company.ugyvezetok.length ? 'ügyvezetője (vezető tisztségviselője)' : 'cégvezetője',
      );
    }
  });

  it('registered-office declaration: one section per used address, no invented terms', async () => {
    const text = await of('szekhely');
    const addresses = [company.szekhely, ...company.telephelyek, ...company.fioktelepek];
    for (const address of addresses) expect(text).toContain(`Az ingatlan címe: ${address}`);
    const titles = [company.szekhelyIngatlan.jogcim, ...company.ingatlanok.map((property) => property.jogcim)];
    if (!titles.includes('HASZONKOLCSON')) expect(text).not.toContain('ellenértéket nem fizet');
    if (titles.includes('TULAJDON')) expect(text).toContain('tulajdonosi hozzájáruló nyilatkozat nem szükséges');
    if (titles.includes('SZEKHELYSZOLGALTATAS')) expect(text).toContain('7/2017. (VI. 1.) IM rendelet');
    if (company.szekhelyIngatlan.jogcim === undefined) expect(text).toContain('A használat jogcíme és feltételei: ……');
    for (const owner of company.szekhelyIngatlan.tulajdonosok)
      expect(text).toContain(`Tulajdonos: ${plain(owner.nev)}`);
  });

  it('power of attorney: the company in formation signs by its signing mode, the lawyer only accepts', async () => {
    const text = await of('jogi-kepviselo-meghatalmazas');
    expect(text).toContain('A meghatalmazást elfogadom:');
    const directors = company.ugyvezetok;
    if (directors.every((director) => director.cegjegyzesiJogTipus === 'EGYUTTES'))
      expect(text.split('képviseletében együttesen:').length - 1).toBe(2);
    else expect(text.split('képviseletében:').length - 1).toBe(1);
  });

  it('member register: Ptk. 3:197. § (2) content, share beside the contribution ratio, membership start', async () => {
    const text = await of('tagjegyzek');
    for (const member of company.tagok) {
      expect(text).toContain(plain(member.nev));
      expect(text).toContain(member.lakohely);
      expect(text).toContain(formatDate(member.tagsagKezdete ?? request.keltezesIdeje));
    }
    for (const heading of ['A törzsbetét aránya', 'Üzletrész mértéke és szavazati arány', 'A tagság kezdete'])
      expect(text).toContain(heading);
    for (const item of ['Pótbefizetés', 'Mellékszolgáltatás', 'Az üzletrész átruházása:']) expect(text).toContain(item);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
