import { createAmendmentRenderer, parseAmendmentRequest, type CompanyInput } from '@cegdok/engine';
import { browserEngineOptions } from '../../../lib/browser-engine.ts';

// The amendment case tagok-szerzodese-jogi-szemely-tag with its holding member made one without a saved person (typed
// in on its card, or saved through the API), for the tests of members referenced by name (decision 046).

const files = import.meta.glob('../../../../../fixtures/amendments/tagok-szerzodese-jogi-szemely-tag/*.json', {
  import: 'default',
  eager: true,
}) as Record<string, Record<string, unknown>>;

/** The case's legal-entity member. */
export const HOLDING = 'Fehér Holding Korlátolt Felelősségű Társaság';

/** A fresh copy of one of the case's files. */
export function holdingCaseFile(name: 'registered' | 'changed' | 'amendment'): Record<string, unknown> {
  return structuredClone(files[`../../../../../fixtures/amendments/tagok-szerzodese-jogi-szemely-tag/${name}.json`]!);
}

/** The company with the holding's saved-person id taken away; Nagy Lajos keeps his (201). */
export function withoutHoldingId(company: unknown): CompanyInput {
  const tagok = (company as { tagok: { nev: string; szemely?: unknown }[] }).tagok;
  for (const tag of tagok) if (tag.nev === HOLDING) delete tag.szemely;
  return company as CompanyInput;
}

/**
 * The case's amendment with `changes` in place of its director change, between `korabbi` and `uj`, prepared by the
 * engine as the web app prepares it; throws on a schema issue.
 */
export function prepareHoldingAmendment(korabbi: unknown, uj: unknown, changes: Record<string, unknown>) {
  const parsed = parseAmendmentRequest({
    ...holdingCaseFile('amendment'),
    ugyvezetoValtozas: undefined,
    ...changes,
    bejegyzes: holdingCaseFile('registered')['bejegyzes'],
    korabbi,
    uj,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const renderer = createAmendmentRenderer(browserEngineOptions());
  return { renderer, prepared: renderer.prepare(parsed.value) };
}
