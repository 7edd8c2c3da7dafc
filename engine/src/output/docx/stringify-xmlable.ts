import type { IXmlableObject } from 'docx';

const ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&apos;', '<': '&lt;', '>': '&gt;' };

// eslint-disable-next-line no-control-regex
const SPECIAL = /[&"'<>\x00-\x08\x0B\x0C\x0E-\x1F]/g;

/** Escapes as docx does: markup characters become entities, control characters XML cannot hold are dropped. */
function escapeValue(value: unknown): string {
  if (typeof value !== 'string') return String(value);
  SPECIAL.lastIndex = 0;
  return SPECIAL.test(value) ? value.replace(SPECIAL, (char) => ESCAPES[char] ?? '') : value;
}

function firstKey(node: object): string | undefined {
  for (const key in node) return key;
  return undefined;
}

function attributesOf(attributes: Record<string, unknown>): string {
  let out = '';
  for (const key in attributes) out += ` ${key}="${escapeValue(attributes[key])}"`;
  return out;
}

/**
 * Writes the XML of an object that a docx component's `prepForXml` gives (the `xml` package's object form, e.g.
 * `{ "w:b": { _attr: { "w:val": false } } }`) exactly as docx's own Packer writes it, without indentation. The DOCX
 * writer formats only the parts that change from document to document this way instead of packing a whole file.
 */
export function stringifyXmlable(node: IXmlableObject): string {
  const name = firstKey(node);
  if (name === undefined) return '';
  const value: unknown = node[name];
  let attributes = '';
  const content: string[] = [];
  if (typeof value === 'object' && value !== null) {
    const { _attr: attr } = value as { _attr?: Record<string, unknown> };
    if (attr) attributes += attributesOf(attr);
    if (Array.isArray(value)) {
      let hasText = false;
      content.push('');
      for (const child of value as unknown[]) {
        if (typeof child === 'object' && child !== null) {
          if (firstKey(child) === '_attr')
            attributes += attributesOf((child as { _attr: Record<string, unknown> })._attr);
          else content.push(stringifyXmlable(child as IXmlableObject));
        } else {
          // Text replaces what came before it, as in docx's writer (an element holds either text or elements).
          content.pop();
          hasText = true;
          content.push(escapeValue(child));
        }
      }
      if (!hasText) content.push('');
    }
  } else if (value !== null) content.push(value === undefined ? '' : escapeValue(value));
  return content.length === 0 ? `<${name}${attributes}/>` : `<${name}${attributes}>${content.join('')}</${name}>`;
}
