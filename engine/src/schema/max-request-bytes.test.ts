import { describe, expect, it } from 'vitest';
import { maxRequestBytes } from './max-request-bytes.ts';
import { parseRequest } from './parse-request.ts';
import { TAX_ID_PATTERN } from './primitives.ts';
import { buildRequestJsonSchema, type JsonSchemaNode } from './request-json-schema.ts';

/** The largest value the schema node allows: 3-byte characters to every maximum length, every list full. */
function largest(node: JsonSchemaNode): unknown {
  if (node.anyOf) return largest(node.anyOf.find((option) => option['type'] !== 'integer') ?? node.anyOf[0]!);
  if (node.properties)
    return Object.fromEntries(Object.entries(node.properties).map(([key, child]) => [key, largest(child)]));
  // a list's free texts differ in their last characters: a legal entity's joint co-representatives must be different
  // persons (decision 041)
  if (node['type'] === 'array')
    return Array.from({ length: node['maxItems'] as number }, (_, index) => {
      const item = largest(node.items ?? {});
      return typeof item === 'string' && /^€+$/u.test(item) ? `${item.slice(0, -String(index).length)}${index}` : item;
    });
  if (Array.isArray(node['enum']))
    return [...(node['enum'] as string[])].sort((left, right) => right.length - left.length)[0];
  if (node['format'] === 'date') return '2026-12-31';
  if (node['pattern'] === TAX_ID_PATTERN) return '8365670003';
  if (node['pattern']) return '999 999 999 999 Ft';
  if (node['type'] === 'string') return '€'.repeat((node['maxLength'] as number | undefined) ?? 10);
  if (node['type'] === 'boolean') return true;
  return (node['maximum'] as number | undefined) ?? 1;
}

describe('maxRequestBytes', () => {
  it('bounds the largest request the schema accepts, pretty-printed, with a few MB', () => {
    const request = largest(buildRequestJsonSchema());
    const parsed = parseRequest(request);
    expect(parsed.ok ? [] : parsed.issues.slice(0, 3)).toEqual([]);
    const bytes = Buffer.byteLength(JSON.stringify(request, null, 2));
    expect(bytes).toBeGreaterThan(2_000_000);
    expect(bytes).toBeLessThanOrEqual(maxRequestBytes());
    // every owner of 101 properties may carry two legal representatives (decision 057): about 13 MB at most
    expect(maxRequestBytes()).toBeLessThan(16 * 1024 * 1024);
  });
});
