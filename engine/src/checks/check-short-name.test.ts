import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { loadFixture } from '../../../fixtures/index.ts';
import { checkAmendment } from '../amendment/check-amendment.ts';
import { planAmendment } from '../amendment/plan-amendment.ts';
import { documentText } from '../amendment/amendment-document-text.test-helper.ts';
import { buildTestRequest } from '../model/build-test-request.ts';
import { deriveModel } from '../model/derive-model.ts';
import { checkDocumentRequest } from './check-request.ts';
import { checkShortName } from './check-short-name.ts';

const findings = (nev: string, vezerszo?: string) =>
  checkShortName({ nev, ...(vezerszo === undefined ? {} : { vezerszo }) }, 'tarsasag').map((finding) => [
    finding.code,
    finding.severity,
    finding.path,
  ]);

describe('the short name is the vezérszó and the form (Ctv. 3. § (3))', () => {
  it('asks for the vezérszó of a name of several words, naming the short name it would print', () => {
    const [found] = checkShortName({ nev: 'Hajdú Pékmester Kft.' }, 'tarsasag');
    expect(found).toMatchObject({
      code: 'SHORT_NAME_WITHOUT_VEZERSZO',
      severity: 'warning',
      path: 'tarsasag.vezerszo',
    });
    expect(found!.message).toContain('így írja: „Hajdú Pékmester Kft.”');
    expect(found!.message).toContain('(például „Hajdú”), adja meg a Vezérszó mezőben');
  });

  it('asks nothing for a name of one word, or with the vezérszó given', () => {
    expect(findings('Alfa')).toEqual([]);
    expect(findings('Hajdú Pékmester', 'Hajdú')).toEqual([]);
    expect(findings('Hajdú Pékmester', 'Hajdú Pékmester')).toEqual([]);
    // a company form typed into either is no difference
    expect(findings('Hajdú Pékmester Kft.', 'Hajdú Kft.')).toEqual([]);
  });

  it.each([
    ['Pékmester', 'not the first word'],
    ['Hajd', 'part of the first word'],
    ['hajdú', 'written otherwise'],
    ['Hajdú Pék', 'words of the name cut short'],
  ])('refuses the vezérszó "%s" (%s)', (vezerszo) => {
    expect(findings('Hajdú Pékmester', vezerszo)).toEqual([
      ['COMPANY_NAME_VEZERSZO_NOT_FIRST', 'error', 'tarsasag.vezerszo'],
    ]);
  });

  it('blocks a formation, naming the rule, and warns on a fixture without the vezérszó', () => {
    const refused = checkDocumentRequest(buildTestRequest({ nev: 'Hajdú Pékmester', vezerszo: 'Pékmester' }), {
      today: '2026-11-20',
    }).errors.find((error) => error.code === 'COMPANY_NAME_VEZERSZO_NOT_FIRST');
    expect(refused).toMatchObject({ statute: 'Ctv. 3. § (2)–(3)', path: 'tarsasag.vezerszo' });
    const warned = checkDocumentRequest(loadFixture('ket-tag'), { today: '2026-11-20' }).warnings;
    expect(warned.map((warning) => warning.code)).toContain('SHORT_NAME_WITHOUT_VEZERSZO');
  });

  it('prints the short name from the vezérszó, the foreign short name too when the foreign name opens with it', () => {
    const model = deriveModel(loadFixture('hatarozott-idotartam'));
    expect(model.name.short).toBe('Mecsek\u00a0Kft.');
    expect(model.name.full).toBe('Mecsek\u00a0Rendezvényszervező Korlátolt Felelősségű Társaság');
    expect(model.name.foreign).toEqual({
      full: 'Mecsek Event Management Limited Liability Company',
      short: 'Mecsek Ltd.',
    });
  });
});

describe('a new vezérszó in an amendment', () => {
  it('is a change of the name even when the full name stays, shown by the short names', () => {
    const request = loadAmendmentCase('cegnev');
    const uj = { ...request.uj, nev: request.korabbi.nev, vezerszo: 'Hajdú' };
    const plan = planAmendment({ ...request, uj });
    expect(plan.changes.find((change) => change.type === 'CEGNEV')).toMatchObject({
      before: 'Hajdú Pékmester Kft.',
      after: 'Hajdú Kft.',
    });
  });

  it('keeps the registered short name in the documents signed before the change takes effect', () => {
    const request = loadAmendmentCase('cegnev');
    const text = documentText(
      { ...request, uj: { ...request.uj, nev: request.korabbi.nev, vezerszo: 'Hajdú' } },
      'tagjegyzek',
    );
    expect(text).toContain('Rövidített cégnév: Hajdú Pékmester Kft.');
    expect(text).toContain('rövidített cégneve: Hajdú Kft.');
  });

  it('is no change when the vezérszó given is the whole registered name: the member register states none', () => {
    const request = loadAmendmentCase('szekhely-mas-cegbirosag');
    const text = documentText(
      { ...request, uj: { ...request.uj, nev: request.korabbi.nev, vezerszo: `${request.korabbi.nev} Kft.` } },
      'tagjegyzek',
    );
    expect(
      planAmendment({ ...request, uj: { ...request.uj, vezerszo: request.korabbi.nev } }).changes,
    ).not.toContainEqual(expect.objectContaining({ type: 'CEGNEV' }));
    expect(text).not.toContain('rövidített cégneve:');
  });

  it('judges the new vezérszó', () => {
    const request = loadAmendmentCase('cegnev');
    const refused = checkAmendment(planAmendment({ ...request, uj: { ...request.uj, vezerszo: 'Kézműves' } }), '');
    expect(refused.find((finding) => finding.code === 'COMPANY_NAME_VEZERSZO_NOT_FIRST')).toMatchObject({
      severity: 'error',
      path: 'uj.vezerszo',
    });
  });
});

describe('the resolution changing the name states every name form that changes', () => {
  const request = loadAmendmentCase('cegnev');
  const resolution = (uj: Partial<typeof request.uj>) =>
    documentText({ ...request, uj: { ...request.uj, ...uj } }, 'hatarozat').replace(/\s+/g, ' ');

  it('only the short name, by another vezérszó', () => {
    expect(resolution({ nev: request.korabbi.nev, vezerszo: 'Hajdú' })).toContain(
      'a Társaság rövidített cégnevét 2026. december 1. napjától kezdődő hatállyal megváltoztatja. A Társaság cégneve változatlanul Hajdú Pékmester Korlátolt Felelősségű Társaság; új rövidített cégneve: Hajdú Kft.',
    );
  });

  it('the name with a new foreign-language name', () => {
    expect(resolution({ idegenNev: 'Hajdúsági Artisan Bakery Ltd.' })).toContain(
      'új rövidített cégneve: Hajdúsági Kft.; idegen nyelvű cégneve: Hajdúsági Artisan Bakery Limited Liability Company; rövidített idegen nyelvű cégneve: Hajdúsági Ltd.',
    );
  });

  it('only the foreign-language name, given or given up', () => {
    const kept = { nev: request.korabbi.nev, vezerszo: undefined };
    const given = planAmendment({ ...request, uj: { ...request.uj, ...kept, idegenNev: 'Hajdu Master Baker Ltd.' } });
    // the change shows the names that differ, not the same Hungarian name twice
    expect(given.changes.find((change) => change.type === 'CEGNEV')).toMatchObject({
      before: null,
      after: 'Hajdu Master Baker Limited Liability Company',
    });
    expect(resolution({ ...kept, idegenNev: 'Hajdu Master Baker Ltd.' })).toContain(
      '2026. december 1. napjától kezdődő hatállyal a Társaság idegen nyelvű cégnevét a következők szerint határozza meg: idegen nyelvű cégneve: Hajdu Master Baker Limited Liability Company; rövidített idegen nyelvű cégneve: Hajdu Master Baker Ltd.',
    );
    const registered = { ...request, korabbi: { ...request.korabbi, idegenNev: 'Hajdu Master Baker Ltd.' } };
    const text = documentText({ ...registered, uj: { ...registered.uj, ...kept } }, 'hatarozat').replace(/\s+/g, ' ');
    expect(text).toContain(
      'a Társaság idegen nyelvű cégnevének (Hajdu Master Baker Limited Liability Company) használatát 2026. december 1. napjától kezdődő hatállyal megszünteti.',
    );
  });
});
