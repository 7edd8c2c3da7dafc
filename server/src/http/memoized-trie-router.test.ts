import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { MEMOIZED_MATCHES, MEMOIZED_PATH_LENGTH, MemoizedTrieRouter } from './memoized-trie-router.ts';

const ROUTES: [string, string, string][] = [
  ['ALL', '/api/*', 'no-store'],
  ['POST', '/api/ceg-doc/:type/html/:index?', 'preview'],
  ['POST', '/api/ceg-doc/:type/generate/:index?', 'generate'],
  ['POST', '/api/ceg-doc/:type/:index?', 'plan'],
  ['GET', '/api/tarsasag', 'list'],
  ['GET', '/api/tarsasag/teaor/:query', 'teaor'],
  ['GET', '/api/tarsasag/:id/versions/:versionId', 'version'],
  ['GET', '*', 'web app'],
];

function routers() {
  const trie = new TrieRouter<string>();
  const memoized = new MemoizedTrieRouter<string>();
  for (const [method, path, handler] of ROUTES) {
    trie.add(method, path, handler);
    memoized.add(method, path, handler);
  }
  return { trie, memoized };
}

describe('MemoizedTrieRouter', () => {
  it.each([
    ['POST', '/api/ceg-doc/tarsasagi/html'],
    ['POST', '/api/ceg-doc/alairasminta/html/1'],
    ['POST', '/api/ceg-doc/tarsasagi/generate'],
    ['POST', '/api/ceg-doc/tarsasagi/2'],
    ['GET', '/api/tarsasag'],
    ['GET', '/api/tarsasag/teaor/6201'],
    ['GET', '/api/tarsasag/7/versions/3'],
    ['GET', '/api/tarsasag/teaor/versions/3'],
    ['GET', '/belepes'],
    ['DELETE', '/api/tarsasag/7'],
  ])('matches %s %s as the trie does, the first time and again', (method, path) => {
    const { trie, memoized } = routers();
    const expected = trie.match(method, path);
    const first = memoized.match(method, path);
    expect(first).toEqual(expected);
    expect(memoized.match(method, path)).toBe(first);
  });

  it(`keeps at most ${MEMOIZED_MATCHES} matches, the oldest going first`, () => {
    const { memoized } = routers();
    const first = memoized.match('GET', '/api/tarsasag/teaor/0');
    for (let index = 1; index < MEMOIZED_MATCHES; index += 1) memoized.match('GET', `/api/tarsasag/teaor/${index}`);
    expect(memoized.match('GET', '/api/tarsasag/teaor/0')).toBe(first);
    memoized.match('GET', '/api/tarsasag/teaor/new');
    const again = memoized.match('GET', '/api/tarsasag/teaor/0');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('matches a path longer than the bound every time, without keeping it', () => {
    const { trie, memoized } = routers();
    const path = `/api/tarsasag/teaor/${'x'.repeat(MEMOIZED_PATH_LENGTH)}`;
    const first = memoized.match('GET', path);
    expect(first).toEqual(trie.match('GET', path));
    expect(memoized.match('GET', path)).not.toBe(first);
  });

  it('forgets its matches when a route is added', () => {
    const { memoized } = routers();
    const before = memoized.match('GET', '/api/szemely');
    memoized.add('GET', '/api/szemely', 'persons');
    const after = memoized.match('GET', '/api/szemely');
    expect(after).not.toEqual(before);
    expect(after[0].map(([handler]) => handler)).toContain('persons');
  });
});
