import { describe, expect, it } from 'vitest';
import { amendmentCaseNames, loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { amendmentDocumentTitle, amendmentDocumentTypes } from './amendment-document-types.ts';
import { planAmendment, type AmendmentDocument } from './plan-amendment.ts';

const planned: AmendmentDocument[] = amendmentCaseNames.flatMap(
  (name) => planAmendment(loadAmendmentCase(name)).documents,
);
/** The kinds whose planned title names a variant rather than the kind (the decision, the declarations). */
const VARIANT_TITLED = ['hatarozat', 'szekhely', 'vagyoni-hozzajarulas'];

describe('the amendment document kinds', () => {
  it('has a title for every kind the cases plan, and each kind once', () => {
    const ids = amendmentDocumentTypes.map((type) => type.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const document of planned) expect(ids).toContain(document.id);
    expect(new Set(planned.map((document) => document.id))).toEqual(new Set(ids));
  });

  it('gives each planned document a title that starts with its kind, the person after a dash', () => {
    const titled = planned.filter((document) => !VARIANT_TITLED.includes(document.id));
    for (const document of titled)
      expect(document.title, document.fileStem).toMatch(new RegExp(`^${amendmentDocumentTitle(document.id)}( – .+)?$`));
    expect(planned.find((document) => document.id === 'szavazolap')?.title).toMatch(/^Szavazólap – \S/);
  });

  it('leaves the format out of the redline’s title: it is docx-only, and the lists say so once', () => {
    const redline = planned.find((document) => document.id === 'egyseges-szerkezet-valtozaskovetes')!;
    expect(redline.title).toBe('Egységes szerkezet – változáskövetéssel');
    expect(redline.isDocxOnly).toBe(true);
    expect(amendmentDocumentTypes.filter((type) => type.isDocxOnly).map((type) => type.id)).toEqual([
      'egyseges-szerkezet-valtozaskovetes',
    ]);
  });
});
