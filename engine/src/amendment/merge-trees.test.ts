import { describe, expect, it } from 'vitest';
import type { Block, DocumentTree } from '../ast/blocks.ts';
import { writeRedlineHtml } from './merge-trees.ts';

const clause = (number: string, text: string): Block => ({ kind: 'clause', number, content: [{ kind: 'text', text }] });
const section = (number: string, heading: string, clauses: string[]): Block => ({
  kind: 'section',
  number,
  heading: [{ kind: 'text', text: heading }],
  blocks: clauses.map((text, index) => clause(`${number}${index + 1}.`, text)),
});
const tree = (...blocks: Block[]): DocumentTree => ({ title: 'Alapító okirat', blocks });

/** The redline's body as text, deletions as [-…-] and insertions as {+…+}. */
function redline(before: DocumentTree, after: DocumentTree): string {
  const html = writeRedlineHtml(before, after, { stylesheet: '' });
  return html
    .slice(html.indexOf('<body'))
    .replace(/<span class="num">[^<]*<\/span>/g, '')
    .replace(/<del>/g, '[-')
    .replace(/<\/del>/g, '-]')
    .replace(/<ins>/g, '{+')
    .replace(/<\/ins>/g, '+}')
    .replace(/<\/(?:p|h1|h2|li)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ');
}

/** Every deletion dropped (accepted) or every insertion dropped (rejected), as one line of words. */
function resolved(text: string, choice: 'accept' | 'reject'): string {
  const kept = choice === 'accept' ? text.replace(/\[-.*?-\]/gs, '') : text.replace(/\{\+.*?\+\}/gs, '');
  return kept
    .replace(/\[-|-\]|\{\+|\+\}/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('the redline of a rewritten clause', () => {
  const before = tree(
    section('5.', 'A törzstőke', [
      'Az alapító törzsbetétje 3 000 000 Ft, azaz hárommillió forint.',
      'Az üzletrész felosztásához az alapító hozzájárulása szükséges.',
      'Az üzletrész átruházását írásba kell foglalni; az átruházás a jelen alapító okirat módosítását nem igényli.',
    ]),
  );
  const after = tree(
    section('5.', 'A törzstőke', [
      'A tagok törzsbetétei együtt 3 000 000 Ft, azaz hárommillió forint.',
      'A tagok üzletrészüket egymás között szabadon átruházhatják.',
      'Az üzletrész átruházását írásba kell foglalni; az átruházás a jelen társasági szerződés módosítását nem igényli.',
      'Az üzletrész felosztásához a taggyűlés hozzájárulása szükséges.',
    ]),
  );
  const text = redline(before, after);

  it('deletes and inserts a changed passage whole, not word by word around the spaces and articles it keeps', () => {
    expect(text).toContain('[-Az alapító törzsbetétje -]{+A tagok törzsbetétei együtt +}3 000 000 Ft');
    expect(text).not.toMatch(/-\]\{\+\S+\+\} \[-/);
  });

  it('pairs a moved clause with the one that keeps most of its words, wherever it now stands', () => {
    expect(text).toContain(
      'Az üzletrész átruházását írásba kell foglalni; az átruházás a jelen [-alapító okirat-]{+társasági szerződés+} módosítását nem igényli.',
    );
    // of two clauses that swapped places only one can pair: the other is deleted and inserted
    expect(text).toContain('[-Az üzletrész felosztásához az alapító hozzájárulása szükséges.-]');
    expect(text).toContain('{+Az üzletrész felosztásához a taggyűlés hozzájárulása szükséges.+}');
    expect(text).toContain('{+A tagok üzletrészüket egymás között szabadon átruházhatják.+}');
  });

  it('accepted gives the new text, rejected the old', () => {
    const words = (value: DocumentTree) =>
      value.blocks
        .flatMap((block) => (block.kind === 'section' ? block.blocks : [block]))
        .map((block) => ('content' in block ? block.content.map((item) => ('text' in item ? item.text : '')) : ''))
        .join(' ');
    expect(resolved(text, 'accept')).toContain(words(after).replace(/\s+/g, ' '));
    expect(resolved(text, 'reject')).toContain(words(before).replace(/\s+/g, ' '));
  });

  it('shows a clause that keeps only its first word as deleted and inserted whole', () => {
    const whole = redline(
      tree(clause('1.', 'Az alapító a veszteségek fedezésére határozatával pótbefizetést írhat elő.')),
      tree(
        clause('1.', 'Az üzletrészt kívülálló személyre akkor lehet átruházni, ha a tag a törzsbetétét szolgáltatta.'),
      ),
    );
    expect(whole).toContain('[-Az alapító a veszteségek fedezésére határozatával pótbefizetést írhat elő.-]\n');
    expect(whole).toContain(
      '{+Az üzletrészt kívülálló személyre akkor lehet átruházni, ha a tag a törzsbetétét szolgáltatta.+}',
    );
  });

  it('keeps the word-by-word marks of a small change', () => {
    const small = redline(
      tree(clause('1.', 'A Társaság alapítója Kiss Anna.')),
      tree(clause('1.', 'A Társaság tagjai Kiss Anna és Nagy Béla.')),
    );
    expect(small).toContain('A Társaság [-alapítója-]{+tagjai+} Kiss Anna{+ és Nagy Béla+}.');
  });
});

describe('the redline of the closing section the registered articles keep together with the signatures', () => {
  const paragraph = (text: string): Block => ({ kind: 'paragraph', align: 'left', content: [{ kind: 'text', text }] });
  /** The closing section 18 with `blocks`. */
  const consolidated = (...blocks: Block[]): Block => ({
    kind: 'section',
    number: '18.',
    heading: [{ kind: 'text', text: 'Vegyes és záró rendelkezések' }],
    blocks,
  });
  const firstClause = clause('18.1.', 'A jelen okiratban nem szabályozott kérdésekben a Ptk. rendelkezései irányadók.');
  /** The registered section: its last clause kept together with the dating line and the signatures. */
  const closing = (last: string): Block =>
    consolidated(firstClause, {
      kind: 'keep',
      blocks: [
        clause('18.2.', last),
        paragraph('Kelt: Budapest, 2020. január 15.'),
        { kind: 'signatures', signatures: [{ above: [], below: [[{ kind: 'text', text: 'Szalai Bence' }]] }] },
      ],
    });
  const signing = 'Az alapító a jelen alapító okiratot jóváhagyólag írja alá.';
  const newLastClauses = [
    clause('18.2.', 'Hatályát vesztette a 2026. november 24. napján kelt módosítással.'),
    clause('18.3.', 'A tagok jogvitáikat elsősorban egyeztetés útján kísérlik meg rendezni.'),
  ];
  const rejected =
    'Vegyes és záró rendelkezések A jelen okiratban nem szabályozott kérdésekben a Ptk. rendelkezései irányadók. ' +
    `${signing} Kelt: Budapest, 2020. január 15. Szalai Bence`;
  const accepted =
    'Vegyes és záró rendelkezések A jelen okiratban nem szabályozott kérdésekben a Ptk. rendelkezései irányadók. ' +
    'Hatályát vesztette a 2026. november 24. napján kelt módosítással. ' +
    'A tagok jogvitáikat elsősorban egyeztetés útján kísérlik meg rendezni.';
  /** The redline accepted or rejected, without the dots the preview draws as the signature line (no mark covers them). */
  const words = (text: string, choice: 'accept' | 'reject') => resolved(text, choice).replace(/ \.{10,}/g, '');

  it('deletes the closing with its signatures and inserts the new last clauses: accepted the new text, rejected the old', () => {
    const text = redline(tree(closing(signing)), tree(consolidated(firstClause, ...newLastClauses)));
    expect(text).toContain(`[-${signing}-]`);
    expect(text).toContain('[-Szalai Bence-]');
    expect(words(text, 'reject')).toBe(rejected);
    expect(words(text, 'accept')).toBe(accepted);
  });

  it('shows the deleted closing after the new last clauses, and the deleted signatures after the new dating line', () => {
    const dating = 'Kelt: 2020. január 15.; egységes szerkezetben: Budapest, 2026. november 24.';
    const text = redline(tree(closing(signing)), tree(consolidated(firstClause, ...newLastClauses), paragraph(dating)));
    const order = [
      `[-${signing}-]`,
      '{+Hatályát vesztette',
      '{+A tagok jogvitáikat',
      '[-Kelt: Budapest, 2020. január 15.-]',
      '{+Kelt: 2020. január 15.; egységes szerkezetben',
      '[-Szalai Bence-]',
    ].map((part) => text.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((left, right) => left - right));
    expect(words(text, 'reject')).toBe(rejected);
    expect(words(text, 'accept')).toBe(`${accepted} ${dating}`);
  });

  it('leaves the last clause unmarked when the consolidated text keeps it word for word', () => {
    const text = redline(tree(closing(signing)), tree(consolidated(firstClause, clause('18.2.', signing))));
    expect(text).toContain(`\n${signing}\n`);
    expect(text).toContain('[-Kelt: Budapest, 2020. január 15.-]');
  });
});
