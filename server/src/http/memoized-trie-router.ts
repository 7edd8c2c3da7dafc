import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

/** The matches kept, and the longest path kept: a bound on the memory unknown paths can take. */
export const MEMOIZED_MATCHES = 500;
export const MEMOIZED_PATH_LENGTH = 256;

/**
 * Hono's TrieRouter, which the app's routes need (RegExpRouter refuses a parameter next to a fixed segment, as in
 * `/ceg-doc/:type/:index?` beside `/ceg-doc/:type/html/:index?`, so Hono's default SmartRouter falls back to the
 * trie anyway), with its answers kept by method and path: once the routes are added, a path always matches the
 * same handlers and parameters, and Hono only reads a match. The routes an app calls again and again (a preview, the
 * company list) are then matched once instead of walking the trie on every call. The oldest match goes first
 * beyond MEMOIZED_MATCHES; a path longer than MEMOIZED_PATH_LENGTH is matched each time.
 */
export class MemoizedTrieRouter<T> implements Router<T> {
  readonly name = 'MemoizedTrieRouter';
  readonly #trie = new TrieRouter<T>();
  readonly #matches = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T): void {
    this.#matches.clear();
    this.#trie.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    if (path.length > MEMOIZED_PATH_LENGTH) return this.#trie.match(method, path);
    const key = `${method} ${path}`;
    let result = this.#matches.get(key);
    if (result === undefined) {
      result = this.#trie.match(method, path);
      if (this.#matches.size >= MEMOIZED_MATCHES) this.#matches.delete(this.#matches.keys().next().value!);
      this.#matches.set(key, result);
    }
    return result;
  }
}
