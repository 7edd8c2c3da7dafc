import { Command } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { registerAmendCommand } from './commands/amend.ts';
import { registerGenerateCommand } from './commands/generate.ts';
import { registerPreviewCommand } from './commands/preview.ts';
import { registerSchemaCommand } from './commands/schema.ts';
import { registerTypesCommand } from './commands/types.ts';
import { registerValidateCommand } from './commands/validate.ts';
import { EXIT_CODES_HELP } from './exit-codes.ts';
import { translateCommanderError } from './translate-commander-error.ts';

const HELP_TITLES: Record<string, string> = {
  'Usage:': 'Használat:',
  'Options:': 'Kapcsolók:',
  'Commands:': 'Parancsok:',
  'Arguments:': 'Argumentumok:',
  'Global Options:': 'Általános kapcsolók:',
};

/** The `cegdok` command line: Hungarian help and errors; errors throw instead of exiting (see `runCli`). */
export function createProgram(): Command {
  const program = new Command('cegdok')
    .description('Kft. alapítási dokumentumok készítése a parancssorból')
    .usage('<parancs> [kapcsolók]')
    .version(packageJson.version, '-V, --version', 'a verziószám kiírása')
    .helpOption('-h, --help', 'a súgó megjelenítése')
    .helpCommand('help [parancs]', 'súgó egy parancshoz')
    .configureHelp({
      styleTitle: (title) => HELP_TITLES[title] ?? title,
      subcommandTerm: (command) => `${command.name()} ${command.usage()}`.trim(),
    })
    .configureOutput({ outputError: (message, write) => write(translateCommanderError(message)) })
    .showSuggestionAfterError()
    .addHelpText('after', `\n${EXIT_CODES_HELP}`)
    .exitOverride();
  registerGenerateCommand(program);
  registerValidateCommand(program);
  registerPreviewCommand(program);
  registerTypesCommand(program);
  registerSchemaCommand(program);
  registerAmendCommand(program);
  return program;
}
