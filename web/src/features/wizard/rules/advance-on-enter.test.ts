import { describe, expect, it } from 'vitest';
import { enterInStep } from './advance-on-enter.ts';

const enter = { key: 'Enter', shiftKey: false, ctrlKey: false, altKey: false, metaKey: false, isComposing: false };

function element(html: string, selector: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.querySelector(selector)!;
}

describe('Enter in a wizard step', () => {
  it('submits the step from a text field, a checkbox or the step heading', () => {
    expect(enterInStep(enter, element('<input type="text">', 'input'))).toBe('submit');
    expect(enterInStep(enter, element('<input type="checkbox">', 'input'))).toBe('submit');
    expect(enterInStep(enter, element('<h2 tabindex="-1">2. lépés</h2>', 'h2'))).toBe('submit');
  });

  it('is left to buttons, links, text areas, options and a composing input method', () => {
    expect(enterInStep(enter, element('<button>Vissza</button>', 'button'))).toBe('own');
    expect(enterInStep(enter, element('<a href="#">x</a>', 'a'))).toBe('own');
    expect(enterInStep(enter, element('<textarea></textarea>', 'textarea'))).toBe('own');
    expect(enterInStep(enter, element('<div role="option">x</div>', 'div'))).toBe('own');
    expect(enterInStep({ ...enter, isComposing: true }, element('<input>', 'input'))).toBe('own');
    expect(enterInStep({ ...enter, key: 'a' }, element('<input>', 'input'))).toBe('own');
  });

  it('does nothing with a modifier, in an open suggestion list or in a dialog over the step', () => {
    const input = element('<input>', 'input');
    expect(enterInStep({ ...enter, shiftKey: true }, input)).toBe('ignore');
    expect(enterInStep({ ...enter, ctrlKey: true }, input)).toBe('ignore');
    expect(enterInStep(enter, element('<input aria-expanded="true">', 'input'))).toBe('ignore');
    expect(enterInStep(enter, element('<div role="dialog"><input></div>', 'input'))).toBe('ignore');
  });
});
