import { parseRequest, type DocumentRequest } from '@cegdok/engine';

const PREFIX = '../../../../fixtures/';
const files = import.meta.glob('../../../../fixtures/*.json', { import: 'default', eager: true }) as Record<
  string,
  unknown
>;

/** The names of the sample requests of `fixtures/` (every valid variant; `fixtures/invalid/` is not bundled). */
export const fixtureNames = Object.keys(files)
  .map((path) => path.slice(PREFIX.length, -'.json'.length))
  .sort();

/** A sample request of `fixtures/` (bundled), validated with the engine's schema. */
export function loadFixture(name: string): DocumentRequest {
  const input = files[`${PREFIX}${name}.json`];
  if (input === undefined) throw new Error(`Nincs ilyen minta: fixtures/${name}.json`);
  const parsed = parseRequest(input);
  if (!parsed.ok) throw new Error(parsed.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '));
  return parsed.value;
}
