import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** A rendered preview as UTF-8 bytes and gzipped (a browser takes the quarter-size gzip). */
export type PreviewPage = { html: Uint8Array<ArrayBuffer>; gzipped: Uint8Array<ArrayBuffer> };

/** The page of an HTML text (or its UTF-8 bytes), both encodings ready to be written to the socket as they are. */
export async function toPreviewPage(html: string | Uint8Array): Promise<PreviewPage> {
  const bytes = typeof html === 'string' ? new TextEncoder().encode(html) : new Uint8Array(html);
  // Compressed off the event loop (libuv's thread pool): a large page takes milliseconds.
  return { html: bytes, gzipped: new Uint8Array(await gzipAsync(bytes)) };
}

/** The default bounds: the entry count, and the bytes of both encodings together (PREVIEW_CACHE_MB). */
export const PREVIEW_CACHE_ENTRIES = 300;
export const PREVIEW_CACHE_BYTES = 32 * 1024 * 1024;

function sizeOf(page: PreviewPage): number {
  return page.html.byteLength + page.gzipped.byteLength;
}

/**
 * Rendered previews by type, director index and the hash of the request body. The engine is
 * deterministic, so the same body always gives the same page: the wizard's back-and-forth and
 * repeated previews are answered without validating, rendering or compressing again. Bounded by
 * entries and by bytes; least recently used entries go first, and a page larger than the whole
 * byte budget is not kept.
 */
export class PreviewCache {
  readonly #entries = new Map<string, PreviewPage>();
  /** Pages being rendered now, by key: a request that comes while its page renders waits for that render. */
  readonly #rendering = new Map<string, Promise<PreviewPage>>();
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(bounds: { maxEntries?: number; maxBytes?: number } = {}) {
    this.#maxEntries = bounds.maxEntries ?? PREVIEW_CACHE_ENTRIES;
    this.#maxBytes = bounds.maxBytes ?? PREVIEW_CACHE_BYTES;
  }

  /** The key of a request: its type, director index and the SHA-256 of its body bytes (one-shot, no Hash object). */
  static keyOf(type: string, index: string | undefined, body: Uint8Array): string {
    return `${type}\u0000${index ?? ''}\u0000${hash('sha256', body, 'base64url')}`;
  }

  /** Entries and bytes held now. */
  get usage(): { entries: number; bytes: number } {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }

  get(key: string): PreviewPage | undefined {
    const page = this.#entries.get(key);
    if (page !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, page);
    }
    return page;
  }

  /**
   * The page of `key`: from the cache, from the render of it already running, or rendered by `render` and kept.
   * Identical previews arriving together (the first ones of a burst) render once.
   */
  async getOrRender(key: string, render: () => Promise<PreviewPage>): Promise<PreviewPage> {
    const page = this.get(key) ?? this.#rendering.get(key);
    if (page !== undefined) return page;
    const rendering = render();
    this.#rendering.set(key, rendering);
    try {
      const rendered = await rendering;
      this.set(key, rendered);
      return rendered;
    } finally {
      this.#rendering.delete(key);
    }
  }

  set(key: string, page: PreviewPage): void {
    this.#delete(key);
    if (sizeOf(page) > this.#maxBytes) return;
    this.#entries.set(key, page);
    this.#bytes += sizeOf(page);
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes)
      this.#delete(this.#entries.keys().next().value as string);
  }

  #delete(key: string): void {
    const page = this.#entries.get(key);
    if (page === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= sizeOf(page);
  }
}
