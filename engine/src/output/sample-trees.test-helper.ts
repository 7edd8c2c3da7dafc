import type { DocumentTree } from '../ast/blocks.ts';
import { parseBlocks } from '../ast/parse-blocks.ts';

/** Every block and inline kind once, with the Hungarian letters ő, ű, Ő, Ű and markup in the data. */
export function sampleTree(): DocumentTree {
  return parseBlocks(`
    <title>Társasági szerződés – Őrség Kft.</title>
    <h1>TÁRSASÁGI SZERZŐDÉS</h1>
    <p class="subtitle">az Őrség Korlátolt Felelősségű Társaság alapításáról</p>
    <p>Alulírott tagok a Ptk. 3:4. §-a alapján az alábbi társasági szerződést kötik:</p>
    <section><h2>A társaság cégneve és székhelye</h2>
      <p class="clause">A társaság cégneve: <strong>Őrség Korlátolt Felelősségű Társaság</strong>.</p>
      <p class="clause">Rövidített cégneve: <em>Őrség Kft.</em>, székhelye: 1051 Budapest, Fűzfa utca 1.</p>
      <ol><li>első tevékenység</li><li>második tevékenység</li></ol>
    </section>
    <section><h2>A tagok</h2>
      <p class="clause">A tag neve: &lt;script&gt;alert(1)&lt;/script&gt; Űrhajós Ödön, anyja neve: <span class="blank">…………………………</span></p>
      <table>
        <tr><th>Tag</th><th>Törzsbetét</th></tr>
        <tr><td>Űrhajós Ödön</td><td>1&#160;500&#160;000 Ft</td></tr>
        <tr><td>Kovács Éva</td><td>1&#160;500&#160;000 Ft</td></tr>
      </table>
      <ol><li>harmadik</li><li>negyedik</li><li>ötödik</li></ol>
      <p class="right">Budapest, 2026. november 22.<br>Kelt: <span class="blank">……</span></p>
    </section>
    <div class="page-break"></div>
    <div class="signatures">
      <div class="signature"><p>Űrhajós Ödön</p><p>tag</p></div>
      <div class="signature"><p>Kovács Éva</p><p>tag</p></div>
      <div class="signature"><p>Ellenjegyzem: Budapest, 2026. november 22.</p><hr><p>dr. Ügyvéd Őse</p><p>ügyvéd</p></div>
    </div>`);
}

/** A long articles-like document: `sections` sections of nine clauses and a three-item list each, then signatures. */
export function longTree(sections: number): DocumentTree {
  const section = () => `
    <section><h2>A társaság működése</h2>
      ${Array.from(
        { length: 9 },
        () => `<p class="clause">Az ügyvezető jogosult a társaság képviseletére; őt a tagok választják meg
          öt év határozott időtartamra. A <strong>tagok</strong> kötelesek a törzsbetétüket a cégbejegyzési kérelem
          benyújtásáig teljes egészében befizetni, a fennmaradó rész megfizetésének határideje egy év.</p>`,
      ).join('')}
      <ol><li>a gazdasági év beszámolójának elfogadása</li><li>az ügyvezető megválasztása</li>
        <li>a nyereség felosztása, ha az ügyvezető indítványozza</li></ol>
    </section>`;
  return parseBlocks(`
    <h1>TÁRSASÁGI SZERZŐDÉS</h1>
    ${Array.from({ length: sections }, () => section()).join('')}
    <div class="signatures">
      <div class="signature"><p>Első Tag</p></div><div class="signature"><p>Második Tag</p></div>
    </div>`);
}
