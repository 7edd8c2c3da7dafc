import { describe, expect, it } from 'vitest';
import { readAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { parseAmendmentRequest, type AmendmentRequest } from './amendment-schema.ts';
import { documentText, renderer } from './amendment-document-text.test-helper.ts';
import { checkAmendment } from './check-amendment.ts';
import { planAmendment } from './plan-amendment.ts';

const BLANK = '…………………………';
const PERSONAL = ['szuletesiNev', 'anyjaNeve', 'szuletesiHely', 'szuletesiIdo', 'allampolgarsag', 'adoazonositoJel'];

type Raw = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A corpus case with its raw request changed by `change`, validated as the API validates it. */
function caseWith(name: string, change: (raw: Raw) => void = () => {}): AmendmentRequest {
  const raw = structuredClone(readAmendmentCase(name)) as Raw;
  change(raw);
  const result = parseAmendmentRequest(raw);
  if (!result.ok) throw new Error(result.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '));
  return result.value;
}

/** Removes a person's data (`fields`, every personal datum by default). */
function strip(person: Raw, fields: readonly string[] = PERSONAL): void {
  for (const field of fields) delete person[field];
}

const missingFindings = (request: AmendmentRequest) =>
  renderer
    .prepare(request)
    .findings.filter((finding) => /DATA_MISSING|PROPERTY_MISSING|KASZ_/.test(finding.code))
    .map(({ code, path, message, severity }) => ({ code, path, message, severity }));

/** The identification printed after `name` in a document's text: "(születési név: …; …)". */
function identificationOf(text: string, name: string): string {
  const match = new RegExp(`${name} \\(((?:születési név|székhely):[^()]*)\\)`).exec(text);
  if (!match) throw new Error(`no identification of ${name} in:\n${text}`);
  return match[1]!;
}

describe('missing data an amendment prints as a dotted blank', () => {
  it('complete data: no finding; one datum removed: exactly its finding', () => {
    for (const name of ['atruhazas-kivulallora', 'uj-ugyvezeto', 'tokeemeles-uj-taggal', 'szekhely-azonos-cegbirosag'])
      expect(missingFindings(caseWith(name))).toEqual([]);
    const request = caseWith('uj-ugyvezeto', (raw) => strip(raw['uj'].ugyvezetok[1], ['allampolgarsag']));
    expect(missingFindings(request).map(({ code, path }) => ({ code, path }))).toEqual([
      { code: 'PERSONAL_DATA_MISSING', path: 'uj.ugyvezetok.1' },
    ]);
  });

  it('an outside buyer: the contract, the notification and the articles print his blanks; the tax id the registration needs', () => {
    const request = caseWith('atruhazas-kivulallora', (raw) => {
      strip(raw['uzletreszAtruhazasok'][0].vevo);
      strip(raw['uj'].tagok.find((member: Raw) => member['nev'] === 'Kovács Péter'));
    });
    const contract = documentText(request, 'uzletresz-atruhazas-1');
    expect(identificationOf(contract, 'Kovács Péter')).toBe(
      `születési név: ${BLANK}; anyja születési neve: ${BLANK}; születési hely és idő: ${BLANK}, ${BLANK}; állampolgárság: ${BLANK}; lakóhely: 4031 Debrecen, Kassai út 5.`,
    );
    expect(identificationOf(documentText(request, 'egyseges-szerkezet'), 'Kovács Péter')).toContain(
      `születési név: ${BLANK}`,
    );
    // one warning for the buyer entered twice (the contract's buyer and the target state's member), at the buyer
    expect(missingFindings(request)).toEqual([
      {
        code: 'PERSONAL_DATA_MISSING',
        severity: 'warning',
        path: 'uzletreszAtruhazasok.0.vevo',
        message:
          'Kovács Péter (vevő) hiányzó személyes adatai: születési név, anyja születési neve, születési hely, születési idő, állampolgárság, adóazonosító jel; a létesítő okirat egységes szerkezetbe foglalt szövegében, az üzletrész-adásvételi szerződésben és az üzletrész megszerzéséről szóló bejelentésben kipontozott hely áll a helyükön; az adóazonosító jelet a létesítő okirat és az átruházási szerződés csak megadása esetén tartalmazza, a változásbejegyzéshez azonban szükséges (Ctv. 24. § (1) h)).',
      },
    ]);
  });

  it('a buyer only lacking his tax id: no blank, but the registration needs it', () => {
    const request = caseWith('atruhazas-kivulallora', (raw) => {
      strip(raw['uzletreszAtruhazasok'][0].vevo, ['adoazonositoJel']);
      strip(
        raw['uj'].tagok.find((member: Raw) => member['nev'] === 'Kovács Péter'),
        ['adoazonositoJel'],
      );
    });
    expect(identificationOf(documentText(request, 'uzletresz-atruhazas-1'), 'Kovács Péter')).not.toContain(BLANK);
    expect(missingFindings(request).map((finding) => finding.message)).toEqual([
      'Kovács Péter (vevő) hiányzó személyes adata: adóazonosító jel; az adóazonosító jelet a létesítő okirat és az átruházási szerződés csak megadása esetén tartalmazza, a változásbejegyzéshez azonban szükséges (Ctv. 24. § (1) h)).',
    ]);
  });

  it('the seller and the members stating on their pre-emption right are printed from the registered state', () => {
    const request = caseWith('atruhazas-kivulallora', (raw) => {
      for (const member of raw['korabbi'].tagok) strip(member, ['anyjaNeve']);
    });
    const contract = documentText(request, 'uzletresz-atruhazas-1');
    expect(identificationOf(contract, 'Fehér Krisztina')).toContain(`anyja születési neve: ${BLANK}`);
    expect(identificationOf(contract.slice(contract.indexOf('elővásárlási jogról')), 'Nagy Lajos')).toContain(
      `anyja születési neve: ${BLANK}`,
    );
    // the seller first: each transfer's contract, then the statements
    expect(missingFindings(request)).toEqual([
      expect.objectContaining({
        path: 'korabbi.tagok.1',
        message:
          'Fehér Krisztina (eladó) hiányzó személyes adata: anyja születési neve; az üzletrész-adásvételi szerződésben kipontozott hely áll a helyén.',
      }),
      expect.objectContaining({
        path: 'korabbi.tagok.0',
        message:
          'Nagy Lajos (tag) hiányzó személyes adata: anyja születési neve; az elővásárlási jogról szóló nyilatkozatában kipontozott hely áll a helyén.',
      }),
    ]);
  });

  it('a written resolution’s voting form identifies the voter from the registered state', () => {
    const request = caseWith('irasbeli-hatarozathozatal', (raw) => strip(raw['korabbi'].tagok[1], ['anyjaNeve']));
    expect(identificationOf(documentText(request, 'szavazolap-2'), 'Fehér Krisztina')).toContain(
      `anyja születési neve: ${BLANK}`,
    );
    expect(documentText(request, 'egyseges-szerkezet')).not.toContain(BLANK);
    // (the case's premises lack their owners and land register number: PROPERTY_DATA_MISSING)
    expect(missingFindings(request).filter((finding) => finding.code === 'PERSONAL_DATA_MISSING')).toEqual([
      expect.objectContaining({
        path: 'korabbi.tagok.1',
        message:
          'Fehér Krisztina (tag) hiányzó személyes adata: anyja születési neve; a szavazólapján kipontozott hely áll a helyén.',
      }),
    ]);
  });

  it('a registered member whose data only the registered state lacks is printed by no document of a name change', () => {
    // the registered records (members, the seat's owners) lack everything; the target state lacks one member's
    // citizenship, which the consolidated articles print as the only blank
    const request = caseWith('cegnev', (raw) => {
      for (const member of raw['korabbi'].tagok) strip(member);
      for (const owner of raw['korabbi'].szekhelyIngatlan.tulajdonosok) strip(owner);
      strip(raw['uj'].tagok[1], ['allampolgarsag']);
    });
    const articles = documentText(request, 'egyseges-szerkezet');
    expect(articles.split(BLANK)).toHaveLength(2);
    expect(identificationOf(articles, 'Fehér Krisztina')).toContain(`állampolgárság: ${BLANK}`);
    expect(missingFindings(request)).toEqual([
      expect.objectContaining({
        path: 'uj.tagok.1',
        message:
          'Fehér Krisztina (tag) hiányzó személyes adata: állampolgárság; a létesítő okirat egységes szerkezetbe foglalt szövegében és a létesítő okirat módosításában kipontozott hely áll a helyén.',
      }),
    ]);
  });

  it('a member with a double family name, which the deed prints with a no-break hyphen, is found in the deed', () => {
    const request = caseWith('cegnev', (raw) => {
      for (const member of [raw['korabbi'].tagok[1], raw['uj'].tagok[1]]) member.nev = 'Fehér-Kiss Krisztina';
      strip(raw['uj'].tagok[1], ['allampolgarsag']);
    });
    expect(documentText(request, 'modositas')).toContain('Fehér\u2011Kiss Krisztina (születési név:');
    expect(missingFindings(request).find((finding) => finding.path === 'uj.tagok.1')?.message).toContain(
      'a létesítő okirat módosításában',
    );
  });

  it('a legal-entity member without registration number and representative, in the consolidated articles', () => {
    // a legal-entity buyer without them is refused: the target state's member is not. Its member point now differs
    // from the registered one, so the deed reprints it too.
    const request = caseWith('tagok-szerzodese-jogi-szemely-tag', (raw) => {
      const entity = raw['uj'].tagok.find((member: Raw) => member['jogiSzemely']);
      strip(entity, ['cegjegyzekszam', 'kepviselo']);
    });
    expect(
      identificationOf(documentText(request, 'egyseges-szerkezet'), 'Fehér Holding Korlátolt Felelősségű Társaság'),
    ).toContain(`cégjegyzékszám: ${BLANK}; képviseli: ${BLANK}`);
    expect(
      identificationOf(documentText(request, 'modositas'), 'Fehér Holding Korlátolt Felelősségű Társaság'),
    ).toContain(`cégjegyzékszám: ${BLANK}; képviseli: ${BLANK}`);
    expect(missingFindings(request)).toEqual([
      expect.objectContaining({
        code: 'LEGAL_ENTITY_DATA_MISSING',
        path: 'uj.tagok.1',
        message:
          'A Fehér Holding Korlátolt Felelősségű Társaság (tag, jogi személy) hiányzó adatai: cégjegyzékszám, képviselő; a létesítő okirat egységes szerkezetbe foglalt szövegében és a létesítő okirat módosításában kipontozott hely áll a helyükön.',
      }),
    ]);
  });

  it('a minor buyer’s legal representatives, once each, at the buyer', () => {
    const request = caseWith('atruhazas-kiskoru-vevo-kulfoldi-szulo', (raw) => {
      strip(raw['uzletreszAtruhazasok'][0].vevo.torvenyesKepviselok[1], ['anyjaNeve', 'lakohely']);
      const member = raw['uj'].tagok.find((item: Raw) => item['nev'] === raw['uzletreszAtruhazasok'][0].vevo.nev);
      strip(member.torvenyesKepviselok[1], ['anyjaNeve', 'lakohely']);
    });
    const contract = documentText(request, 'uzletresz-atruhazas-1');
    expect(contract).toContain(`Kiss Anna szülő, születési idő: `);
    expect(contract).toContain(`anyja születési neve: ${BLANK}, lakóhely: ${BLANK}`);
    expect(missingFindings(request)).toEqual([
      expect.objectContaining({
        code: 'LEGAL_REPRESENTATIVE_DATA_MISSING',
        path: 'uzletreszAtruhazasok.0.vevo.torvenyesKepviselok.1',
        message:
          'Kiss Anna (Léa Dubois törvényes képviselője) hiányzó adatai: anyja születési neve, lakóhely; a létesítő okirat egységes szerkezetbe foglalt szövegében, az üzletrész-adásvételi szerződésben és az üzletrész megszerzéséről szóló bejelentésben kipontozott hely áll a helyükön.',
      }),
    ]);
  });

  it('a new director: the resolution, the deed, his acceptance and signature specimen and the articles', () => {
    const request = caseWith('uj-ugyvezeto', (raw) => {
      strip(raw['uj'].ugyvezetok[1], ['szuletesiNev', 'szuletesiHely']);
    });
    expect(identificationOf(documentText(request, 'elfogado-nyilatkozat-2'), 'Fehér Krisztina')).toContain(
      `születési név: ${BLANK}`,
    );
    expect(identificationOf(documentText(request, 'hatarozat'), 'Fehér Krisztina')).toContain(
      `születési név: ${BLANK}`,
    );
    const findings = missingFindings(request);
    expect(findings).toEqual([
      expect.objectContaining({
        code: 'PERSONAL_DATA_MISSING',
        path: 'uj.ugyvezetok.1',
        message:
          'Fehér Krisztina (ügyvezető) hiányzó személyes adatai: születési név, születési hely; a létesítő okirat egységes szerkezetbe foglalt szövegében, a határozatban, a létesítő okirat módosításában, az elfogadó nyilatkozatban és az aláírás-mintában kipontozott hely áll a helyükön.',
      }),
    ]);
    // the former, narrower warning is gone: one finding per person
    expect(renderer.prepare(request).findings.map((finding) => finding.code)).not.toContain('ugyvezeto-szemelyes-adat');
  });

  it('checked without the deed’s text (checkAmendment alone): the new director is still named in the deed', () => {
    const request = caseWith('uj-ugyvezeto', (raw) => strip(raw['uj'].ugyvezetok[1], ['anyjaNeve']));
    const finding = checkAmendment(planAmendment(request), '').find((item) => item.code === 'PERSONAL_DATA_MISSING');
    expect(finding?.message).toContain('a létesítő okirat módosításában');
    expect(finding?.path).toBe('uj.ugyvezetok.1');
  });

  it('a new member of a capital increase: the commitment and accession declaration prints the tax id as a blank', () => {
    const request = caseWith('tokeemeles-uj-taggal', (raw) => strip(raw['uj'].tagok[2], ['adoazonositoJel']));
    expect(identificationOf(documentText(request, 'vagyoni-hozzajarulas-1'), 'Tóth Gábor')).toContain(
      `adóazonosító jel: ${BLANK}`,
    );
    expect(missingFindings(request)).toEqual([
      expect.objectContaining({
        path: 'uj.tagok.2',
        message:
          'Tóth Gábor (tag) hiányzó személyes adata: adóazonosító jel; a kötelezettségvállaló és csatlakozó nyilatkozatában kipontozott hely áll a helyén.',
      }),
    ]);
  });

  it('a new seat’s owner and land register number; a registered seat’s owners are in no declaration', () => {
    const request = caseWith('szekhely-azonos-cegbirosag', (raw) => {
      delete raw['uj'].szekhelyIngatlan.helyrajziSzam;
      strip(raw['uj'].szekhelyIngatlan.tulajdonosok[0], ['cegjegyzekszam', 'tulajdoniHanyad']);
    });
    const declaration = documentText(request, 'szekhely');
    expect(declaration).toContain(`Helyrajzi száma: ${BLANK}`);
    expect(declaration).toContain(`cégjegyzékszám: ${BLANK}`);
    expect(missingFindings(request).map(({ code, path }) => ({ code, path }))).toEqual([
      { code: 'SEAT_PROPERTY_MISSING', path: 'uj.szekhelyIngatlan' },
      { code: 'SEAT_OWNER_DATA_MISSING', path: 'uj.szekhelyIngatlan.tulajdonosok.0' },
    ]);
  });

  it('the company manager the consolidated articles reprint', () => {
    const manager = { nev: 'Kiss Ottó', lakohely: '4025 Debrecen, Piac utca 1.' };
    const request = caseWith('cegnev', (raw) => {
      raw['korabbi'].cegvezeto = manager;
      raw['uj'].cegvezeto = manager;
    });
    expect(identificationOf(documentText(request, 'egyseges-szerkezet'), 'Kiss Ottó')).toContain(
      `születési név: ${BLANK}`,
    );
    expect(missingFindings(request)).toEqual([
      expect.objectContaining({
        code: 'COMPANY_MANAGER_DATA_MISSING',
        path: 'uj.cegvezeto',
        message:
          'Kiss Ottó (cégvezető) hiányzó személyes adatai: születési név, anyja születési neve, születési hely, születési idő, állampolgárság; a létesítő okirat egységes szerkezetbe foglalt szövegében kipontozott hely áll a helyükön.',
      }),
    ]);
  });

  it('the lawyer’s KASZ, which the certificate and the countersignatures print', () => {
    const request = caseWith('cegnev', (raw) => delete raw['ugyvediIroda'].kasz);
    expect(documentText(request, 'egyseges-szerkezet')).toContain(`KASZ: ${BLANK}`);
    expect(missingFindings(request).map((finding) => finding.code)).toEqual(['KASZ_MISSING']);
  });
});
