// How the cost of a word without a space grows with its length: the member register of `ket-tag` with a company name of
// 5 000 and of 20 000 characters, in HTML, .docx and PDF. Linear cost makes four times the name about 4× the time, a
// quadratic one 16×. engine/test/long-words.test.ts holds the output and counts the PDF line breaker's work; the time
// is measured here, where a loaded machine cannot fail a test.
import { loadFixture } from '../../fixtures/index.ts';
import { planDocument } from '../src/documents/plan-documents.ts';
import type { Engine } from '../src/render/create-engine.ts';
import type { DocumentRequest } from '../src/schema/request.ts';

const generatedAt = new Date('2026-11-22T10:30:00Z');

/** The `ket-tag` request with a company name of `length` characters and no space. */
export function withLongName(length: number): DocumentRequest {
  const fixture = loadFixture('ket-tag');
  const name = 'Rábafémszerkezetgyártó'.repeat(Math.ceil(length / 22)).slice(0, length);
  return { ...fixture, tarsasag: { ...fixture.tarsasag, nev: name } };
}

/** The fastest of `rounds` renders of the member register in the three formats, in ms. */
async function fastestRender(engine: Engine, length: number, rounds: number): Promise<number> {
  const request = withLongName(length);
  const document = planDocument(request, 'tagjegyzek');
  let fastest = Infinity;
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    const files = await engine.renderSet(request, [document], { formats: ['html', 'docx', 'pdf'], generatedAt });
    fastest = Math.min(fastest, performance.now() - start);
    for (const file of files) if (!file.ok) throw file.error;
  }
  return fastest;
}

/** The fastest render with a 5 000- and a 20 000-character name, in ms, after a warm-up with a short one. */
export async function measureLongWord(engine: Engine, rounds = 5): Promise<{ short: number; long: number }> {
  await fastestRender(engine, 100, 2);
  return { short: await fastestRender(engine, 5_000, rounds), long: await fastestRender(engine, 20_000, rounds) };
}
