// The Node adapter: reads the templates folder into the map the pure engine takes.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngine, type Engine } from './render/create-engine.ts';
import type { TemplateSource } from './render/template-source.ts';
import { createAmendmentRenderer, type AmendmentRenderer } from './amendment/render-amendment.ts';

export const defaultTemplatesDir = fileURLToPath(new URL('../../templates/', import.meta.url));

/** Every file under `dir`, keyed by its path relative to it with forward slashes. */
export function loadTemplates(dir: string = defaultTemplatesDir): TemplateSource {
  const templates: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    templates[relative(dir, path).split(sep).join('/')] = readFileSync(path, 'utf8');
  }
  return templates;
}

/** An engine over the repository's `templates/` folder. */
export function createNodeEngine(dir?: string): Engine {
  return createEngine({ templates: loadTemplates(dir) });
}

/** An amendment renderer over the repository's `templates/` folder. */
export function createNodeAmendmentRenderer(dir?: string): AmendmentRenderer {
  return createAmendmentRenderer({ templates: loadTemplates(dir) });
}
