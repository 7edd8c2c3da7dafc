import { UsageError } from '../usage-error.ts';

/** A whole number ≥ 1 given on the command line (`--workers`, `--director`); `label` names it in the error. */
export function parsePositiveInteger(value: string, label: string): number {
  const trimmed = value.trim();
  const number = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || !Number.isSafeInteger(number) || number < 1)
    throw new UsageError(`${label} pozitív egész szám legyen (kapott érték: ${value}).`);
  return number;
}
