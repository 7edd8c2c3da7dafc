import { describe, expect, it } from 'vitest';
import type { Block, Inline } from '../ast/blocks.ts';
import { parseBlocks } from '../ast/parse-blocks.ts';
import { blockMarkup } from './blocks-to-markup.ts';

/** A clause in a section printed back, marked or not, and parsed again: its inline content. */
function roundTrip(content: Inline[], marked: boolean): Inline[] {
  const clause: Block = { kind: 'clause', number: '3.3.', content };
  const section: Block = {
    kind: 'section',
    number: '3.',
    heading: [{ kind: 'text', text: 'A Társaság tagjai' }],
    blocks: [clause],
  };
  const markup = blockMarkup(section, (block) => marked && block === clause);
  const parsed = parseBlocks(markup).blocks[0];
  if (parsed?.kind !== 'section' || parsed.blocks[0]?.kind !== 'clause') throw new Error('no clause parsed back');
  return parsed.blocks[0].content;
}

const text = (content: Inline[]) => content.map((item) => (item.kind === 'break' ? '\n' : item.text)).join('');

describe('a changed clause printed in bold italic (amendments brief 3.3)', () => {
  const member: Inline[] = [
    { kind: 'text', text: 'Tóth Gábor', bold: true },
    { kind: 'text', text: ' (születési név: Tóth Gábor; adóazonosító jel: ' },
    { kind: 'blank', text: '…………' },
    { kind: 'text', text: ')' },
  ];

  it('keeps the space between a bold name and the text after it', () => {
    expect(text(roundTrip(member, true))).toBe('Tóth Gábor (születési név: Tóth Gábor; adóazonosító jel: …………)');
    expect(text(roundTrip(member, false))).toBe(text(roundTrip(member, true)));
  });

  it('sets every visible text in bold italic', () => {
    const visible = roundTrip(member, true).filter((item) => item.kind === 'text' && item.text.trim() !== '');
    expect(visible.every((item) => item.kind === 'text' && item.bold && item.italic)).toBe(true);
  });
});
