// Every user-facing text of the web app, proofread together: string literals and JSX text of the source
// files (tests, stories and test helpers left out) are scanned for a/az agreement, doubled punctuation and
// the informal register.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findStyleSlips } from './lib/hungarian-style.ts';

// Under jsdom import.meta.url is not a file URL: the folder is found from where vitest runs (the repository or web/).
const root = resolve(existsSync('web/src') ? 'web/src' : 'src');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'stories' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Code that a JSX-text match picked up between an arrow or comparison and a tag. */
const CODE = /\?\?|\?\.|\)!|;|=>|===|&&|\|\|/;

/** Quoted strings and JSX text that read as Hungarian prose (a letter of its own, a space); imports and comments left out. */
function uiTexts(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .filter((line) => !/^\s*(import|export \* from)\b/.test(line))
    .map((line) => line.replace(/^\s*\/\/.*$/, '').replace(/\s\/\/ .*$/, ''))
    .join('\n');
  const quoted = [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map(
    // An interpolation stands for a name or a number: neither an article's word nor punctuation.
    (match) => (match[1] ?? match[2] ?? match[3] ?? '').replace(/\$\{[^}]*\}/g, '…'),
  );
  const jsxText = [...code.matchAll(/>([^<>{}]*[\p{L}][^<>{}]*)</gu)]
    .map((match) => match[1] ?? '')
    .filter((text) => !CODE.test(text));
  return [...quoted, ...jsxText].filter((text) => /[áéíóöőúüű]|\s\p{L}+\s/iu.test(text) && /\s/.test(text.trim()));
}

describe('UI texts', () => {
  const files = sourceFiles(root);

  it('are found (the scan reads the real texts)', () => {
    const all = files.flatMap((file) => uiTexts(readFileSync(file, 'utf8')));
    expect(all.length).toBeGreaterThan(300);
    expect(all).toContain('A tranzakció megszakítva!');
  });

  it('agree in article, have no doubled punctuation and stay formal', () => {
    const slips = files.flatMap((file) =>
      uiTexts(readFileSync(file, 'utf8')).flatMap((text) =>
        findStyleSlips(text).map((slip) => `${relative(root, file)}: ${slip.kind}: ${slip.excerpt}`),
      ),
    );
    expect(slips).toEqual([]);
  });
});
