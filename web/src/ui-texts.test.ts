// Every user-facing text of the web app, proofread together: the texts of web/src (string literals, JSX text and
// sentences, tests, stories and test helpers left out) are scanned for a/az agreement, doubled punctuation and the
// informal register, and the catalogue a proofreader reads (web/UI-TEXTS.md) is checked to be up to date.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectUiTexts, extractUiTexts, renderUiTextCatalogue } from '../build/ui-texts.ts';
import { findStyleSlips } from './lib/hungarian-style.ts';

// Under jsdom import.meta.url is not a file URL: the folder is found from where vitest runs (the repository or web/).
const web = resolve(existsSync('web/src') ? 'web' : '.');
const files = collectUiTexts(resolve(web, 'src'));

describe('UI texts', () => {
  it('are found: string literals, labels and whole JSX sentences with their links and values', () => {
    const all = files.flatMap((entry) => entry.texts);
    expect(all.length).toBeGreaterThan(700);
    expect(all).toContain('A tranzakció megszakítva!');
    expect(all).toContain('Dokumentumok');
    expect(all).toContain('Elolvastam és elfogadom a felhasználási feltételeket.');
    expect(all).toContain('vagy … / év');
  });

  it('reads a sentence across its inline elements and expressions, and leaves code out', () => {
    const source = `
      import { x } from 'ékezetes-modul';
      type Mode = 'havi' | 'éves';
      console.error('Fejlesztői üzenet');
      export const A = () => (
        <Stack gap="sm" data-testid="lista">
          <Text>Biztosan törli a(z) „{name}” dokumentumot? <strong>Nem</strong> vonható vissza.</Text>
          <Button title="Vissza">Mégse</Button>
          {ok ? 'Sikerült.' : \`Hiba: \${code}\`}
        </Stack>
      );`;
    expect(extractUiTexts('minta.tsx', source)).toEqual([
      'Biztosan törli a(z) „…” dokumentumot? Nem vonható vissza.',
      'Mégse',
      'Vissza',
      'Sikerült.',
    ]);
  });

  it('agree in article, have no doubled punctuation and stay formal', () => {
    const slips = files.flatMap((entry) =>
      entry.texts.flatMap((text) => findStyleSlips(text).map((slip) => `${entry.file}: ${slip.kind}: ${slip.excerpt}`)),
    );
    expect(slips).toEqual([]);
  });

  it('cite no clause number of the articles, which the engine numbers by the company (the exclusive powers: 11.11, or 11.3 for a sole founder)', () => {
    const cited = files.flatMap((entry) =>
      entry.texts.filter((text) => /\d+\.\d+\.? ?pont/.test(text)).map((text) => `${entry.file}: ${text}`),
    );
    expect(cited).toEqual([]);
  });

  it('are listed for the proofreader in web/UI-TEXTS.md, up to date (npm run ui-texts -w web rewrites it)', () => {
    expect(readFileSync(resolve(web, 'UI-TEXTS.md'), 'utf8')).toBe(renderUiTextCatalogue(files));
  });
});
