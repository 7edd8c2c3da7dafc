import type { DocumentTypeId, InputIssue, Warning } from '@cegdok/engine';
import type { OutputFormat } from '../options/parse-formats.ts';
import type { RequestSource } from '../input/read-generate-input.ts';

/** One request to render into a folder: what crosses to a worker thread. */
export type GenerateTask = {
  source: RequestSource;
  outDir: string;
  typeIds: DocumentTypeId[];
  formats: OutputFormat[];
  /** ISO `YYYY-MM-DD`, for the consistency checks. */
  today: string;
  generatedAt: Date;
  /** Validate and list the files, write nothing (`--dry-run`). */
  dryRun: boolean;
};

/** A file that could not be produced, and why: the writer failed (`render`) or the disk refused it (`io`). */
export type RenderFailure = { file: string; message: string; kind: 'render' | 'io' };

export type GenerateResult =
  | { status: 'invalid'; label: string; issues: InputIssue[] }
  /** The request breaks the law (each error names its statute): no file was written. */
  | { status: 'refused'; label: string; errors: Warning[]; warnings: Warning[] }
  | {
      status: 'rendered';
      label: string;
      outDir: string;
      warnings: Warning[];
      /** The files written, or with `dryRun` the files that would be written. */
      files: string[];
      failures: RenderFailure[];
      dryRun: boolean;
    };
