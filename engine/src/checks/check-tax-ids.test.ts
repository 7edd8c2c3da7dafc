import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { checkAmendment } from '../amendment/check-amendment.ts';
import { planAmendment } from '../amendment/plan-amendment.ts';
import { buildTestRequest, testDirector, testMember } from '../model/build-test-request.ts';
import { parseRequest } from '../schema/parse-request.ts';
import { checkRequest } from './check-request.ts';
import { checkTaxIdBirthDates } from './check-tax-ids.ts';

/** The findings of a formation request, parsed from plain JSON. */
function formationFindings(input: unknown) {
  const parsed = parseRequest(JSON.parse(JSON.stringify(input)));
  if (!parsed.ok) throw new Error(parsed.issues.map((issue) => issue.message).join('; '));
  return checkRequest(parsed.value, { today: '2026-11-20' });
}

describe('a tax id naming another birth day than the birth date given (decision 080)', () => {
  it('warns at the tax id, naming both days, once per person; says nothing when the days match or one is missing', () => {
    // 8365670003 stands for 1967-02-13
    const person = { nev: 'Kiss Péter', szuletesiIdo: '1967-02-14', adoazonositoJel: '8365670003' };
    const findings = checkTaxIdBirthDates({ korabbi: { tagok: [person] }, uj: { tagok: [person] } });
    expect(findings).toEqual([
      expect.objectContaining({
        code: 'TAX_ID_BIRTH_DATE',
        severity: 'warning',
        path: 'korabbi.tagok.0.adoazonositoJel',
        message: expect.stringMatching(
          /^Kiss Péter adóazonosító jele \(8365670003\) 1967\. február 13\. .*1967\. február 14\./,
        ),
      }),
    ]);
    // the date's own full stop ends its sentence (decision 086: „1967. február 14..” was printed)
    expect(findings[0]?.message).toContain('a megadott születési idő azonban 1967. február 14. Az adóazonosító jel');
    expect(findings[0]?.message).not.toMatch(/(?<!\.)\.\.(?!\.)/);
    expect(
      checkTaxIdBirthDates({ nev: 'Kiss Péter', szuletesiIdo: '1967-02-13', adoazonositoJel: '8365670003' }),
    ).toEqual([]);
    expect(checkTaxIdBirthDates({ nev: 'Kiss Péter', adoazonositoJel: '8365670003' })).toEqual([]);
    expect(checkTaxIdBirthDates({ nev: 'Kiss Péter', szuletesiIdo: '1967-02-14' })).toEqual([]);
  });

  it('is among the warnings of a formation request, at the director’s field', () => {
    const request = buildTestRequest({
      ugyvezetok: [testDirector('Kovács Anna', { szuletesiIdo: '1967-02-14', adoazonositoJel: '8365670003' })],
    });
    expect(formationFindings(request)).toContainEqual(
      expect.objectContaining({ code: 'TAX_ID_BIRTH_DATE', path: 'tarsasag.ugyvezetok.0.adoazonositoJel' }),
    );
    const matching = buildTestRequest({
      tagok: [testMember('Kiss Péter', { szuletesiIdo: '1967-02-13', adoazonositoJel: '8365670003' })],
    });
    expect(formationFindings(matching).map((finding) => finding.code)).not.toContain('TAX_ID_BIRTH_DATE');
  });

  it('is among the warnings of an amendment', () => {
    const request = loadAmendmentCase('ugyvezeto-csere');
    const [director, ...others] = request.uj.ugyvezetok;
    const changed = {
      ...request,
      uj: { ...request.uj, ugyvezetok: [{ ...director!, szuletesiIdo: '1979-11-06' }, ...others] },
    };
    expect(checkAmendment(planAmendment(request), '').map((finding) => finding.code)).not.toContain(
      'TAX_ID_BIRTH_DATE',
    );
    expect(checkAmendment(planAmendment(changed), '')).toContainEqual(
      expect.objectContaining({ code: 'TAX_ID_BIRTH_DATE', path: 'uj.ugyvezetok.0.adoazonositoJel' }),
    );
  });
});
