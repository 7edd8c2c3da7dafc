import { parseAmendmentRequest, type AmendmentRequest } from '@cegdok/engine';

const PREFIX = '../../../../fixtures/amendments/';
const files = import.meta.glob('../../../../fixtures/amendments/*/*.json', {
  import: 'default',
  eager: true,
}) as Record<string, unknown>;

/** The names of the amendment cases of `fixtures/amendments/` (the refused ones of `invalid/` are not bundled). */
export const amendmentCaseNames = Object.keys(files)
  .filter((path) => path.endsWith('/registered.json'))
  .map((path) => path.slice(PREFIX.length, -'/registered.json'.length))
  .sort();

/** An amendment case of `fixtures/amendments/` (bundled), assembled as `cegdok amend` does and validated. */
export function loadAmendmentCase(name: string): AmendmentRequest {
  const file = (which: string) => files[`${PREFIX}${name}/${which}.json`] as Record<string, unknown> | undefined;
  const registered = file('registered');
  const changed = file('changed');
  const amendment = file('amendment');
  if (!registered || !changed || !amendment)
    throw new Error(`Nincs ilyen módosítási minta: fixtures/amendments/${name}`);
  const parsed = parseAmendmentRequest({
    ...amendment,
    bejegyzes: registered['bejegyzes'],
    korabbi: registered['tarsasag'],
    okirat: registered['okirat'],
    uj: changed,
  });
  if (!parsed.ok) throw new Error(parsed.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '));
  return parsed.value;
}
