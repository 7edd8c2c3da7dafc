// The helpers the compiled templates call (see compile-template.ts). Each one keeps the behaviour of the nunjucks
// runtime function it replaces (named beside it), so the markup stays byte for byte what nunjucks printed.

/**
 * Text that is already markup: printed without escaping. Like nunjucks' `SafeString` it is a `String` object, so
 * string methods and filters work on it, and, as an object, it is truthy even when empty.
 */
export class SafeString {
  readonly length: number;
  constructor(readonly val: string) {
    this.length = val.length;
  }
  toString(): string {
    return this.val;
  }
  valueOf(): string {
    return this.val;
  }
}
Object.setPrototypeOf(SafeString.prototype, String.prototype);

/** Marks a string as markup (nunjucks' `markSafe` for strings). */
export function markSafe(markup: string): SafeString {
  return new SafeString(markup);
}

/** Where a template failed: nunjucks' message shape, `(file) [Line L, Column C]` and the reason, 1-based. */
export class TemplateError extends Error {
  override name = 'Template render error';
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`(${file})${line ? ` [Line ${line}, Column ${column}]` : ''}\n  ${reason}`, options);
  }
}

/** Thrown by the compiled code; the template function that catches it adds the file (`TemplateError`). */
export class UndefinedOutputError extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
  ) {
    super('attempted to output null or undefined value');
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
  '\\': '&#92;',
};
const ESCAPED = /[&"'<>\\]/;
const ESCAPED_ALL = /[&"'<>\\]/g;
const escapeChar = (char: string) => ESCAPES[char]!;

/** nunjucks' `lib.escape`. */
export function escapeHtml(text: string): string {
  return ESCAPED.test(text) ? text.replace(ESCAPED_ALL, escapeChar) : text;
}

/**
 * `{{ value }}` with autoescape and `throwOnUndefined` (nunjucks' `suppressValue(ensureDefined(…))`); `line` and
 * `column` are 1-based.
 */
export function output(value: unknown, line: number, column: number): string {
  if (value === undefined || value === null) throw new UndefinedOutputError(line, column);
  if (value instanceof SafeString) return value.val;
  return escapeHtml(typeof value === 'string' ? value : (value as { toString(): string }).toString());
}

/** `a.b` and `a[b]` (nunjucks' `memberLookup`): a method comes back bound to its object. */
export function member(target: unknown, key: string | number): unknown {
  if (target === undefined || target === null) return undefined;
  const value = (target as Record<string | number, unknown>)[key];
  return typeof value === 'function' ? bindMethod(target, value as (...args: unknown[]) => unknown) : value;
}

/** A method read without calling it: bound to its object, as nunjucks' `memberLookup` does. */
export function bindMethod(target: unknown, method: (...args: unknown[]) => unknown): (...args: unknown[]) => unknown {
  return (...args) => method.apply(target, args);
}

/** Why a callee cannot be called (nunjucks' `callWrap`); throws. */
export function notCallable(callee: unknown, name: string): never {
  if (!callee) throw new Error(`Unable to call \`${name}\`, which is undefined or falsey`);
  throw new Error(`Unable to call \`${name}\`, which is not a function`);
}

/** A macro called without keyword arguments reads its defaults from this (nunjucks makes a new `{}`). */
export const NO_KEYWORD_ARGS: Readonly<Record<string, unknown>> = Object.freeze({});

type KeywordArgs = Record<string, unknown> & { __keywords: true };

/** `f(name=value)`: the trailing keyword argument object (nunjucks' `makeKeywordArgs`). */
export function keywordArgs(values: Record<string, unknown>): KeywordArgs {
  return Object.assign(values, { __keywords: true as const });
}

const isKeywordArgs = (value: unknown): value is KeywordArgs =>
  typeof value === 'object' && value !== null && Object.prototype.hasOwnProperty.call(value, '__keywords');

/**
 * A macro callable with positional and keyword arguments (nunjucks' `makeMacro`): `body` takes the positional
 * parameters and then the object of keyword arguments, from which it reads its defaults.
 */
export function makeMacro(
  argNames: readonly string[],
  kwargNames: readonly string[],
  body: (...args: unknown[]) => SafeString,
): (...args: unknown[]) => SafeString {
  const arity = argNames.length;
  return function macro(this: unknown, ...macroArgs: unknown[]) {
    // The usual call, every parameter given by position: no copy of the arguments.
    if (macroArgs.length === arity && (arity === 0 || !isKeywordArgs(macroArgs[arity - 1])))
      return body.apply(this, macroArgs);
    const last = macroArgs.at(-1);
    const kwargs: Record<string, unknown> = isKeywordArgs(last) ? last : {};
    const argCount = isKeywordArgs(last) ? macroArgs.length - 1 : macroArgs.length;
    let args: unknown[];
    if (argCount > argNames.length) {
      args = macroArgs.slice(0, argNames.length);
      macroArgs.slice(args.length, argCount).forEach((value, i) => {
        if (i < kwargNames.length) kwargs[kwargNames[i]!] = value;
      });
      args.push(kwargs);
    } else if (argCount < argNames.length) {
      args = macroArgs.slice(0, argCount);
      for (let i = argCount; i < argNames.length; i++) {
        const name = argNames[i]!;
        args.push(kwargs[name]);
        delete kwargs[name];
      }
      args.push(kwargs);
    } else {
      args = macroArgs;
    }
    return body.apply(this, args);
  };
}

/** The sequence a `for` walks (nunjucks' `fromIterator`). */
export function fromIterator(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Symbol.iterator in value ? Array.from(value as Iterable<unknown>) : value;
}

/** `a in b` (nunjucks' `lib.inOperator`). */
export function inOperator(key: unknown, container: unknown): boolean {
  if (Array.isArray(container) || typeof container === 'string') return container.indexOf(key as string) !== -1;
  if (typeof container === 'object' && container !== null) return (key as string) in container;
  throw new Error(`Cannot use "in" operator to search for "${String(key)}" in unexpected types.`);
}

type Text = string | SafeString;
const normalize = <T>(value: T | null | undefined | false, fallback: T): T =>
  value === null || value === undefined || value === false ? fallback : value;
const copySafeness = (source: unknown, text: Text): Text =>
  source instanceof SafeString ? (text instanceof SafeString ? text : new SafeString(text)) : text.toString();

/** The nunjucks built-in filters the templates use, with nunjucks' code. */
export const BUILTIN_FILTERS: Record<string, (...args: never[]) => unknown> = {
  capitalize(text: Text) {
    const value = normalize<Text>(text, '');
    const lower = (value as string).toLowerCase();
    return copySafeness(value, lower.charAt(0).toUpperCase() + lower.slice(1));
  },
  join(items: unknown[], separator?: string, attribute?: string) {
    const list = attribute ? items.map((item) => (item as Record<string, unknown>)[attribute]) : items;
    return list.join(separator || '');
  },
  lower: (text: Text) => (normalize<Text>(text, '') as string).toLowerCase(),
  upper: (text: Text) => (normalize<Text>(text, '') as string).toUpperCase(),
  string: (value: unknown) => copySafeness(value, value as Text),
};

/** A variable of the including template's frames, else the context (nunjucks' `contextOrFrameLookup`). */
export function frameOr(value: unknown, fromContext: () => unknown): unknown {
  return value !== undefined ? value : fromContext();
}

type ImportableTemplate = (
  context: Readonly<Record<string, unknown>>,
  parentFrame: null,
  exports: Map<string, unknown>,
) => string;
const exportsOf = new WeakMap<ImportableTemplate, Record<string, unknown>>();

/**
 * What `from "…" import` may take: the names the template's root exports, run with an empty context (nunjucks'
 * `getExported`). nunjucks runs that root on every import; with an empty context it always exports the same, so it
 * runs once per compiled template.
 */
export function importFrom(template: ImportableTemplate): Record<string, unknown> {
  let exported = exportsOf.get(template);
  if (!exported) {
    const exports = new Map<string, unknown>();
    template({}, null, exports);
    exported = Object.fromEntries(exports);
    exportsOf.set(template, exported);
  }
  return exported;
}

/** A name the root of a template has not set in its context yet. */
export const UNSET = Symbol('unset');

/** The values of the exported names once the root has run (nunjucks reads them from the context then). */
export function fillExports(exports: Map<string, unknown>, own: Record<string, unknown>): void {
  for (const name of exports.keys()) exports.set(name, own[name]);
}

/** The context an included template gets: the including one's, with the names its root has set. */
export function contextWith(
  context: Readonly<Record<string, unknown>>,
  own: Record<string, unknown>,
): Record<string, unknown> {
  const copy = { ...context };
  for (const [name, value] of Object.entries(own)) if (value !== UNSET) copy[name] = value;
  return copy;
}

/** The error of a failing template, with its file and line (the innermost template's, if it already has them). */
export function locate(error: unknown, file: string, line: number, column: number): TemplateError {
  if (error instanceof TemplateError) return error;
  if (error instanceof UndefinedOutputError)
    return new TemplateError(file, error.line, error.column, error.message, { cause: error });
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new TemplateError(file, line, column, reason, { cause: error });
}
