import type { TemplateSource } from '../render/template-source.ts';

/** The template that renders the articles (társasági szerződés / alapító okirat). */
export const ARTICLES_TEMPLATE = 'tarsasagi.njk';

const IMPORTS = /{%-?\s*(?:from|import|include|extends)\s+["']([^"']+)["']/g;

/** The articles template and every template it imports or includes, directly or through another, sorted. */
export function articlesTemplateFiles(templates: TemplateSource): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of (templates[file] ?? '').matchAll(IMPORTS)) visit(match[1]!);
  };
  visit(ARTICLES_TEMPLATE);
  return [...seen].sort();
}

/** cyrb53: a fast 53-bit string hash; enough to tell two template texts apart (not a security hash). */
function cyrb53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/**
 * The version of the articles templates, `tarsasagi@<content hash>`: a hash of `tarsasagi.njk` and the partials it
 * imports, each with its path. Keep it with a registered version (`bejegyzes.sablonVerzio`): when an amendment has no
 * registered block tree, the registered text is rebuilt with today's template, which is the registered wording only if
 * the versions are equal (amendments brief 3.3, 5 rule 13). The hash covers the template texts, not the engine code
 * (filters, model) that fills them.
 */
export function articlesTemplateVersion(templates: TemplateSource): string {
  const files = articlesTemplateFiles(templates);
  return `tarsasagi@${cyrb53(files.map((file) => `${file}\n${templates[file] ?? ''}`).join('\n\u0000\n'))}`;
}
