import { createEngine, type Engine, type TemplateSource } from '@cegdok/engine';

const PREFIX = '../../../templates/';

/** Every file under `templates/`, inlined at build time, keyed like the Node loader (`partials/x.njk`). */
export function bundledTemplates(): TemplateSource {
  const files = import.meta.glob('../../../templates/**/*', {
    query: '?raw',
    import: 'default',
    eager: true,
  }) as Record<string, string>;
  return Object.fromEntries(Object.entries(files).map(([path, text]) => [path.slice(PREFIX.length), text]));
}

let engine: Engine | undefined;

/** The document engine running in the browser (live preview, Storybook), created once. */
export function getBrowserEngine(): Engine {
  engine ??= createEngine({ templates: bundledTemplates() });
  return engine;
}
