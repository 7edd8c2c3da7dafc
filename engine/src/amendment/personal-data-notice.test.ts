import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { documentText, renderer } from './amendment-document-text.test-helper.ts';
import { deedPersonalData } from './personal-data-notice.ts';

// Ctv. 10. § (2), (4) (decision 053): a natural person who signs an amendment document printing his personal data,
// more than the register holds, is told in it that they become public; nobody is told where only legal entities'
// data appear, and the deed signed by the company after a resolution tells nobody.

const NOTICE = /megismerhetővé válnak \(Ctv\. 10\. § \(2\), \(4\)\)/g;
const notices = (text: string) => text.match(NOTICE)?.length ?? 0;

const legalEntity = {
  nev: 'Fehér Holding Korlátolt Felelősségű Társaság',
  lakohely: '4024 Debrecen, Csapó utca 9.',
  jogiSzemely: true,
  cegjegyzekszam: '09-09-012345',
  kepviselo: 'Fehér Krisztina ügyvezető',
};

/** The transfer of `atruhazas-kivulallora` to a legal entity instead of Kovács Péter. */
function toLegalEntity(request: AmendmentRequest): AmendmentRequest {
  const buyer = request.uzletreszAtruhazasok[0]!.vevo;
  return {
    ...request,
    uzletreszAtruhazasok: request.uzletreszAtruhazasok.map((transfer) => ({
      ...transfer,
      vevo: legalEntity as AmendmentRequest['uzletreszAtruhazasok'][number]['vevo'],
    })),
    uj: {
      ...request.uj,
      tagok: request.uj.tagok.map((member) =>
        member.nev === buyer.nev
          ? ({
              ...legalEntity,
              szemely: member.szemely,
              penzbetet: member.penzbetet,
              nemPenzbeliBetet: member.nemPenzbeliBetet,
              torzsbetetBefizetve: member.torzsbetetBefizetve,
              ...(member.tagsagKezdete ? { tagsagKezdete: member.tagsagKezdete } : {}),
            } as AmendmentRequest['uj']['tagok'][number])
          : member,
      ),
    },
  };
}

describe('the personal-data notice in the amendment documents (Ctv. 10. § (4))', () => {
  it("tells the sole member in his decision, with a minor's representatives in the plural", () => {
    const adult = documentText(loadAmendmentCase('egyszemelyes-cegnev-ugyvezeto-tokeemeles'), 'hatarozat');
    expect(adult).toContain(
      'Tudomásul veszem, hogy a jelen határozatban feltüntetett személyes adataim a cégbírósághoz benyújtott cégirat részeként a cégiratok nyilvánossága folytán bárki számára megismerhetővé válnak (Ctv. 10. § (2), (4)).',
    );
    const minor = documentText(loadAmendmentCase('egyszemelyes-kiskoru-tag'), 'hatarozat');
    expect(minor).toContain(
      'Tudomásul veszem, és törvényes képviselőim is tudomásul veszik, hogy a jelen határozatban feltüntetett személyes adataink a cégbírósághoz',
    );
    expect(notices(minor)).toBe(1);
  });

  it("does not tell the members in the minutes, which they do not sign and which print no member's personal data", () => {
    expect(notices(documentText(loadAmendmentCase('cegnev'), 'hatarozat'))).toBe(0);
  });

  it('tells the maker of a capital-increase commitment', () => {
    const text = documentText(loadAmendmentCase('tokeemeles-uj-taggal'), 'vagyoni-hozzajarulas-1');
    expect(text).toContain(
      'Tudomásul veszem, hogy a jelen nyilatkozatban feltüntetett személyes adataim a cégbírósághoz benyújtott cégirat részeként',
    );
    expect(notices(text)).toBe(1);
  });

  it('tells the natural-person parties of a transfer, saying "if" the contract is filed, and no legal entity', () => {
    const natural = documentText(loadAmendmentCase('atruhazas-kivulallora'), 'uzletresz-atruhazas-1');
    expect(natural).toContain(
      'Felek tudomásul veszik, hogy ha a jelen szerződés a cégbírósághoz benyújtott cégirat részévé válik, az abban feltüntetett személyes adatok – a cégjegyzékbe bejegyzendő adatokat meghaladóak is – a cégiratok nyilvánossága folytán bárki számára megismerhetővé válnak (Ctv. 10. § (2), (4)).',
    );
    // the contract, the other member's pre-emption statement and the buyer's notification
    expect(notices(natural)).toBe(3);
    expect(natural).toContain(
      'Tudomásul veszem, hogy a jelen bejelentésben feltüntetett személyes adataim – ha a bejelentés',
    );

    const entity = documentText(toLegalEntity(loadAmendmentCase('atruhazas-kivulallora')), 'uzletresz-atruhazas-1');
    expect(entity).toContain('Eladó tudomásul veszi, hogy ha a jelen szerződés a cégbírósághoz');
    expect(entity).not.toContain('Felek tudomásul veszik');
    expect(entity).not.toContain('a jelen bejelentésben feltüntetett');
    expect(notices(entity)).toBe(2);
  });

  it("names a minor buyer's representatives with the parties", () => {
    const text = documentText(loadAmendmentCase('atruhazas-kiskoru-vevo-kulfoldi-szulo'), 'uzletresz-atruhazas-1');
    expect(text).toContain('Felek – Vevő törvényes képviselőivel együtt – tudomásul veszik, hogy ha a jelen szerződés');
  });

  it('tells a natural-person voter on the written voting form, saying "if" it is filed, not a legal entity', () => {
    expect(documentText(loadAmendmentCase('irasbeli-hatarozathozatal'), 'szavazolap-1')).toContain(
      'A tag tudomásul veszi, hogy ha a jelen szavazólap a cégbírósághoz benyújtott cégirat részévé válik, az azon feltüntetett személyes adatok',
    );
    const entity = documentText(loadAmendmentCase('irasbeli-jogi-szemely-fotevekenyseg-telephely'), 'szavazolap-2');
    expect(entity).toContain('Holding');
    expect(notices(entity)).toBe(0);
  });

  it('tells the members who sign the deed themselves when it prints personal data, not the company signing it', () => {
    expect(documentText(loadAmendmentCase('tagok-szerzodese-jogi-szemely-tag'), 'modositas')).toContain(
      'A tagok tudomásul veszik, hogy a jelen okiratban feltüntetett személyes adatok – a cégjegyzékbe bejegyzendő adatokat meghaladóak is – a cégiratok nyilvánossága folytán bárki számára megismerhetővé válnak (Ctv. 10. § (2), (4)).',
    );
    expect(documentText(loadAmendmentCase('egyszemelyesse-valas'), 'modositas')).toContain(
      'Az egyedüli tag tudomásul veszi, hogy a jelen okiratban feltüntetett személyes adatok',
    );
    // members' contract printing no personal data; a deed the director signs after a resolution
    expect(notices(documentText(loadAmendmentCase('tagok-szerzodese'), 'modositas'))).toBe(0);
    const byDirector = documentText(loadAmendmentCase('uj-ugyvezeto'), 'modositas');
    expect(byDirector).toContain('anyja születési neve:');
    expect(notices(byDirector)).toBe(0);
  });

  it("does not repeat the notice a changed point already carries (the articles' signing clause)", () => {
    const identification = '<p>„3.1. Nagy Lajos (születési név: Nagy Lajos; anyja születési neve: Balogh Margit)</p>';
    const signing = '<p>„15.4. A tagok tudomásul veszik … megismerhetővé válnak (Ctv. 10. § (2), (4)).”</p>';
    expect(deedPersonalData([identification])).toEqual({ printed: true, noticed: false });
    expect(deedPersonalData([identification, signing])).toEqual({ printed: true, noticed: true });
    expect(deedPersonalData(['<p>„1.1. A Társaság cégneve: …”</p>'])).toEqual({ printed: false, noticed: false });
  });

  it('tells a director whose signing right alone changes in his specimen, with no acceptance in the set (decision 054)', () => {
    const request = loadAmendmentCase('cegjegyzes-egyuttes');
    const fileStems = renderer.prepare(request).plan.documents.map((document) => document.fileStem);
    expect(fileStems).toContain('alairasminta-1');
    expect(fileStems.some((stem) => stem.startsWith('elfogado-nyilatkozat'))).toBe(false);
    for (const stem of ['alairasminta-1', 'alairasminta-2']) {
      const text = documentText(request, stem);
      expect(notices(text), stem).toBe(1);
      expect(text).toContain(
        'Tudomásul veszem, hogy a jelen aláírás-mintán feltüntetett személyes adataim – a cégjegyzékbe bejegyzendő adatokat meghaladóak is – a cégbírósághoz benyújtott cégirat részeként',
      );
    }
  });

  it('tells the interpreter in the explanation clause, conditionally where filing is uncertain (decision 054)', () => {
    const request = loadAmendmentCase('irasbeli-kiskoru-tolmaccsal');
    const told = 'Kiss Éva tolmács tudomásul veszi, hogy';
    expect(documentText(request, 'hatarozat')).toContain(
      `${told} a jelen okiratban feltüntetett személyes adatai a cégbírósághoz benyújtott cégirat részeként a cégiratok nyilvánossága folytán bárki számára megismerhetővé válnak (Ctv. 10. § (2), (4)).`,
    );
    for (const stem of ['szavazolap-1', 'tervezet-megkuldes'])
      expect(documentText(request, stem), stem).toContain(
        `${told} ha a jelen okirat a cégbírósághoz benyújtott cégirat részévé válik, az abban feltüntetett személyes adatai a cégiratok nyilvánossága folytán bárki számára megismerhetővé válnak (Ctv. 10. § (2), (4)).`,
      );
  });
});
