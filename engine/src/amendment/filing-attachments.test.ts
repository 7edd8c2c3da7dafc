import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { documentText } from './amendment-document-text.test-helper.ts';

/** The filing summary's attachment list: from its heading to the end of its section. */
function attachmentList(name: string): string {
  const text = documentText(loadAmendmentCase(name), 'benyujtasi-osszesito');
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
