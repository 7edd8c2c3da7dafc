import { describe, expect, it } from 'vitest';
import { documentTypeTitle, isDocxOnlyDocument, plannedDocumentTitle } from './document-type-title.ts';

describe('documentTypeTitle', () => {
  it('names the formation documents, with or without the director’s number', () => {
    expect(documentTypeTitle({ templateId: 'tarsasagi', fileName: 'Társasági szerződés' })).toBe(
      'Társasági szerződés / Alapító okirat',
    );
    expect(documentTypeTitle({ templateId: 'alairasminta-2' })).toBe('Aláírásminta');
  });

  it('names every amendment document in Hungarian, never by its id', () => {
    const titles = Object.fromEntries(
      [
        'tervezet-megkuldes',
        'szavazolap',
        'szavazolap-2',
        'hatarozat',
        'modositas',
        'egyseges-szerkezet',
        'egyseges-szerkezet-valtozaskovetes',
        'uzletresz-atruhazas',
        'vagyoni-hozzajarulas-1',
        'meghatalmazas',
        'benyujtasi-osszesito',
      ].map((templateId) => [templateId, documentTypeTitle({ templateId, fileName: 'x' })]),
    );
    expect(titles).toEqual({
      'tervezet-megkuldes': 'Határozattervezet megküldése',
      szavazolap: 'Szavazólap',
      'szavazolap-2': 'Szavazólap',
      hatarozat: 'Határozat / jegyzőkönyv',
      modositas: 'Létesítő okirat módosítása',
      'egyseges-szerkezet': 'Egységes szerkezetbe foglalt létesítő okirat',
      'egyseges-szerkezet-valtozaskovetes': 'Egységes szerkezet – változáskövetéssel',
      'uzletresz-atruhazas': 'Üzletrész-átruházási szerződés',
      'vagyoni-hozzajarulas-1': 'Kötelezettségvállaló nyilatkozat',
      meghatalmazas: 'Meghatalmazás jogi képviseletre',
      'benyujtasi-osszesito': 'Benyújtási összesítő',
    });
  });

  it('tells a formation seat declaration from an amendment’s address declaration by its name', () => {
    expect(documentTypeTitle({ templateId: 'szekhely', fileName: 'Székhelyhasználati hozzájáruló nyilatkozat' })).toBe(
      'Székhelyhasználati hozzájáruló nyilatkozat',
    );
    expect(
      documentTypeTitle({ templateId: 'szekhely', fileName: 'Nyilatkozat a székhely használatának jogcíméről' }),
    ).toBe('Címhasználati nyilatkozat');
  });

  it('shows an unknown id as it is', () => {
    expect(documentTypeTitle({ templateId: 'ismeretlen' })).toBe('ismeretlen');
    expect(documentTypeTitle({ templateId: 'szavazolap-x' })).toBe('szavazolap-x');
  });
});

describe('the Word-only redline', () => {
  it('has no PDF, unlike the consolidated text', () => {
    expect(isDocxOnlyDocument({ templateId: 'egyseges-szerkezet-valtozaskovetes' })).toBe(true);
    expect(isDocxOnlyDocument({ templateId: 'egyseges-szerkezet' })).toBe(false);
    expect(isDocxOnlyDocument({ templateId: 'tarsasagi' })).toBe(false);
  });

  it('says "Word" once in a planned list', () => {
    expect(plannedDocumentTitle({ title: 'Egységes szerkezet – változáskövetéssel', isDocxOnly: true })).toBe(
      'Egységes szerkezet – változáskövetéssel (csak Word)',
    );
    expect(plannedDocumentTitle({ title: 'Tagjegyzék' })).toBe('Tagjegyzék');
  });
});
