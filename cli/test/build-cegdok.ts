// The CLI project's global setup: `cegdok` bundled into one file, for the tests that run it as a user does.
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/** Where the bundle is written (in the CLI's `node_modules`, so that Node finds the CLI's own dependencies first, as from its sources). */
export const cegdokBundle = fileURLToPath(new URL('../node_modules/.cache/cegdok/cegdok.mjs', import.meta.url));

/**
 * Each of our TypeScript files keeps its own `import.meta.url`: the engine finds the templates and fonts, and the
 * worker pool its worker entry, beside their sources as under tsx.
 */
const sourceImportMetaUrl: Plugin = {
  name: 'source-import-meta-url',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, async ({ path }) => ({
      contents: (await readFile(path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
      loader: 'ts',
    }));
  },
};

/**
 * `bin/cegdok.js` loads the TypeScript sources through tsx: about 2 s of CPU before the first line, on CI's two cores,
 * and the CLI's tests start it some fifty times. The bundle of the same sources starts in a fifth of that; the
 * packages stay in `node_modules`, our own code (the CLI and the engine) is in the bundle. One test still runs
 * `bin/cegdok.js` itself (`run-cli.test.ts`).
 */
export default async function buildCegdok(): Promise<void> {
  await build({
    entryPoints: [fileURLToPath(new URL('../src/main.ts', import.meta.url))],
    outfile: cegdokBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      sourceImportMetaUrl,
      {
        name: 'packages-outside',
        setup(esbuild) {
          esbuild.onResolve({ filter: /^[^./]/ }, ({ path }) =>
            path.startsWith('@cegdok/') ? undefined : { path, external: true },
          );
        },
      },
    ],
  });
}
