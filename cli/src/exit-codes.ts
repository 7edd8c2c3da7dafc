/**
 * The exit codes of `cegdok`. A batch ends with the highest code of its requests (an I/O error ends the run at once).
 */
export const EXIT_CODES = {
  /** Every request is valid and every document was written. */
  success: 0,
  /** A request does not match the schema (or is not JSON, or not UTF-8): nothing was written for it. */
  invalidRequest: 1,
  /** A request is valid, but a blocking legal check failed (a finding of weight „Hiba”). */
  legalError: 2,
  /** A file could not be read or written (the input, the output folder, a document). */
  ioError: 3,
  /** A mistake on the command line: an unknown command, option, type or format (sysexits' EX_USAGE). */
  usage: 64,
} as const;

export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];

/** The exit-code table of `cegdok --help` and the README. */
export const EXIT_CODES_HELP = [
  'Kilépési kódok:',
  '  0   siker: minden kérés érvényes, minden dokumentum elkészült',
  '  1   érvénytelen kérés (séma, JSON vagy UTF-8 hiba): ahhoz a kéréshez nem készült dokumentum',
  '  2   jogi hiba: a kérés érvényes, de egy „Hiba” súlyú tartalmi ellenőrzés nem teljesül',
  '  3   I/O hiba: a bemenet nem olvasható, vagy a kimenet nem írható',
  '  64  hibás parancssor: ismeretlen parancs, kapcsoló, típus vagy formátum',
  'Kötegnél a kérések legmagasabb kódja a kilépési kód.',
].join('\n');

/** Keeps the highest code seen so far in `process.exitCode`. */
export function raiseExitCode(code: ExitCode): void {
  const current = typeof process.exitCode === 'number' ? process.exitCode : 0;
  process.exitCode = Math.max(current, code);
}
