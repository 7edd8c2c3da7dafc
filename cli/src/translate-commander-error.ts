/** commander's English error messages and their Hungarian wording; `$1` is the flag, command or argument. */
const TRANSLATIONS: readonly [RegExp, string][] = [
  [/^error: unknown option '(.+?)'/, 'Ismeretlen kapcsoló: $1'],
  [/^error: unknown command '(.+?)'/, 'Ismeretlen parancs: $1'],
  [/^error: required option '(.+?)' not specified/, 'Hiányzik egy kötelező kapcsoló: $1'],
  [/^error: option '(.+?)' argument missing/, 'Hiányzik a kapcsoló értéke: $1'],
  [/^error: missing required argument '(.+?)'/, 'Hiányzik egy kötelező argumentum: <$1>'],
  [/^error: too many arguments( for '(.+?)')?\..*/, 'Túl sok argumentum.'],
];

const SUGGESTION = /\(Did you mean (.+?)\?\)/;

/** A commander error message in Hungarian (an unknown wording passes through unchanged). */
export function translateCommanderError(message: string): string {
  const lines = message.trimEnd().split('\n');
  const translated = lines.map((line) => {
    const suggestion = SUGGESTION.exec(line);
    if (suggestion) return `(Erre gondolt: ${suggestion[1]}?)`;
    const rule = TRANSLATIONS.find(([pattern]) => pattern.test(line));
    return rule ? `Hiba: ${line.replace(rule[0], rule[1])}` : line;
  });
  return `${translated.join('\n')}\n`;
}
