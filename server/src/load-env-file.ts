import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';

/**
 * The environment the server configures itself from. Precedence, highest first: a variable set in the process
 * environment, then the same variable in the `.env` file, then the built-in default (`loadConfig`). The file is
 * `ENV_FILE` when set (it must exist), else `.env` in the working folder (it may be missing). Answers the merged
 * environment and the file that was read, if any.
 */
export function loadEnvFile(
  env: Record<string, string | undefined>,
  cwd: string,
): { env: Record<string, string | undefined>; file: string | undefined } {
  const explicit = env['ENV_FILE'];
  const file = resolve(cwd, explicit || '.env');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (!explicit && (error as NodeJS.ErrnoException).code === 'ENOENT') return { env, file: undefined };
    throw new Error(`A beállítófájl nem olvasható: ${file} (${(error as NodeJS.ErrnoException).code ?? error})`, {
      cause: error,
    });
  }
  const fromFile = parseEnv(text) as Record<string, string>;
  const merged: Record<string, string | undefined> = { ...fromFile };
  for (const [key, value] of Object.entries(env)) if (value !== undefined) merged[key] = value;
  return { env: merged, file };
}
