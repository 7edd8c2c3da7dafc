// The entry point of the `cegdok` binary (bin/cegdok.js loads it through tsx).
import { runCli } from './run-cli.ts';

// `cegdok types | head`: the reader went away, which is not an error of ours.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

process.exitCode = await runCli(process.argv.slice(2));
