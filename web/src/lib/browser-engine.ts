import { createEngine, type Engine, type EngineOptions, type TemplateSource } from '@cegdok/engine';
import precompiled from 'virtual:cegdok-templates';

const PREFIX = '../../../templates/';

/** Every file under `templates/`, inlined at build time, keyed like the Node loader (`partials/x.njk`). */
function bundledTemplates(): TemplateSource {
  const files = import.meta.glob('../../../templates/**/*', {
    query: '?raw',
    import: 'default',
    eager: true,
  }) as Record<string, string>;
  return Object.fromEntries(Object.entries(files).map(([path, text]) => [path.slice(PREFIX.length), text]));
}

/**
 * What an engine in the browser is made of: the templates' sources (the preview stylesheet, error messages) and the
 * templates compiled at build time, as the app's Content Security Policy forbids `eval`.
 */
export function browserEngineOptions(): EngineOptions {
  return { templates: bundledTemplates(), precompiled };
}

let engine: Engine | undefined;

/** The document engine running in the browser (live preview, Storybook), created once. */
export function getBrowserEngine(): Engine {
  engine ??= createEngine(browserEngineOptions());
  return engine;
}
