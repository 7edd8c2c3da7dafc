import { buildRequestJsonSchema, type JsonSchemaNode } from './request-json-schema.ts';

/** UTF-8 takes at most 3 bytes for a UTF-16 unit (a surrogate pair is 4 bytes for 2 units). */
const BYTES_PER_CHARACTER = 3;
/** Room for the whitespace and line breaks of a pretty-printed value (indentation included). */
const WHITESPACE_PER_VALUE = 24;
/** A number, a boolean or null written out. */
const SCALAR_BYTES = 24;

function maxBytes(node: JsonSchemaNode): number {
  if (node.anyOf) return Math.max(...node.anyOf.map(maxBytes));
  if (node.properties)
    return (
      2 +
      Object.entries(node.properties).reduce(
        (total, [key, child]) => total + key.length + 4 + WHITESPACE_PER_VALUE + maxBytes(child),
        0,
      )
    );
  if (node['type'] === 'array')
    return 2 + ((node['maxItems'] as number) ?? 0) * (maxBytes(node.items ?? {}) + 1 + WHITESPACE_PER_VALUE);
  if (node['type'] === 'string') {
    const longestEnum = Array.isArray(node['enum'])
      ? Math.max(...node['enum'].map((value) => String(value).length))
      : 0;
    const length = (node['maxLength'] as number | undefined) ?? (longestEnum || 32);
    return 2 + length * BYTES_PER_CHARACTER;
  }
  return SCALAR_BYTES;
}

/**
 * The largest JSON text of a request the schema can accept: every text at its maximum length in 3-byte characters,
 * every list at its maximum count, pretty-printed. The server's body limit follows from it (control characters
 * written as `\u0001` escapes are the one thing it leaves out).
 */
export function maxRequestBytes(): number {
  return maxBytes(buildRequestJsonSchema());
}
