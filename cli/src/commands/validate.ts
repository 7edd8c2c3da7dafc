import { checkRequest } from '@cegdok/engine';
import type { Command } from 'commander';
import { formatLocalDate } from '../format-local-date.ts';
import { readRequestFile } from '../input/read-request-file.ts';
import { formatIssue } from '../report/format-issue.ts';
import { formatWarning } from '../report/format-warning.ts';

async function validate(file: string): Promise<void> {
  const parsed = await readRequestFile(file);
  if (!parsed.ok) {
    console.log(`A kérés hibás (${parsed.issues.length} hiba):`);
    for (const issue of parsed.issues) console.log(`    ${formatIssue(issue)}`);
    process.exitCode = 1;
    return;
  }
  const warnings = checkRequest(parsed.value, { today: formatLocalDate(new Date()) });
  console.log('A kérés megfelel a sémának.');
  if (warnings.length === 0) {
    console.log('Tartalmi ellenőrzés: nincs észrevétel.');
    return;
  }
  const errors = warnings.filter((warning) => warning.severity === 'error').length;
  console.log(`Tartalmi ellenőrzés: ${errors} hiba, ${warnings.length - errors} figyelmeztetés`);
  for (const warning of warnings) console.log(`    ${formatWarning(warning)}`);
}

/** `cegdok validate`: schema issues (exit code 1) and consistency findings of one request. */
export function registerValidateCommand(program: Command): void {
  program
    .command('validate')
    .description('egy kérés ellenőrzése: sémahibák és figyelmeztetések')
    .usage('[kapcsolók] <fájl>')
    .argument('<fájl>', 'a kérés JSON fájlja')
    .action((file: string) => validate(file));
}
