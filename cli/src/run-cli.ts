import { CommanderError } from 'commander';
import { createProgram } from './create-program.ts';
import { EXIT_CODES } from './exit-codes.ts';
import { describeFileError, IoError, isFileError } from './io-error.ts';
import { UsageError } from './usage-error.ts';

/** Runs `cegdok` with the arguments after the script name; answers the exit code (see `EXIT_CODES`). */
export async function runCli(args: readonly string[]): Promise<number> {
  try {
    await createProgram().parseAsync(args, { from: 'user' });
    return typeof process.exitCode === 'number' ? process.exitCode : EXIT_CODES.success;
  } catch (error) {
    if (error instanceof CommanderError)
      return error.code === 'commander.helpDisplayed' || error.code === 'commander.version'
        ? EXIT_CODES.success
        : EXIT_CODES.usage;
    if (error instanceof UsageError) {
      console.error(`Hiba: ${error.message}`);
      return EXIT_CODES.usage;
    }
    if (error instanceof IoError) {
      console.error(`Hiba: ${error.message}`);
      return EXIT_CODES.ioError;
    }
    if (isFileError(error)) {
      console.error(`Hiba: fájlművelet sikertelen: ${error.path ?? ''} – ${describeFileError(error)}`);
      return EXIT_CODES.ioError;
    }
    console.error(`Váratlan hiba: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return EXIT_CODES.invalidRequest;
  }
}
