import { CommanderError } from 'commander';
import { createProgram } from './create-program.ts';
import { UsageError } from './usage-error.ts';

/** Exit codes: 0 success, 1 a request or document failed, 2 a mistake on the command line. */
const USAGE_EXIT_CODE = 2;

/** Runs `cegdok` with the arguments after the script name; answers the exit code. */
export async function runCli(args: readonly string[]): Promise<number> {
  try {
    await createProgram().parseAsync(args, { from: 'user' });
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (error) {
    if (error instanceof CommanderError)
      return error.code === 'commander.helpDisplayed' || error.code === 'commander.version' ? 0 : USAGE_EXIT_CODE;
    if (error instanceof UsageError) {
      console.error(`Hiba: ${error.message}`);
      return USAGE_EXIT_CODE;
    }
    console.error(`Váratlan hiba: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  }
}
