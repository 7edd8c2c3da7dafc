import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** A rendered preview as UTF-8 bytes and gzipped (a browser takes the quarter-size gzip). */
export type PreviewPage = { html: Uint8Array<ArrayBuffer>; gzipped: Uint8Array<ArrayBuffer> };

/** The page of an HTML text, both encodings ready to be written to the socket as they are. */
export function toPreviewPage(html: string): PreviewPage {
  const bytes = new TextEncoder().encode(html);
  return { html: bytes, gzipped: new Uint8Array(gzipSync(bytes)) };
}

/**
 * Rendered previews by the hash of (type, director index, request body). The engine is
 * deterministic, so the same body always gives the same page: the wizard's back-and-forth and
 * repeated previews are answered without validating, rendering or compressing again. Least
 * recently used entries go first.
 */
export class PreviewCache {
  readonly #entries = new Map<string, PreviewPage>();
  readonly #capacity: number;

  constructor(capacity = 300) {
    this.#capacity = capacity;
  }

  static keyOf(type: string, index: string | undefined, body: string): string {
    return createHash('sha256')
      .update(`${type}\u0000${index ?? ''}\u0000${body}`)
      .digest('base64url');
  }

  get(key: string): PreviewPage | undefined {
    const page = this.#entries.get(key);
    if (page !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, page);
    }
    return page;
  }

  set(key: string, page: PreviewPage): void {
    this.#entries.delete(key);
    this.#entries.set(key, page);
    if (this.#entries.size > this.#capacity) this.#entries.delete(this.#entries.keys().next().value as string);
  }
}
