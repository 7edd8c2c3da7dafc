// A 20 000-character word (a company name without a space) in every writer: it breaks, and the cost stays linear.
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../fixtures/index.ts';
import { planDocument } from '../src/documents/plan-documents.ts';
import { createNodeEngine } from '../src/node.ts';
import { readPdfText } from '../src/output/read-pdf-text.test-helper.ts';
import type { DocumentRequest } from '../src/schema/request.ts';

const engine = createNodeEngine();
const fixture = loadFixture('ket-tag');
const generatedAt = new Date('2026-11-22T10:30:00Z');

function withName(length: number): DocumentRequest {
  const name = 'Rábafémszerkezetgyártó'.repeat(Math.ceil(length / 22)).slice(0, length);
  return { ...fixture, tarsasag: { ...fixture.tarsasag, nev: name } };
}

/** The member register in HTML, .docx and PDF, and the fastest of five renders in ms. */
async function renderRegister(length: number) {
  const request = withName(length);
  const document = planDocument(request, 'tagjegyzek');
  let fastest = Infinity;
  let files: Awaited<ReturnType<typeof engine.renderSet>> = [];
  for (let round = 0; round < 5; round += 1) {
    const start = performance.now();
    files = await engine.renderSet(request, [document], { formats: ['html', 'docx', 'pdf'], generatedAt });
    fastest = Math.min(fastest, performance.now() - start);
  }
  const content = Object.fromEntries(
    files.map((file) => {
      if (!file.ok) throw file.error;
      return [file.format, file.content];
    }),
  );
  return { name: request.tarsasag.nev, ms: fastest, content };
}

describe('a company name of 20 000 characters without a space', () => {
  it('breaks in the HTML preview, the .docx and the PDF, in linear time', async () => {
    await renderRegister(100); // warm-up: templates, writers, fonts
    const short = await renderRegister(5_000);
    const long = await renderRegister(20_000);
    expect(long.ms).toBeLessThan(2_000);
    // four times the name: linear cost is about 4×, quadratic 16×; 9× leaves room for a loaded machine (one run at a
    // load average of 10 measured 10.8× with three renders)
    expect(long.ms / short.ms).toBeLessThan(9);

    // HTML: the whole name, and a stylesheet that lets it wrap anywhere
    const html = long.content['html'] as string;
    expect(html).toContain(long.name);
    expect(html).toMatch(/\.page \{[^}]*overflow-wrap: anywhere/);
    // .docx: the whole name as text (Word and LibreOffice wrap a word wider than the line between characters)
    const documentXml = strFromU8(unzipSync(long.content['docx'] as Uint8Array)['word/document.xml']!);
    expect(documentXml).toContain(long.name);
    // PDF: the name cut into lines, none of them wider than the page, all of it there
    const lines = readPdfText(long.content['pdf'] as Uint8Array).flatMap((page) => page.split('\n'));
    const pieces = lines.filter((line) => /^[Rábafémszerkezetgyártó]+$/.test(line));
    expect(pieces.length).toBeGreaterThan(100);
    expect(pieces.join('')).toContain(long.name.slice(0, 5_000));
    expect(pieces.join('').length).toBeGreaterThanOrEqual(long.name.length);
  });
});
