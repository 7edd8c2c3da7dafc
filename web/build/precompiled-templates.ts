import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { templateFactoriesModule } from '../../engine/src/render/create-environment.ts';
import { defaultTemplatesDir, loadTemplates } from '../../engine/src/node.ts';

const ID = 'virtual:cegdok-templates';
const RESOLVED = `\0${ID}`;

/**
 * `virtual:cegdok-templates`: every template of `templates/` compiled at build time (the engine's
 * `templateFactoriesModule`), so that the browser's engine evaluates no code and the app's Content Security Policy
 * needs no `'unsafe-eval'`. In development the module is rebuilt when a template changes.
 */
export function precompiledTemplates(): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: 'cegdok-precompiled-templates',
    configureServer: (devServer) => {
      server = devServer;
    },
    resolveId: (source) => (source === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const templates = loadTemplates();
      for (const name of Object.keys(templates)) this.addWatchFile(join(defaultTemplatesDir, name));
      return templateFactoriesModule(templates);
    },
    handleHotUpdate: ({ file, modules }) => {
      const compiled = server?.moduleGraph.getModuleById(RESOLVED);
      if (!compiled || !file.startsWith(defaultTemplatesDir)) return undefined;
      server!.moduleGraph.invalidateModule(compiled);
      return [...modules, compiled];
    },
  };
}
