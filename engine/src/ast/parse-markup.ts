import { parseDocument } from 'htmlparser2';
import type { ChildNode } from 'domhandler';

// The templates' HTML as a node tree. The templates write a small, well-formed vocabulary, which one indexOf scan
// reads into the same tree htmlparser2 would build, in a fraction of its time; anything outside that vocabulary
// (an unknown tag or entity, a tag closed by implication, a stray `<`) goes to htmlparser2 itself.

export type MarkupElement = { type: 'tag'; name: string; attribs: Record<string, string>; children: MarkupNode[] };
export type MarkupNode = MarkupElement | { type: 'text'; data: string } | { type: 'comment'; data: string };
export type MarkupRoot = { children: MarkupNode[] };

/** The tags of the document vocabulary (see parse-blocks.ts); `br` and `hr` are void. */
const VOCABULARY = new Set([
  ...['title', 'h1', 'h2', 'p', 'section', 'div', 'ol', 'li', 'hr', 'br'],
  ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'strong', 'b', 'em', 'i', 'span'],
]);
const VOID = new Set(['br', 'hr']);

/** Opening these closes the listed open element in htmlparser2 (its `openImpliesClose`, within the vocabulary). */
const HEADING_CLOSES = ['h1', 'h2', 'p'];
const IMPLIES_CLOSE = new Map<string, readonly string[]>(
  Object.entries({
    tr: ['tr', 'th', 'td'],
    th: ['th'],
    td: ['thead', 'th', 'td'],
    li: ['li'],
    p: ['p'],
    h1: HEADING_CLOSES,
    h2: HEADING_CLOSES,
    div: ['p'],
    hr: ['p'],
    ol: ['p'],
    section: ['p'],
    table: ['p'],
    tbody: ['thead', 'tbody'],
    tfoot: ['thead', 'tbody'],
  }),
);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};
const NUMERIC_ENTITY = /^#(?:\d{1,7}|[xX][\da-fA-F]{1,6})$/;

/** A code point htmlparser2 decodes as itself (not NUL, a surrogate, a C1 control or beyond Unicode). */
function isPlainCodePoint(code: number): boolean {
  return (
    code === 0x09 ||
    code === 0x0a ||
    code === 0x0d ||
    (code >= 0x20 && code < 0x7f) ||
    (code >= 0xa0 && code < 0xd800) ||
    (code >= 0xe000 && code <= 0x10ffff)
  );
}

/** Decodes the entities nunjucks' autoescape writes (and `&nbsp;`, numeric ones); null on any other. */
function decodeEntities(text: string): string | null {
  let amp = text.indexOf('&');
  if (amp < 0) return text;
  let decoded = '';
  let from = 0;
  while (amp >= 0) {
    const semicolon = text.indexOf(';', amp);
    if (semicolon < 0) return null;
    const name = text.slice(amp + 1, semicolon);
    let char = NAMED_ENTITIES[name];
    if (char === undefined) {
      if (!NUMERIC_ENTITY.test(name)) return null;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      if (!isPlainCodePoint(code)) return null;
      char = String.fromCodePoint(code);
    }
    decoded += text.slice(from, amp) + char;
    from = semicolon + 1;
    amp = text.indexOf('&', from);
  }
  return decoded + text.slice(from);
}

const OPEN_TAG = /^([a-z][a-z\d]*)((?:\s+[a-z][a-z\d-]*(?:="[^"]*"|='[^']*')?)*)\s*(\/?)$/;
const ATTRIBUTE = /\s+([a-z][a-z\d-]*)(?:="([^"]*)"|='([^']*)')?/g;

function parseAttributes(source: string): Record<string, string> | null {
  const attribs: Record<string, string> = {};
  if (source === '') return attribs;
  ATTRIBUTE.lastIndex = 0;
  for (let match = ATTRIBUTE.exec(source); match !== null; match = ATTRIBUTE.exec(source)) {
    const value = decodeEntities(match[2] ?? match[3] ?? '');
    if (value === null) return null;
    // htmlparser2 keeps the first of repeated attributes
    if (!(match[1]! in attribs)) attribs[match[1]!] = value;
  }
  return attribs;
}

/** An open tag of the vocabulary as the scan reads it, with what its name implies. */
type OpenTag = { name: string; attribs: Record<string, string>; isVoid: boolean; closes: readonly string[] };

function parseOpenTag(source: string): OpenTag | null {
  const match = OPEN_TAG.exec(source);
  if (match === null) return null;
  const name = match[1]!;
  const isVoid = VOID.has(name);
  if (!VOCABULARY.has(name) || (match[3] === '/' && !isVoid)) return null;
  const attribs = parseAttributes(match[2]!);
  if (attribs === null) return null;
  // every element of this tag shares the attributes: frozen, so that no reader can change them for the others
  return { name, attribs: Object.freeze(attribs), isVoid, closes: IMPLIES_CLOSE.get(name) ?? [] };
}

// Templates repeat a few dozen open tags (`p class="clause"`, `strong` …): a map look-up is cheaper than reading each
// again with OPEN_TAG. Bounded, in case some markup writes data into its attributes.
const openTags = new Map<string, OpenTag | null>();
const OPEN_TAGS_KEPT = 512;

/** The open tag whose source (between `<` and `>`) is `source`, or null if the scan leaves it to htmlparser2. */
function readOpenTag(source: string): OpenTag | null {
  let tag = openTags.get(source);
  if (tag === undefined) {
    tag = parseOpenTag(source);
    if (openTags.size < OPEN_TAGS_KEPT) openTags.set(source, tag);
  }
  return tag;
}

/** Appends `raw` as a text node (if any); false if it holds an entity this scan does not decode. */
function appendText(parent: MarkupRoot, raw: string, hasAmpersand = true): boolean {
  if (raw === '') return true;
  const data = hasAmpersand ? decodeEntities(raw) : raw;
  if (data === null) return false;
  parent.children.push({ type: 'text', data });
  return true;
}

/** The tree of vocabulary markup, or null where htmlparser2's reading could differ from this scan's. */
export function scanVocabulary(html: string): MarkupRoot | null {
  const root: MarkupRoot = { children: [] };
  const open: MarkupElement[] = [];
  let parent: MarkupRoot | MarkupElement = root;
  let position = 0;
  // where the next `&` is: text before it has no entity to decode (one scan of the markup, not one of every text)
  let ampersand = html.indexOf('&');
  while (position < html.length) {
    const lt = html.indexOf('<', position);
    const textEnd = lt < 0 ? html.length : lt;
    if (ampersand >= 0 && ampersand < position) ampersand = html.indexOf('&', position);
    const hasAmpersand = ampersand >= 0 && ampersand < textEnd;
    if (!appendText(parent, html.slice(position, textEnd), hasAmpersand)) return null;
    if (lt < 0) break;
    const next = html.charCodeAt(lt + 1);
    if (next === 0x2f /* / */) {
      const element = open.pop();
      // the end tag of the open element, `</name>`, and nothing else
      const gt = lt + 2 + (element?.name.length ?? 0);
      if (element === undefined || html.charCodeAt(gt) !== 0x3e || !html.startsWith(element.name, lt + 2)) return null;
      parent = open[open.length - 1] ?? root;
      position = gt + 1;
      continue;
    }
    if (next === 0x21 /* ! */) {
      if (!html.startsWith('<!--', lt) || html.startsWith('<!-->', lt) || html.startsWith('<!--->', lt)) return null;
      const end = html.indexOf('-->', lt + 4);
      if (end < 0) return null;
      parent.children.push({ type: 'comment', data: html.slice(lt + 4, end) });
      position = end + 3;
      continue;
    }
    const gt = html.indexOf('>', lt);
    if (gt < 0) return null;
    const tag = readOpenTag(html.slice(lt + 1, gt));
    if (tag === null) return null;
    const { name, isVoid } = tag;
    const top = open[open.length - 1];
    if (top !== undefined && tag.closes.includes(top.name)) return null;
    const element: MarkupElement = { type: 'tag', name, attribs: tag.attribs, children: [] };
    parent.children.push(element);
    position = gt + 1;
    if (name === 'title') {
      // htmlparser2 reads a title as text up to `</title>`
      const end = html.indexOf('</title>', position);
      if (end < 0 || html.slice(position, end).includes('<')) return null;
      if (!appendText(element, html.slice(position, end))) return null;
      position = end + '</title>'.length;
    } else if (!isVoid) {
      open.push(element);
      parent = element;
    }
  }
  return open.length === 0 ? root : null;
}

function fromDom(nodes: ChildNode[]): MarkupNode[] {
  const converted: MarkupNode[] = [];
  for (const node of nodes) {
    if (node.type === 'text' || node.type === 'comment') converted.push({ type: node.type, data: node.data });
    else if (node.type === 'tag' || node.type === 'script' || node.type === 'style')
      converted.push({ type: 'tag', name: node.name, attribs: node.attribs, children: fromDom(node.children) });
  }
  return converted;
}

/** Parses HTML as htmlparser2 does (entities decoded, tag and attribute names lower-case). */
export function parseMarkup(html: string): MarkupRoot {
  return scanVocabulary(html) ?? parseMarkupWithHtmlparser2(html);
}

/** htmlparser2's own reading, for the tests that hold the scan against it. */
export function parseMarkupWithHtmlparser2(html: string): MarkupRoot {
  return { children: fromDom(parseDocument(html, { decodeEntities: true }).children) };
}
