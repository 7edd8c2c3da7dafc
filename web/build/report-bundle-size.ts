import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
};
type OutputAsset = { type: 'asset'; fileName: string; source: string | Uint8Array };

/** The modules the landing page needs beyond the entry: its layout and its page. */
const LANDING_MODULES = [/app\/layouts\/public-layout\.tsx$/, /features\/public\/pages\/landing-page\.tsx$/];
/** Code of the logged-in tool: it must never be part of what the landing page loads. */
const TOOL_CODE =
  /\/web\/src\/(features\/(dashboard|companies|persons|wizard|generation|documents|settings|live-preview)\/|app\/layouts\/tool-layout|app\/tool-providers)/;
export const LANDING_BUDGET_BYTES = 150 * 1024;

export type BundleReport = {
  chunks: { file: string; bytes: number; gzipBytes: number }[];
  landing: { files: string[]; gzipBytes: number; toolModules: string[] };
};

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Static-import closure of the given chunks. */
function closure(start: OutputChunk[], chunks: Map<string, OutputChunk>): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const queue = [...start];
  while (queue.length > 0) {
    const chunk = queue.pop()!;
    if (seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const next = chunks.get(file);
      if (next) queue.push(next);
    }
  }
  return [...seen.values()];
}

/** Prints every JavaScript chunk with its gzip size and the landing page's total, and fails over budget. */
export function reportBundleSize(): Plugin {
  return {
    name: 'cegdok-report-bundle-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const outputs = Object.values(bundle) as (OutputChunk | OutputAsset)[];
      const chunks = new Map(
        outputs
          .filter((output): output is OutputChunk => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      if (chunks.size === 0 || ![...chunks.values()].some((chunk) => chunk.isEntry)) return;
      const gzip = new Map([...chunks.values()].map((chunk) => [chunk.fileName, gzipSync(chunk.code).length]));
      const start = [...chunks.values()].filter(
        (chunk) => chunk.isEntry || LANDING_MODULES.some((pattern) => pattern.test(chunk.facadeModuleId ?? '')),
      );
      const landing = closure(start, chunks);
      const landingGzip = landing.reduce((sum, chunk) => sum + (gzip.get(chunk.fileName) ?? 0), 0);
      const toolModules = landing.flatMap((chunk) => chunk.moduleIds.filter((id) => TOOL_CODE.test(id)));

      const report: BundleReport = {
        chunks: [...chunks.values()]
          .map((chunk) => ({
            file: chunk.fileName,
            bytes: chunk.code.length,
            gzipBytes: gzip.get(chunk.fileName) ?? 0,
          }))
          .sort((a, b) => b.gzipBytes - a.gzipBytes),
        landing: { files: landing.map((chunk) => chunk.fileName).sort(), gzipBytes: landingGzip, toolModules },
      };
      const lines = report.chunks.map(
        (chunk) =>
          `  ${chunk.file.padEnd(56)} ${kib(chunk.bytes).padStart(10)}  gzip ${kib(chunk.gzipBytes).padStart(9)}`,
      );
      const total = report.chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
      console.log(
        [
          '',
          'JavaScript bundle sizes:',
          ...lines,
          `  all JavaScript: gzip ${kib(total)}`,
          `  landing page (${landing.length} files): gzip ${kib(landingGzip)} of ${kib(LANDING_BUDGET_BYTES)} budget, tool modules loaded: ${toolModules.length}`,
        ].join('\n'),
      );
      this.emitFile({ type: 'asset', fileName: 'bundle-report.json', source: JSON.stringify(report, null, 2) });
      if (landingGzip > LANDING_BUDGET_BYTES)
        this.error(`The landing page loads ${kib(landingGzip)} of JavaScript (gzip).`);
      if (toolModules.length > 0) this.error(`The landing page loads tool code: ${toolModules.slice(0, 5).join(', ')}`);
    },
  };
}
