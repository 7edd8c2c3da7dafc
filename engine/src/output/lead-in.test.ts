import { describe, expect, it } from 'vitest';
import { parseBlocks } from '../ast/parse-blocks.ts';
import { closesWithNext, leadsNext } from './lead-in.ts';

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

  it('leads with a centred paragraph opening in bold: a resolution’s or a draft’s heading', () => {
    const heading = '<p class="center"><strong>1/2026. (XI. 20.) számú taggyűlési határozat</strong></p>';
    expect(leads(`${heading}<p>A taggyűlés a Társaság cégnevét megváltoztatja.</p>`)).toEqual([true, false]);
    const draft =
      '<p class="center"><strong>A tagok 1/2026. számú határozata</strong> (1. számú határozattervezet)</p>';
    expect(leads(`${draft}<p>A tagok a telephelyet megállapítják.</p>`)).toEqual([true, false]);
    // a centred line not in bold (the consolidated articles' registration number), a bold line not centred
    expect(leads('<p class="center">Cégjegyzékszám: Cg. 09-09-031234</p><p>Jelen okirat.</p>')).toEqual([false, false]);
    expect(leads('<p><strong>Megjegyzés.</strong> Szöveg.</p><p>Utána.</p>')).toEqual([false, false]);
  });

  it('does not lead after a full stop, before a signature block, nor an empty list', () => {
    expect(leads('<p>Záró mondat.</p><p>Kelt: Győr, 2026. november 22.</p>')).toEqual([false, false]);
    expect(leads('<p>Aláírók:</p><div class="signatures"><div class="signature"><p>Első Tag</p></div></div>')).toEqual([
      false,
      false,
    ]);
  });
});

describe('closesWithNext', () => {
  const closes = (html: string) => {
    const { blocks } = parseBlocks(html);
    return blocks.map((_, index) => closesWithNext(blocks, index));
  };
  const section = (last: string) =>
    `<section><h2>Záró rendelkezések</h2><p class="clause">Első pont.</p>${last}</section>`;
  const DATING = '<p>Kelt: 2020. január 15.; egységes szerkezetben: Győr, 2026. november 22.</p>';

  it('keeps the last clause of a section with the dating line after the section', () => {
    expect(closes(section('<p class="clause">Utolsó pont.</p>') + DATING + '<h1>IGAZOLÁS</h1>')).toEqual([
      true,
      false,
      false,
    ]);
    expect(closes(section('<p>Bekezdés.</p>') + DATING)).toEqual([true, false]);
  });

  it('keeps nothing before another section or a title, nor a list, a table or a kept group ending the section', () => {
    expect(closes(section('<p class="clause">Utolsó pont.</p>') + section('') + '<h1>IGAZOLÁS</h1>')).toEqual([
      false,
      false,
      false,
    ]);
    expect(closes(section('<ol><li>a beszámoló.</li></ol>') + DATING)).toEqual([false, false]);
    expect(closes(section('<div class="keep-together"><p class="clause">Utolsó.</p></div>') + DATING)).toEqual([
      false,
      false,
    ]);
    expect(closes(DATING + DATING)).toEqual([false, false]);
  });
});
