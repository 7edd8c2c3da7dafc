import { UsageError } from '../usage-error.ts';
import { splitList } from './split-list.ts';

export const OUTPUT_FORMATS = ['docx', 'html', 'pdf'] as const;

export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

function isOutputFormat(value: string): value is OutputFormat {
  return (OUTPUT_FORMATS as readonly string[]).includes(value);
}

/** `--format`: a comma-separated list of docx, html and pdf, without repeats. */
export function parseFormats(value: string): OutputFormat[] {
  const items = splitList(value);
  if (items.length === 0) throw new UsageError('Adjon meg legalább egy formátumot (docx, html, pdf).');
  const unknown = items.filter((item) => !isOutputFormat(item));
  if (unknown.length > 0)
    throw new UsageError(`Ismeretlen formátum: ${unknown.join(', ')}. Választható: ${OUTPUT_FORMATS.join(', ')}.`);
  return OUTPUT_FORMATS.filter((format) => items.includes(format));
}
