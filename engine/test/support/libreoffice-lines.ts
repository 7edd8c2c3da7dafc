// Shared by the LibreOffice tests: where soffice is, and the numbered lines a tree should print in LibreOffice.
import { execFileSync } from 'node:child_process';
import { inlineText, type Block } from '@cegdok/engine';

export function findSoffice(): string | null {
  try {
    return execFileSync('which', ['soffice'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** The numbered lines of a tree as LibreOffice prints them: `1.1. text`, `a) text`. */
export function numberedLines(blocks: Block[]): string[] {
  return blocks.flatMap((block) => {
    switch (block.kind) {
      case 'section':
        return [`${block.number} ${inlineText(block.heading)}`, ...numberedLines(block.blocks)];
      case 'clause':
        return [`${block.number} ${inlineText(block.content)}`];
      case 'list':
        return block.items.map((item) => `${item.label} ${inlineText(item.content)}`);
      default:
        return [];
    }
  });
}

export const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
