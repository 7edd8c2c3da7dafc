import { createHash } from 'node:crypto';

/**
 * Rendered previews by the hash of (type, director index, request body). The engine is
 * deterministic, so the same body always gives the same page: the wizard's back-and-forth and
 * repeated previews are answered without validating and rendering again. Pages are kept as
 * UTF-8 bytes, so a hit is written to the socket without encoding the page again. Least recently
 * used entries go first.
 */
export class PreviewCache {
  readonly #entries = new Map<string, Uint8Array<ArrayBuffer>>();
  readonly #capacity: number;

  constructor(capacity = 300) {
    this.#capacity = capacity;
  }

  static keyOf(type: string, index: string | undefined, body: string): string {
    return createHash('sha256')
      .update(`${type}\u0000${index ?? ''}\u0000${body}`)
      .digest('base64url');
  }

  get(key: string): Uint8Array<ArrayBuffer> | undefined {
    const html = this.#entries.get(key);
    if (html !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, html);
    }
    return html;
  }

  set(key: string, html: Uint8Array<ArrayBuffer>): void {
    this.#entries.delete(key);
    this.#entries.set(key, html);
    if (this.#entries.size > this.#capacity) this.#entries.delete(this.#entries.keys().next().value as string);
  }
}
