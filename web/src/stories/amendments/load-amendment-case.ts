import { parseAmendmentRequest, type AmendmentRequest } from '@cegdok/engine';

const PREFIX = '../../../../fixtures/amendments/';
const files = import.meta.glob(
  ['../../../../fixtures/amendments/*/*.json', '../../../../fixtures/amendments/invalid/*/*.json'],
  { import: 'default', eager: true },
) as Record<string, unknown>;
const caseNames = Object.keys(files)
  .filter((path) => path.endsWith('/registered.json'))
  .map((path) => path.slice(PREFIX.length, -'/registered.json'.length))
  .sort();

/** The names of the amendment cases of `fixtures/amendments/`: each one the engine plans and renders. */
export const amendmentCaseNames = caseNames.filter((name) => !name.startsWith('invalid/'));

/** The cases of `fixtures/amendments/invalid/` (`invalid/<name>`): the engine refuses each, naming the rule broken. */
export const refusedAmendmentCaseNames = caseNames.filter((name) => name.startsWith('invalid/'));

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
