import { describe, expect, it } from 'vitest';
import { signatureOnlyPages } from './signature-pages.ts';

describe('signatureOnlyPages', () => {
  it('recognises a page of signatures alone', () => {
    const lines = ['Kiss Anna', 'tag', 'Okiratot szerkesztettem és ellenjegyzem:', 'dr. Ügyvéd Ödön ügyvéd'];
    const text = `A tagok jóváhagyólag írják alá.\nKelt: Budapest\n\f${'.'.repeat(50)}\nKiss Anna\ntag\n\n2. oldal / összesen 2 oldal\n\f`;
    expect(signatureOnlyPages(text, lines)).toEqual([2]);
    const closing = text.replace(
      '\f.',
      '\fA jelen okirat számozott oldalainak száma (ezzel az oldallal együtt): 2\nKelt: Budapest\n.',
    );
    expect(signatureOnlyPages(closing, lines)).toEqual([]);
    // the dating line and the page count are not the text the signatures sign
    expect(signatureOnlyPages(closing, lines, true)).toEqual([2]);
    expect(signatureOnlyPages(closing.replace('\fA jelen', '\fjóváhagyólag írják alá.\nA jelen'), lines, true)).toEqual(
      [],
    );
  });
});
