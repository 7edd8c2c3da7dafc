import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { documentText } from './amendment-document-text.test-helper.ts';

/** The filing summary's attachment list: from its heading to the end of its section. */
function attachmentList(nameOrRequest: string | AmendmentRequest): string {
  const request = typeof nameOrRequest === 'string' ? loadAmendmentCase(nameOrRequest) : nameOrRequest;
  const text = documentText(request, 'benyujtasi-osszesito');
  const start = text.search(/(Csatolandó okiratok|A következő változásbejegyzési kérelemhez csatolandó okiratok)/u);
  expect(start).toBeGreaterThan(-1);
  const end = text.indexOf('Ellenőrizendő', start);
  return text.slice(start, end === -1 ? undefined : end);
}

describe('the filing summary against the Ctv. on a change application (decision 102)', () => {
  it('names the annexes the Ctv. lists the attachments in, not a single "1. melléklet"', () => {
    // Ctv. 46. § (6) f): "az 1. és 2. számú mellékletben felsorolt, kötelezően, illetve szükség szerint csatolandó
    // egyéb okirat"; 52. § (1), (3) cite the 2. számú melléklet for a change application's attachments
    for (const name of ['cegnev', 'egyeb-tevekenyseg']) {
      const list = attachmentList(name);
      expect(list).toContain(
        'a Ctv. 1. és 2. számú melléklete, amely a kérelemhez kötelezően, illetve szükség szerint csatolandó okiratokat felsorolja (Ctv. 46. § (6) f), 50. § (1), 52. § (1)), nem állt rendelkezésre; a lista a törvény szövegéből és a gyakorlatból származik',
      );
      expect(list).not.toContain('a Ctv. 1. melléklete (a kötelező mellékletek jegyzéke)');
    }
  });

  it('has the fee paid electronically before filing and its proof attached, under Ctv. 37. § (4)', () => {
    const text = documentText(loadAmendmentCase('cegnev'), 'benyujtasi-osszesito');
    expect(text).toContain(
      'Az illetéket és a közzétételi költségtérítést a kérelem benyújtása előtt, elektronikus úton (a Magyar Államkincstár útján vagy az Igazságügyi Fizetési Portálon) kell megfizetni, és a megfizetést igazoló elektronikus okiratot a kérelemhez mellékelni kell (Ctv. 37. § (4)).',
    );
    expect(text).not.toContain('(Ctv. 35.–37. §)');
  });

  it('names the application as the form the lawyer signs (Ctv. 35. § (1))', () => {
    expect(attachmentList('uzleti-ev')).toContain(
      'változásbejegyzési kérelem a cégformának megfelelő, a jogi képviselő által aláírt elektronikus nyomtatványon (Ctv. 35. § (1));',
    );
  });

  it('tells, when only non-main activities change, that the next application carries its own consolidated text (Ctv. 51. § (2a))', () => {
    const list = attachmentList('egyeb-tevekenyseg');
    expect(list).toContain(
      'egységes szerkezetbe foglalt létesítő okirat – a jelen módosítást a következő kérelemhez csatolandó egységes szerkezetbe foglalt szövegben kell átvezetni (Ctv. 51. § (2a)), ezért a most elkészült szöveg csak akkor csatolható változatlanul, ha a létesítő okirat addig nem módosul;',
    );
    // a change filed now attaches the consolidated text made with it, without the caveat
    const filedNow = attachmentList('fotevekenyseg');
    expect(filedNow).toContain('egységes szerkezetbe foglalt létesítő okirat;');
    expect(filedNow).not.toContain('Ctv. 51. § (2a)');
  });

  it('tells that the deadline is kept by the arrival at the céginformációs szolgálat and a returned application is none (decision 104)', () => {
    // Ctv. 37. § (3): "a céginformációs szolgálathoz érkezés időpontja irányadó"; 38/A. § (1): a form or attachment
    // with an IT or formal defect is sent back and "a … kérelmet be nem nyújtottnak kell tekinteni"
    const sentence =
      'A határidő szempontjából a kérelemnek a céginformációs szolgálathoz érkezése az irányadó (Ctv. 37. § (3)); az informatikai vagy formai szempontból hibás vagy hiányos, ezért a jogi képviselőnek visszaküldött kérelmet be nem nyújtottnak kell tekinteni (Ctv. 38/A. § (1)).';
    expect(documentText(loadAmendmentCase('cegnev-szekhely-ugyvezeto'), 'benyujtasi-osszesito')).toContain(sentence);
    // nothing is filed now when only non-main activities change (Ctv. 51. § (2a))
    expect(documentText(loadAmendmentCase('egyeb-tevekenyseg'), 'benyujtasi-osszesito')).not.toContain(
      'Ctv. 37. § (3)',
    );
  });
});

describe('the filing summary names what proves each attachment it does not generate (decision 111)', () => {
  it('asks for the land-register sheet of a new telephely the company owns, not only of a new seat (Ctv. 7. § (4))', () => {
    const request = loadAmendmentCase('telephely-fioktelep');
    const owned = {
      ...request,
      uj: {
        ...request.uj,
        ingatlanok: [{ cim: '4030 Debrecen, Szoboszlói út 12.', tulajdonosok: [], jogcim: 'TULAJDON' as const }],
      },
    };
    const list = attachmentList(owned);
    expect(list).toContain(
      'a telephely (4030 Debrecen, Szoboszlói út 12.) ingatlanának tulajdoni lapja, amely a Társaság tulajdonjogát és így a használatára való jogosultságát igazolja (Ctv. 7. § (4));',
    );
    // the fióktelep's owners consent in the generated declaration; their title is read from the land register
    expect(list).toContain(
      'a fióktelep (4400 Nyíregyháza, Kossuth tér 2.) ingatlanának tulajdoni lapja, amelyből a használathoz hozzájáruló tulajdonosok tulajdonjoga ellenőrizhető (Ctv. 7. § (4), 37. § (1); U 1);',
    );
  });

  it('asks for the host state’s proof of registration of a new fióktelep abroad, not a land-register sheet (Ctv. 7. § (3))', () => {
    const request = loadAmendmentCase('telephely-fioktelep');
    const abroad = { ...request, uj: { ...request.uj, fioktelepek: ['Graben 1., 1010 Wien, Ausztria'] } };
    const list = attachmentList(abroad);
    expect(list).toContain(
      'a fióktelep helye szerinti állam cégkivonata vagy más okirat és annak hiteles magyar fordítása, amely igazolja, hogy a fióktelepet (Graben 1., 1010 Wien, Ausztria) ott nyilvántartásba vették (Ctv. 7. § (3));',
    );
    expect(list).not.toContain('a fióktelep (Graben 1., 1010 Wien, Ausztria) ingatlanának tulajdoni lapja');
  });

  it('keeps the registered-office contract of a new seat and asks for nothing on registered addresses', () => {
    const list = attachmentList(loadAmendmentCase('szekhely-mas-cegbirosag'));
    expect(list).toContain(
      'a székhelyszolgáltatóval kötött írásbeli megbízási szerződés, amely az új székhely használatára való jogosultságot igazolja (Ctv. 7. § (4); 7/2017. (VI. 1.) IM rendelet);',
    );
    expect(attachmentList(loadAmendmentCase('cegnev'))).not.toContain('tulajdoni lap');
  });

  it('asks for the proof of the offer when members let the fifteen days pass without a statement (Ptk. 3:167. § (5))', () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const [transfer] = request.uzletreszAtruhazasok;
    const silent = {
      ...request,
      uzletreszAtruhazasok: [{ ...transfer!, ajanlatKozlese: '2026-11-01', elovasarlasiNyilatkozatok: [] }],
    };
    expect(attachmentList(silent)).toContain(
      'az ajánlat 2026. november 1. napján történt közlésének igazolása: Nagy Lajos az ajánlat közlésétől számított tizenöt napon belül elővásárlási jogáról nem nyilatkozott, ezért úgy kell tekinteni, hogy azzal nem kívánt élni (Ptk. 3:167. § (5)) – Kovács Péter;',
    );
    // a member's statement is attached to the contract: nothing more to prove
    expect(attachmentList(request)).not.toContain('közlésének igazolása');
  });
});

describe('the filing summary on a share transfer (Ptk. 3:168. § (2); decision 111)', () => {
  it('tells that the acquirer’s notification, due within eight days, is in the agreement’s file', () => {
    expect(attachmentList('atruhazas-kivulallora')).toContain(
      'üzletrész-átruházási szerződés – Kovács Péter (ugyanabban a fájlban a megszerző bejelentésével a Társaságnak, amelyet a szerzéstől számított nyolc napon belül kell megtenni, Ptk. 3:168. § (2));',
    );
  });
});

describe('the filing summary’s deadline when a member reaches three-quarters of the votes (Ptk. 3:324. § (1); decision 111)', () => {
  it('gives the fifteen days of the notice, which end before the thirty days of the application', () => {
    const text = documentText(loadAmendmentCase('egyszemelyesse-valas'), 'benyujtasi-osszesito');
    expect(text).toContain(
      'Nagy Lajos a szavazatok legalább háromnegyedét szerzi meg: ezt a minősített többség megszerzésétől számított tizenöt napon belül kell bejegyzés és közzététel végett a cégbíróságnak bejelenteni (Ptk. 3:324. § (1)). A szerzést az üzletrész-átruházási szerződés keltétől (2026. november 18.) számítva e határidő 2026. december 3. napján jár le, ezért ha a bejelentést a változásbejegyzési kérelem tartalmazza, a kérelmet legkésőbb eddig kell benyújtani; hogy a határidő melyik naptól számít, megerősítendő (U 2).',
    );
    expect(documentText(loadAmendmentCase('atruhazas-kivulallora'), 'benyujtasi-osszesito')).not.toContain('3:324');
  });
});
