// LibreOffice's conversion of many .docx files for the tests that read its output back (numbering, page layout).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * Files given to one soffice call: one call converted at most 247 files here and skipped the rest without a word, so
 * more are converted in several calls (each starts LibreOffice again, a few seconds).
 */
const FILES_PER_CALL = 200;

/**
 * Converts every file of `files` to `format` ('pdf', or 'txt:Text') into `outDir`, with a LibreOffice profile of its
 * own in `profileDir`, and answers the path of each converted file in the order of `files`; throws naming every file
 * LibreOffice left unconverted. `timeout`: the whole conversion's, in ms.
 */
export function convertWithLibreOffice(options: {
  soffice?: string | null;
  files: readonly string[];
  format: 'pdf' | 'txt:Text';
  outDir: string;
  profileDir: string;
  timeout: number;
}): string[] {
  const { files, format, outDir } = options;
  const started = Date.now();
  for (let from = 0; from < files.length; from += FILES_PER_CALL)
    execFileSync(
      options.soffice ?? 'soffice',
      [
        `-env:UserInstallation=file://${options.profileDir}`,
        '--headless',
        '--convert-to',
        format,
        '--outdir',
        outDir,
        ...files.slice(from, from + FILES_PER_CALL),
      ],
      { stdio: 'ignore', timeout: Math.max(1, options.timeout - (Date.now() - started)) },
    );
  const extension = format.split(':')[0]!;
  const converted = files.map((file) => join(outDir, `${basename(file).replace(/\.[^.]+$/, '')}.${extension}`));
  const missing = converted.filter((file) => !existsSync(file));
  if (missing.length > 0)
    throw new Error(`LibreOffice did not convert ${missing.length} of ${files.length} files: ${missing.join(', ')}`);
  return converted;
}
