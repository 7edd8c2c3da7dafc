import { describe, expect, it } from 'vitest';
import { collectTreeLines } from './collect-tree-lines.ts';
import { findArtefacts } from './find-artefacts.ts';

const line = (text: string) => [{ where: '1. > 1.1.', text }];

describe('findArtefacts', () => {
  it('passes clean Hungarian text with non-breaking spaces in amounts', () => {
    expect(
      findArtefacts(
        line('A törzstőke 3\u00a0000\u00a0000\u00a0Ft, azaz hárommillió forint. Nullázás nélkül. Név: ..........'),
      ),
    ).toEqual([]);
  });

  it.each([
    ['A tag neve: undefined', 'undefined'],
    ['Üzletrész: NaN%', 'NaN'],
    ['Cégvezető: null', 'null'],
    ['Székhely: [object Object]', '[object'],
    ['A {{ tarsasag.nev tagjai', '{{'],
    ['nev }} tagjai', '}}'],
    ['{% if x', '{%'],
    ['x %} vége', '%}'],
    ['az Alfa Kft. Kft. tagja', 'Kft. Kft.'],
    ['dr. dr. Kovács Anna ügyvéd', 'dr. dr.'],
    ['Kiss  Anna', 'double space'],
    ['Kiss Anna , Budapest', 'space before a comma or full stop'],
    ['napján .', 'space before a comma or full stop'],
  ])('finds %j', (text, name) => {
    expect(findArtefacts(line(text))).toEqual([expect.stringContaining(`1. > 1.1.: ${name} in "`)]);
  });

  it('reports empty lines and empty structures with their place', () => {
    const lines = collectTreeLines({
      title: 'Tagjegyzék',
      blocks: [
        { kind: 'section', number: '1.', heading: [{ kind: 'text', text: 'A társaság adatai' }], blocks: [] },
        { kind: 'list', items: [] },
        { kind: 'paragraph', align: 'left', content: [{ kind: 'text', text: '  ' }] },
        {
          kind: 'table',
          rows: [
            [
              { header: true, content: [{ kind: 'text', text: 'Összesen' }] },
              { header: true, content: [] },
            ],
            [{ header: false, content: [] }],
          ],
        },
      ],
    });
    expect(findArtefacts(lines)).toEqual(['1. body: empty', 'list: empty', 'paragraph: empty', 'table row 2: empty']);
  });

  it('checks every line of text broken by <br>', () => {
    const lines = collectTreeLines({
      title: 'Aláírásminta',
      blocks: [
        {
          kind: 'paragraph',
          align: 'center',
          content: [{ kind: 'text', text: 'Kiss Anna' }, { kind: 'break' }, { kind: 'text', text: 'ügyvezető  ' }],
        },
      ],
    });
    expect(findArtefacts(lines)).toEqual(['paragraph: double space in "ügyvezető  "']);
  });
});
