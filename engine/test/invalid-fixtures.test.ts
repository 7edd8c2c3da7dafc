import { describe, expect, it } from 'vitest';
import { fixtureNames, loadFixture } from '../../fixtures/index.ts';
import { invalidFixtureNames, invalidFixtures, readInvalidFixture } from '../../fixtures/invalid/index.ts';
import { checkDocumentRequest } from '../src/checks/check-request.ts';
import { parseRequest } from '../src/schema/parse-request.ts';

const TODAY = '2026-11-20';

describe('invalid fixtures', () => {
  it('holds at least twelve requests', () => {
    expect(invalidFixtureNames.length).toBeGreaterThanOrEqual(12);
  });

  describe.each(invalidFixtureNames)('%s', (name) => {
    it('parses, and the checks refuse it with exactly the expected errors', () => {
      const parsed = parseRequest(readInvalidFixture(name));
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
      const { errors } = checkDocumentRequest(parsed.value, { today: TODAY });
      expect(errors.map(({ code, statute, path }) => ({ code, statute, path }))).toEqual(invalidFixtures[name]);
      for (const error of errors) expect(error.message).toContain(error.statute);
    });
  });
});

describe('valid fixtures', () => {
  it.each(fixtureNames)('%s passes the checks without an error', (name) => {
    expect(checkDocumentRequest(loadFixture(name), { today: TODAY }).errors).toEqual([]);
  });
});
