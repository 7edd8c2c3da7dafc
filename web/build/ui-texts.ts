// The web app's user-facing texts, read from the source with the TypeScript parser, for one proofread catalogue
// (web/UI-TEXTS.md, `npm run ui-texts -w web`) and the style test of src/ui-texts.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export type FileTexts = { file: string; texts: string[] };

/** Attributes and object keys whose value is read or heard by the user even when it has no accented letter. */
const UI_KEYS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'description',
  'alt',
  'lead',
  'error',
  'message',
  'confirmLabel',
  'cancelLabel',
]);
/** A Hungarian accented letter: a string with one is Hungarian prose, not code (`'space-between'`, `'tier-price'`). */
const HUNGARIAN_LETTER = /[áéíóöőúüű]/i;
/** Where an expression stands in a text: a name, a number or a date the user sees filled in. */
export const PLACEHOLDER = '…';

/** Source files of the app: tests, stories and test helpers left out. */
export function uiSourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'stories' ? [] : uiSourceFiles(path);
      return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
    })
    .sort();
}

/** JSX text as React renders it: line breaks with their indentation collapse, lines are joined by a space. */
function jsxText(raw: string): string {
  return raw
    .replace(/^\s*\n\s*/, '')
    .replace(/\s*\n\s*$/, '')
    .replace(/\s*\n\s*/g, ' ');
}

function isConsoleCall(node: ts.Node): boolean {
  return (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    ts.isIdentifier(node.expression.expression) &&
    node.expression.expression.text === 'console'
  );
}

type JsxParent = ts.JsxElement | ts.JsxFragment;

/** An element with text of its own is one sentence: its inline children's text and `…` for each expression. */
function sentenceOf(children: ts.NodeArray<ts.JsxChild>): string {
  return children
    .map((child) => {
      if (ts.isJsxText(child)) return jsxText(child.text);
      if (ts.isJsxExpression(child)) {
        if (!child.expression) return '';
        return ts.isStringLiteral(child.expression) ? child.expression.text : PLACEHOLDER;
      }
      if (ts.isJsxElement(child) || ts.isJsxFragment(child)) return sentenceOf(child.children);
      return '';
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

function hasOwnText(node: JsxParent): boolean {
  return node.children.some((child) => ts.isJsxText(child) && /\p{L}/u.test(child.text));
}

function templateText(node: ts.TemplateExpression): string {
  return node.head.text + node.templateSpans.map((span) => PLACEHOLDER + span.literal.text).join('');
}

/** The user-facing texts of one source file, in their order, each once. */
export function extractUiTexts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const texts: string[] = [];
  const add = (text: string, always = false) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (/\p{L}/u.test(clean) && (always || HUNGARIAN_LETTER.test(clean))) texts.push(clean);
  };
  const visit = (node: ts.Node): void => {
    // Module names, string types and developer logs are not read by the user.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isLiteralTypeNode(node)) return;
    if (isConsoleCall(node)) return;
    if ((ts.isJsxElement(node) || ts.isJsxFragment(node)) && hasOwnText(node)) {
      add(sentenceOf(node.children), true);
      // Attributes and expressions inside still hold texts of their own (a label, a conditional message).
      if (ts.isJsxElement(node)) visit(node.openingElement);
      node.children.forEach((child) => {
        if (!ts.isJsxText(child)) visitInside(child);
      });
      return;
    }
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      add(node.initializer.text, UI_KEYS.has(node.name.getText(file)));
      return;
    }
    if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.initializer)) {
      add(node.initializer.text, UI_KEYS.has(node.name.getText(file).replace(/['"]/g, '')));
      return;
    }
    if (ts.isJsxText(node)) add(jsxText(node.text), true);
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node.text);
    else if (ts.isTemplateExpression(node)) add(templateText(node));
    ts.forEachChild(node, visit);
  };
  /** A child of a sentence: its nested elements are already in the sentence, their expressions are not. */
  const visitInside = (node: ts.Node): void => {
    if (ts.isJsxElement(node)) {
      visit(node.openingElement);
      node.children.forEach((child) => {
        if (!ts.isJsxText(child)) visitInside(child);
      });
    } else if (ts.isJsxFragment(node)) node.children.forEach((child) => visitInside(child));
    else if (ts.isJsxExpression(node) && node.expression && !ts.isStringLiteral(node.expression))
      visit(node.expression);
    else if (ts.isJsxSelfClosingElement(node)) visit(node);
  };
  visit(file);
  return [...new Set(texts)];
}

/** Every source file of `root` with the texts it shows, files without any left out. */
export function collectUiTexts(root: string): FileTexts[] {
  return uiSourceFiles(root)
    .map((path) => ({
      file: relative(root, path).split('\\').join('/'),
      texts: extractUiTexts(path, readFileSync(path, 'utf8')),
    }))
    .filter((entry) => entry.texts.length > 0);
}

/** The catalogue a proofreader reads: every text of every file, grouped by file. */
export function renderUiTextCatalogue(files: FileTexts[]): string {
  const count = files.reduce((sum, entry) => sum + entry.texts.length, 0);
  const sections = files.map(
    (entry) =>
      `## ${entry.file}\n\n${entry.texts.map((text) => `- ${text.replace(/([\\`*_<>[\]|])/g, '\\$1')}`).join('\n')}\n`,
  );
  return [
    '# A webalkalmazás felületi szövegei',
    '',
    `A \`web/src\` minden felhasználónak szóló szövege (${count} szöveg, ${files.length} fájl), fájlonként, a forrásbeli sorrendben.`,
    `A „${PLACEHOLDER}” helyén név, szám vagy dátum áll. Ez a fájl generált: a forrás módosítása után`,
    '`npm run ui-texts -w web` írja újra; a `web/src/ui-texts.test.ts` teszt ellenőrzi, hogy naprakész, és hogy a',
    'szövegekben nincs névelő-egyeztetési hiba, kettőzött írásjel vagy tegező forma.',
    '',
    ...sections,
  ].join('\n');
}
