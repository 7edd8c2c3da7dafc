import type { TreeLine } from './collect-tree-lines.ts';

/** Text that must never reach a document: leaked template syntax, missing values, spacing slips. */
const ARTEFACTS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'undefined', pattern: /(?<![\p{L}\p{N}])undefined(?![\p{L}\p{N}])/u },
  { name: 'NaN', pattern: /(?<![\p{L}\p{N}])NaN(?![\p{L}\p{N}])/u },
  { name: 'null', pattern: /(?<![\p{L}\p{N}])null(?![\p{L}\p{N}])/u },
  { name: '[object', pattern: /\[object/ },
  { name: '{{', pattern: /\{\{/ },
  { name: '}}', pattern: /\}\}/ },
  { name: '{%', pattern: /\{%/ },
  { name: '%}', pattern: /%\}/ },
  { name: 'Kft. Kft.', pattern: /Kft\.\s+Kft\./i },
  { name: 'dr. dr.', pattern: /(?<![\p{L}\p{N}])dr\.\s+dr\./iu },
  { name: 'double space', pattern: /[ \u00a0\u202f]{2}/ },
  // A dotted line to fill in by hand may follow a space; a lone full stop may not.
  { name: 'space before a comma or full stop', pattern: /[ \u00a0\u202f](?:,|\.(?!\.))/ },
];

/** Empty lines and artefacts, each as `where: what in "…context…"`; `[]` when the text is clean. */
export function findArtefacts(lines: readonly TreeLine[]): string[] {
  const problems: string[] = [];
  for (const { where, text } of lines) {
    if (text.trim() === '') {
      problems.push(`${where}: empty`);
      continue;
    }
    for (const part of text.split('\n'))
      for (const { name, pattern } of ARTEFACTS) {
        const match = pattern.exec(part);
        if (!match) continue;
        const context = part.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30);
        problems.push(`${where}: ${name} in "${context}"`);
      }
  }
  return problems;
}
