import { checkRequest, type Warning } from '@cegdok/engine';
import type { Command } from 'commander';
import { EXIT_CODES, EXIT_CODES_HELP, raiseExitCode } from '../exit-codes.ts';
import { formatLocalDate } from '../format-local-date.ts';
import { parseRequestSource } from '../input/parse-request-text.ts';
import { readGenerateInput, type RequestSource } from '../input/read-generate-input.ts';
import { formatIssue } from '../report/format-issue.ts';
import { formatWarning } from '../report/format-warning.ts';

const INDENT = '    ';

type Verdict = { lines: string[]; isValid: boolean; hasLegalError: boolean };

function checkFindings(warnings: Warning[]): string[] {
  if (warnings.length === 0) return ['Tartalmi ellenőrzés: nincs észrevétel.'];
  const errors = warnings.filter((warning) => warning.severity === 'error').length;
  return [
    `Tartalmi ellenőrzés: ${errors} hiba, ${warnings.length - errors} figyelmeztetés`,
    ...warnings.map((warning) => `${INDENT}${formatWarning(warning)}`),
  ];
}

function judge(source: RequestSource, today: string): Verdict {
  const parsed = parseRequestSource(source);
  if (!parsed.ok)
    return {
      lines: [
        `A kérés hibás (${parsed.issues.length} hiba):`,
        ...parsed.issues.map((issue) => `${INDENT}${formatIssue(issue)}`),
      ],
      isValid: false,
      hasLegalError: false,
    };
  const warnings = checkRequest(parsed.value, { today });
  const hasLegalError = warnings.some((warning) => warning.severity === 'error');
  return {
    lines: [
      'A kérés megfelel a sémának.',
      ...checkFindings(warnings),
      ...(hasLegalError ? ['A hibák javításáig a dokumentumok nem készíthetők el.'] : []),
    ],
    isValid: true,
    hasLegalError,
  };
}

async function validate(path: string): Promise<void> {
  const input = await readGenerateInput(path);
  const today = formatLocalDate(new Date());
  const sources = input.isBatch ? input.sources : [input.source];
  let invalid = 0;
  let blocked = 0;
  for (const source of sources) {
    const verdict = judge(source, today);
    if (!verdict.isValid) invalid += 1;
    if (verdict.hasLegalError) blocked += 1;
    raiseExitCode(
      !verdict.isValid ? EXIT_CODES.invalidRequest : verdict.hasLegalError ? EXIT_CODES.legalError : EXIT_CODES.success,
    );
    if (!input.isBatch) {
      for (const line of verdict.lines) console.log(line);
      continue;
    }
    const [headline, ...details] = verdict.lines;
    console.log(`${verdict.isValid ? '✔' : '✘'} ${source.label}: ${headline}`);
    for (const line of details) console.log(`${INDENT}${line}`);
  }
  if (!input.isBatch) return;
  // a request valid by its schema may still be blocked by a legal error: the summary says so, not "0 hibás" alone
  const legal = blocked > 0 ? `; ${blocked} kérés dokumentumai jogi hiba miatt nem készíthetők el` : '';
  console.log(`${sources.length} kérés: ${sources.length - invalid} megfelel a sémának, ${invalid} hibás${legal}.`);
}

/** `cegdok validate`: schema issues and consistency findings of a request or of every request of a batch. */
export function registerValidateCommand(program: Command): void {
  program
    .command('validate')
    .description('kérések ellenőrzése: sémahibák és tartalmi észrevételek, kérésenként')
    .usage('[kapcsolók] <útvonal>')
    .argument('<útvonal>', 'egy kérés (.json), soronként egy kérés (.jsonl) vagy .json fájlokat tartalmazó mappa')
    .addHelpText('after', `\n${EXIT_CODES_HELP}`)
    .action((path: string) => validate(path));
}
