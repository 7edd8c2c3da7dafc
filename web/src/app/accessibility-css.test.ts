// The browser’s layout is not drawn under jsdom: what the rules do was checked in Chromium (a field reached by
// Shift+Tab at 375 px was scrolled under the 60 px header before, 8 px below it after); this keeps the rule in place.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(resolve(existsSync('web/src') ? 'web' : '.', 'src/app/accessibility.css'), 'utf8');

describe('the app’s accessibility styles', () => {
  it('scroll a focused field into view below the tool’s fixed header, not under it', () => {
    const rule = /(?:^|\n)html\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/scroll-padding-top:\s*calc\(var\(--app-shell-header-offset, 0rem\) \+ 8px\)/);
  });

  it('give the text fields the focus ring every other control has, over Mantine’s outline: none', () => {
    const rule = /\.mantine-Input-input\.mantine-Input-input:focus-visible\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/outline:\s*3px solid var\(--mantine-color-indigo-8\)/);
  });
});
