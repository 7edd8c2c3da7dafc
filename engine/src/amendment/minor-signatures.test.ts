import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { documentText } from './amendment-document-text.test-helper.ts';

/** The transfer to an outsider, the buyer born on `birth` and represented by `representatives` (decision 030). */
function minorBuyer(birth: string, representatives: { nev: string; minoseg: 'SZULO' | 'GYAM' }[]): AmendmentRequest {
  const request = loadAmendmentCase('atruhazas-kivulallora');
  return {
    ...request,
    uzletreszAtruhazasok: request.uzletreszAtruhazasok.map((transfer) => ({
      ...transfer,
      vevo: { ...transfer.vevo, szuletesiIdo: birth, torvenyesKepviselok: representatives },
    })),
  };
}

describe("a minor buyer's legal representatives in the transfer documents", () => {
  it('under fourteen: each representative signs the contract and the notification in the minor’s name', () => {
    const text = documentText(
      minorBuyer('2015-03-01', [
        { nev: 'Kovács Anna', minoseg: 'SZULO' },
        { nev: 'Kovács Gábor', minoseg: 'SZULO' },
      ]),
      'uzletresz-atruhazas-1',
    );
    expect(text).toContain('kiskorú, akinek nevében törvényes képviselői járnak el: Kovács Anna szülő');
    expect(text).toContain('Kovács Péter (kiskorú) vevő nevében:');
    expect(text).toContain('Kovács Péter (kiskorú) megszerző nevében:');
    expect(text.match(/törvényes képviselő \(szülő\)/g)).toHaveLength(4);
    expect(text).not.toContain('jognyilatkozatához hozzájárulok');
  });

  it('from fourteen: the minor signs, and the guardian signs the consent', () => {
    const text = documentText(
      minorBuyer('2011-03-01', [{ nev: 'Szabó Éva', minoseg: 'GYAM' }]),
      'uzletresz-atruhazas-1',
    );
    expect(text).toContain('Kovács Péter (kiskorú) jognyilatkozatához hozzájárulok:');
    expect(text).toContain(
      'korlátozottan cselekvőképes kiskorú, aki törvényes képviselője hozzájárulásával jár el: Szabó Éva gyám',
    );
    expect(text).toContain('törvényes képviselő (gyám)');
    expect(text).not.toContain('(kiskorú) vevő nevében');
  });
});

describe("a minor member's legal representative at a members' meeting", () => {
  // under fourteen; from fourteen the minor acts herself and the column names the consent (render-amendment.test.ts)
  it('stands in the attendance sheet’s representative column, where no proxy is named', () => {
    const request = loadAmendmentCase('cegnev');
    const minor = <T extends { szemely?: { id?: number | string } | undefined }>(member: T): T =>
      member.szemely?.id === 202
        ? { ...member, szuletesiIdo: '2016-02-01', torvenyesKepviselok: [{ nev: 'Fehér Gábor', minoseg: 'SZULO' }] }
        : member;
    const text = documentText(
      {
        ...request,
        korabbi: { ...request.korabbi, tagok: request.korabbi.tagok.map(minor) },
        uj: { ...request.uj, tagok: request.uj.tagok.map(minor) },
      },
      'hatarozat',
    );
    expect(text).toContain('Fehér Gábor törvényes képviselő (szülő)');
  });
});
