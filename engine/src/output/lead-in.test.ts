import { describe, expect, it } from 'vitest';
import { parseBlocks } from '../ast/parse-blocks.ts';
import { leadsNext } from './lead-in.ts';

const leads = (html: string) => {
  const { blocks } = parseBlocks(html);
  return blocks.map((_, index) => leadsNext(blocks, index));
};

describe('leadsNext', () => {
  it('leads a list, and a clause or paragraph after a colon', () => {
    expect(leads('<p>A hatáskörébe tartozik:</p><ol><li>a beszámoló;</li></ol><p>Utána.</p>')).toEqual([
      true,
      false,
      false,
    ]);
    expect(leads('<p>A helyébe a következő rendelkezés lép: </p><p>„1.1. A cégnév: Próba Kft.”</p>')).toEqual([
      true,
      false,
    ]);
  });

  it('does not lead after a full stop, before a signature block, nor an empty list', () => {
    expect(leads('<p>Záró mondat.</p><p>Kelt: Győr, 2026. november 22.</p>')).toEqual([false, false]);
    expect(leads('<p>Aláírók:</p><div class="signatures"><div class="signature"><p>Első Tag</p></div></div>')).toEqual([
      false,
      false,
    ]);
  });
});
