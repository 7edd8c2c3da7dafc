import { describe, expect, it } from 'vitest';
import { isAdvanceKey } from './advance-on-enter.ts';

const enter = { key: 'Enter', shiftKey: false, ctrlKey: false, altKey: false, metaKey: false, isComposing: false };

function element(html: string, selector: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.querySelector(selector)!;
}

describe('Enter advances the wizard', () => {
  it('from a text field or a checkbox', () => {
    expect(isAdvanceKey(enter, element('<input type="text">', 'input'))).toBe(true);
    expect(isAdvanceKey(enter, element('<input type="checkbox">', 'input'))).toBe(true);
  });

  it('not from buttons, links, text areas or an open suggestion list', () => {
    expect(isAdvanceKey(enter, element('<button>Vissza</button>', 'button'))).toBe(false);
    expect(isAdvanceKey(enter, element('<a href="#">x</a>', 'a'))).toBe(false);
    expect(isAdvanceKey(enter, element('<textarea></textarea>', 'textarea'))).toBe(false);
    expect(isAdvanceKey(enter, element('<input aria-expanded="true">', 'input'))).toBe(false);
  });

  it('not with a modifier, another key or while composing', () => {
    const input = element('<input>', 'input');
    expect(isAdvanceKey({ ...enter, shiftKey: true }, input)).toBe(false);
    expect(isAdvanceKey({ ...enter, key: 'a' }, input)).toBe(false);
    expect(isAdvanceKey({ ...enter, isComposing: true }, input)).toBe(false);
  });
});
