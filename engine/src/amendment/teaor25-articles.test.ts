import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { documentText } from './amendment-document-text.test-helper.ts';
import { checkAmendment } from './check-amendment.ts';
import { planAmendment } from './plan-amendment.ts';

const OLD = '56.10 – Éttermi, mozgó vendéglátás';

/** The name change with a registered activity kept in the changed state as `kept` (the registered text by default). */
function withRegisteredActivity(kept = OLD, datum?: string): AmendmentRequest {
  const request = loadAmendmentCase('cegnev');
  return {
    ...request,
    korabbi: { ...request.korabbi, egyebTevekenysegek: [...request.korabbi.egyebTevekenysegek, OLD] },
    uj: { ...request.uj, egyebTevekenysegek: [...request.uj.egyebTevekenysegek, kept] },
    ...(datum ? { dontes: { ...request.dontes, datum } } : {}),
  };
}

const found = (request: AmendmentRequest) =>
  checkAmendment(planAmendment(request), '').find((finding) => finding.code === 'teaor08-letesito-okirat');

describe("a registered activity kept in its TEÁOR'08 wording (Ctv. 131. § (3), decision 102)", () => {
  it("asks for the articles' TEÁOR'25 amendment with the first change after 1 July 2025, in the filing summary too", () => {
    const request = withRegisteredActivity();
    const finding = found(request);
    expect(finding).toMatchObject({
      severity: 'warning',
      path: `uj.egyebTevekenysegek.${request.uj.egyebTevekenysegek.length - 1}`,
    });
    expect(finding?.message).toContain(
      "A bejegyzett létesítő okirat tevékenységei közül a változatlanul hagyott „56.10 – Éttermi, mozgó vendéglátás” (TEÁOR'25: 56.11 – Éttermi vendéglátás; 56.12 – Mozgó vendéglátás) TEÁOR'08 szerinti megjelölés.",
    );
    expect(finding?.message).toContain(
      "a cégnek a létesítő okirat TEÁOR'25-nek megfelelő módosítását is be kell nyújtania (Ctv. 131. § (3))",
    );
    expect(documentText(request, 'benyujtasi-osszesito')).toContain('(Ctv. 131. § (3))');
  });

  it("is not given when the activity is changed to its TEÁOR'25 class, for TEÁOR'25 texts, or before the day", () => {
    expect(found(withRegisteredActivity('56.11 – Éttermi vendéglátás'))).toBeUndefined();
    expect(found(loadAmendmentCase('cegnev'))).toBeUndefined();
    expect(found(withRegisteredActivity(OLD, '2025-06-30'))).toBeUndefined();
  });
});
