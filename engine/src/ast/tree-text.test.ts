import { describe, expect, it } from 'vitest';
import { parseBlocks } from './parse-blocks.ts';
import { SIGNATURE_LINE, treeText } from './tree-text.ts';

describe('treeText', () => {
  it('gives the visible text in reading order, without numbers or empty lines', () => {
    const tree = parseBlocks(`
      <h1>ALAPÍTÓ OKIRAT</h1>
      <p class="subtitle">az Őrség Kft. alapításáról</p>
      <section><h2>A cég neve</h2>
        <p class="clause">A cég neve: <strong>Őrség</strong> Kft.</p>
        <ol><li>első</li><li>második</li></ol>
      </section>
      <table><tr><th>Tag</th><th>Betét</th></tr><tr><td>Űr Ödön</td><td></td></tr></table>
      <p class="right">Budapest<br>Kelt: <span class="blank">……</span></p>
      <div class="page-break"></div>
      <div class="signatures"><div class="signature"><p>Cégnév</p><hr><p>Űr Ödön</p><p>ügyvezető</p></div></div>`);
    expect(treeText(tree)).toBe(
      [
        'ALAPÍTÓ OKIRAT',
        'az Őrség Kft. alapításáról',
        'A cég neve',
        'A cég neve: Őrség Kft.',
        'első',
        'második',
        'Tag',
        'Betét',
        'Űr Ödön',
        'Budapest',
        'Kelt: ……',
        'Cégnév',
        SIGNATURE_LINE,
        'Űr Ödön',
        'ügyvezető',
      ].join('\n'),
    );
  });
});
