import { checkDocumentRequest } from '@cegdok/engine';
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
  const { errors, warnings } = checkDocumentRequest(parsed.value, { today: formatLocalDate(new Date()) });
  console.log('A kérés megfelel a sémának.');
  if (errors.length === 0 && warnings.length === 0) {
    console.log('Tartalmi ellenőrzés: nincs észrevétel.');
    return;
  }
  console.log(`Tartalmi ellenőrzés: ${errors.length} hiba, ${warnings.length} figyelmeztetés`);
  for (const finding of [...errors, ...warnings]) console.log(`    ${formatWarning(finding)}`);
  if (errors.length === 0) return;
  console.log('A hibák javításáig a dokumentumok nem készíthetők el.');
  process.exitCode = 1;
}

/** `cegdok validate`: schema issues and legal errors (exit code 1), and the warnings of one request. */
export function registerValidateCommand(program: Command): void {
  program
    .command('validate')
    .description('egy kérés ellenőrzése: sémahibák, jogszabályba ütköző hibák és figyelmeztetések')
    .usage('[kapcsolók] <fájl>')
    .argument('<fájl>', 'a kérés JSON fájlja')
    .action((file: string) => validate(file));
}
