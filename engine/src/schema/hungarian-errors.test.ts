import { describe, expect, it } from 'vitest';
import { parseRequest } from './parse-request.ts';

const messages = (input: unknown) => {
  const result = parseRequest(input);
  return result.ok ? {} : Object.fromEntries(result.issues.map((issue) => [issue.path, issue.message]));
};

describe('messages of a value of the wrong kind', () => {
  it('name the kinds in Hungarian: a missing object, null for an object', () => {
    const found = messages({
      keltezesHelye: 'Budapest',
      keltezesIdeje: '2026-11-26',
      ugyvediIroda: null,
    });
    expect(found['tarsasag']).toBe('Hiányzó érték: objektum megadása kötelező.');
    expect(found['ugyvediIroda']).toBe('Érvénytelen érték: objektum helyett üres érték (null) érkezett.');
    for (const message of Object.values(found)) expect(message).not.toMatch(/\b(object|string|undefined|null,)\b/);
  });
});
