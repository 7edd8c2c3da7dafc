const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The visible text of a redline's body after accepting (drop `w:del`) or rejecting (drop `w:ins`) every change, as
 * one line of words.
 */
export function resolvedRedline(documentXml: string, choice: 'accept' | 'reject'): string {
  const body = documentXml.slice(documentXml.indexOf('<w:body>'), documentXml.indexOf('<w:sectPr'));
  const kept =
    choice === 'accept'
      ? body.replace(/<w:del [^>]*>.*?<\/w:del>/g, '')
      : body.replace(/<w:ins [^>]*>.*?<\/w:ins>/g, '').replace(/w:delText/g, 'w:t');
  const paragraphs = kept
    .split('</w:p>')
    .map((paragraph) =>
      [...paragraph.matchAll(/<w:t xml:space="preserve">([^<]*)<\/w:t>|<w:br\/>/g)]
        .map((match) => match[1] ?? ' ')
        .join(''),
    );
  const entities: Record<string, string> = { '&quot;': '"', '&apos;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
  return words(paragraphs.join(' ').replace(/&(?:quot|apos|lt|gt|amp);/g, (entity) => entities[entity]!));
}

/** A tree's text as the redline resolves it: one line of words. */
export const redlineWords = (lines: string) => words(lines.split('\n').join(' '));
