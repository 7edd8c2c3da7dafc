import type { TemplateSource } from './template-source.ts';

/** A template failed to render: the file, the 1-based line and the expression (the field) that failed. */
export class TemplateRenderError extends Error {
  override name = 'TemplateRenderError';
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly field: string | undefined,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    const place = line === undefined ? file : `${file}, ${line}. sor`;
    super(`Sablonhiba – ${place}${field ? `, mező: ${field}` : ''}: ${reason}`, options);
  }
}

// A template error reads "(file) [Line L, Column C]" and the reason (template-runtime.ts keeps nunjucks' shape); the
// last location with a line is where it failed.
const LOCATION = /\(([^()\s]+)\)(?: \[Line (\d+), Column (\d+)\])?/g;

/** The `{{ … }}` expression on `line` that starts at or after `column` (the error points at its opening). */
function expressionAt(source: string, line: number, column: number): string | undefined {
  const text = source.split('\n')[line - 1] ?? '';
  const open = text.lastIndexOf('{{', Math.max(column, 0) + 1);
  const start = open === -1 ? text.indexOf('{{', column - 1) : open;
  if (start === -1) return undefined;
  const end = text.indexOf('}}', start);
  return end === -1 ? undefined : text.slice(start + 2, end).trim();
}

/**
 * The last non-empty line of the message that is more than a location marker: an error thrown with a trailing line
 * break (`new Error('…\n')`) must not leave the reason empty.
 */
function reasonOf(message: string): string {
  const lines = message
    .split('\n')
    .map((line) => line.trim().replace(/^Template render error: /, ''))
    .filter((line) => line !== '' && line.replace(LOCATION, '').trim() !== '');
  return lines.at(-1) ?? 'ismeretlen ok (a részleteket az eredeti hiba tartalmazza)';
}

/** Rewrites a template error so that it names the template file, the line and the failing expression, in Hungarian. */
export function describeTemplateError(error: unknown, templates: TemplateSource): TemplateRenderError {
  const message = error instanceof Error ? error.message : String(error);
  const locations = [...message.matchAll(LOCATION)];
  const withLine = locations.filter((match) => match[2] !== undefined).at(-1);
  const innermost = withLine ?? locations.at(-1);
  const file = innermost?.[1] ?? 'ismeretlen sablon';
  const line = withLine ? Number(withLine[2]) : undefined;
  const column = withLine ? Number(withLine[3]) : 0;
  const field = line === undefined ? undefined : expressionAt(templates[file] ?? '', line, column);
  const reason = reasonOf(message);
  const hungarian = /attempted to output null or undefined value/.test(reason)
    ? 'az érték hiányzik (undefined vagy null)'
    : reason;
  return new TemplateRenderError(file, line, field, hungarian, { cause: error });
}
