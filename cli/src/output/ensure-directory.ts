import { mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { describeFileError, IoError } from '../io-error.ts';

async function makeDirectory(path: string): Promise<void> {
  try {
    await mkdir(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') {
      if ((await stat(path)).isDirectory()) return;
      throw error;
    }
    if (code !== 'ENOENT' || dirname(path) === path) throw error;
    await makeDirectory(dirname(path));
    await mkdir(path);
  }
}

/**
 * Creates the folder and its missing parents, or throws an `IoError` naming it. Node's `mkdir({ recursive: true })`
 * is not used: under /proc (and other special file systems) it loops without end instead of failing.
 */
export async function ensureDirectory(path: string): Promise<void> {
  try {
    await makeDirectory(path);
  } catch (error) {
    throw new IoError(`A kimeneti mappa nem hozható létre: ${path} – ${describeFileError(error)}`);
  }
}
