import { actsThroughRepresentatives, minorStanding, representativesOn } from '../checks/check-age.ts';
import {
  NBSP,
  article,
  capitalizeFirst,
  formatDate,
  formatDateNumeric,
  formatMoney,
  formatMoneyWithWords,
  formatNumber,
  formatMarkedPercent,
  formatMarkedPercentBeforeSuffix,
  formatPercent,
  formatRoundedPercent,
  isRoundedRatio,
  joinList,
  legalEntityNameSet,
  lowercaseFirst,
  numberToWords,
  printedName,
  withArticle,
} from '../hu/index.ts';
import {
  compileTemplate,
  FACTORY_PARAMETERS,
  generateTemplateCode,
  instantiateTemplate,
  type CompiledTemplate,
  type TemplateFactory,
} from './compile-template.ts';
import { registrationNumberOf } from '../model/registration-number.ts';
import { explainedSigners } from './explained-signers.ts';
import { BUILTIN_FILTERS, markSafe } from './template-runtime.ts';
import type { TemplateSource } from './template-source.ts';

const BLANK = '…………………………';

/**
 * The filter, remembering its result for a string or number given alone until the environment forgets them: the Hungarian
 * formatting functions are pure, and a set of documents formats the same names, dates and amounts again and again
 * (about 60 % of the calls for a five-member company). A call with arguments, or with another value, is passed through.
 */
function remembered<Value, Result>(
  filter: (value: Value, ...args: never[]) => Result,
  memories: Map<unknown, unknown>[],
): (value: Value, ...args: never[]) => Result {
  const results = new Map<Value, Result>();
  memories.push(results);
  return (value, ...args) => {
    if (args.length > 0 || (typeof value !== 'string' && typeof value !== 'number') || Object.is(value, -0))
      return filter(value, ...args);
    let result = results.get(value);
    if (result === undefined) {
      result = filter(value);
      results.set(value, result);
    }
    return result;
  };
}

/** Renders a template by name; each template is compiled on first use, then reused. */
export type TemplateEnvironment = {
  render(name: string, context: Record<string, unknown>): string;
  /**
   * Forgets the filters' remembered results. Called as each request begins, so the results are shared by the
   * documents of one request and never kept from one request (or one company) to the next.
   */
  forgetRemembered(): void;
  /**
   * The names of the legal entities the next renders' documents name, which the `name` and `names` filters print as
   * they are when given a bare name (a member's in a list of votes); none until named. Called as each amendment
   * document begins.
   */
  nameLegalEntities(names: Iterable<string>): void;
};

/**
 * The environment every template renders in (nunjucks syntax, compiled by compile-template.ts): autoescape on, an
 * undefined value is an error, nunjucks' `capitalize`, `join`, `lower`, `upper` and `string` filters, and the Hungarian
 * ones:
 *
 * | filter | in | out |
 * |---|---|---|
 * | `date` | `2026-11-22` | `2026. november 22.` (no-break spaces) |
 * | `dateNumeric` | `2026-11-22` | `2026. 11. 22.` |
 * | `number` | `3000000` | `3 000 000` |
 * | `money` | `3000000` | `3 000 000 Ft` (`money(true)`: `3000` → `3 000 Ft`, among longer amounts) |
 * | `moneyWords` | `3000000` | `3 000 000 Ft, azaz hárommillió forint` |
 * | `words` | `3500000` | `hárommillió-ötszázezer` |
 * | `percent` | `33.333` | `33,33%` |
 * | `roundedPercent` | `16.6023` | `16,60%` (a rounded figure, both decimals printed) |
 * | `markedPercent(isRounded)` | `33.333`, `true` / `66.667`, `false` | `33,33% (kerekítve)` / `66,667%` (exact: all decimals, at most four) |
 * | `markedPercentBeforeSuffix(isRounded)` | `33.333`, `true` / `50`, `false` | `kerekítve 33,33%` / `50%` (the text adds `-át`) |
 * | `list` | `['A','B','C']` | `A, B és C` (`list('vagy')` for "vagy") |
 * | `a` / `A` | `Alfa Kft.` | `az Alfa Kft.` / `Az Alfa Kft.` |
 * | `article` | `Alfa` | `az` |
 * | `cap` | `dr. Kiss Anna` | `Dr. Kiss Anna` (a name opening a sentence) |
 * | `name` | `Kovács-Szabó Anna`, or an entry | `Kovács‑Szabó Anna` (no-break space and hyphen, `printedName`); a legal entity's name as it is |
 * | `names` | `['Kiss Anna', 'Alfa Kft.']` | each as `name` prints it |
 * | `uncap` | `Tagjegyzék` | `tagjegyzék` (a title as an item of a running list) |
 *
 * and the globals `orBlank(value)`: the value, or a dotted line to fill in by hand; `registrationOf(entity)`: a legal
 * entity's registration number with its label, `cégjegyzékszám` or `nyilvántartási szám` (registration-number.ts);
 * `minorStanding(birth, date)`: `'under14'`, `'limited'` (fourteen to seventeen) or `null` (an adult, or no birth date),
 * how a minor signs on `date` (check-age.ts); `actsThroughRepresentatives(person, date)`: whether the representatives
 * sign in the person's name on `date` and he does not sign (check-age.ts); `representativesOn(person, date)`: the legal
 * representatives who act for him on `date`, none for a legal entity or one of age (check-age.ts); `explainedSigners(signers, date)`: those who
 * sign where `signers` sign on `date`, the legal representatives of the minors among them included, for the
 * explanation clause and the interpreter's box (explained-signers.ts); `isRoundedRatio(part, whole)`: whether the
 * percentage `part` makes of `whole` has more than two decimals, so that it prints rounded (format-percent.ts).
 */
function environmentFunctions(memories: Map<unknown, unknown>[], printing: Printing = { legalEntityNames: new Set() }) {
  const remember = <Value, Result>(filter: (value: Value, ...args: never[]) => Result) => remembered(filter, memories);
  const filters = {
    ...BUILTIN_FILTERS,
    // A date never breaks across lines: `2026. november 22.` with no-break spaces.
    date: remember((iso: string) => formatDate(iso).replaceAll(' ', NBSP)),
    dateNumeric: remember(formatDateNumeric),
    number: remember(formatNumber),
    money: remember(formatMoney),
    moneyWords: remember(formatMoneyWithWords),
    words: remember(numberToWords),
    percent: remember((value: number, decimals?: number) => formatPercent(value, decimals)),
    roundedPercent: remember(formatRoundedPercent),
    markedPercent: (value: number, isRounded: boolean) => formatMarkedPercent(value, isRounded),
    markedPercentBeforeSuffix: (value: number, isRounded: boolean) => formatMarkedPercentBeforeSuffix(value, isRounded),
    list: (items: string[], conjunction?: string) => joinList(items, conjunction),
    a: remember((word: string) => withArticle(word)),
    A: remember((word: string) => withArticle(word, true)),
    article: remember(article),
    cap: remember(capitalizeFirst),
    uncap: remember(lowercaseFirst),
    // the legal entities' names change from one render to the next: not remembered
    name: (person: unknown) => printedName(person, printing.legalEntityNames),
    names: (people: readonly unknown[]) => people.map((person) => printedName(person, printing.legalEntityNames)),
  };
  const globals = {
    registrationOf: registrationNumberOf,
    minorStanding: (birth: string | undefined | null, date: string) => minorStanding(birth ?? undefined, date),
    actsThroughRepresentatives,
    representativesOn: (person: Parameters<typeof representativesOn>[0], date?: string | null) =>
      representativesOn(person, date),
    explainedSigners,
    isRoundedRatio,
    orBlank: (value: unknown) =>
      value === undefined || value === null || value === '' ? markSafe(`<span class="blank">${BLANK}</span>`) : value,
  };
  return { filters, globals };
}

/** What the renders print differently, from one request to the next: the legal entities' names (`name` filter). */
type Printing = { legalEntityNames: ReadonlySet<string> };

/** Templates compiled ahead of time, by `templateFactoriesModule`'s key (the name, `\0included` for an include). */
export type PrecompiledTemplates = Readonly<Record<string, TemplateFactory>>;

const templateKey = (name: string, included: boolean) => (included ? `${name}\0included` : name);

/** The environment over `templates`, taking a template from `precompiled` where it is there, compiling it otherwise. */
export function createEnvironment(templates: TemplateSource, precompiled?: PrecompiledTemplates): TemplateEnvironment {
  const memories: Map<unknown, unknown>[] = [];
  const printing: Printing = { legalEntityNames: new Set() };
  const { filters, globals } = environmentFunctions(memories, printing);
  const compiled = new Map<string, CompiledTemplate>();
  const load = (name: string, included = false): CompiledTemplate => {
    const key = templateKey(name, included);
    let template = compiled.get(key);
    if (!template) {
      const factory = precompiled?.[key];
      const source = templates[name];
      if (factory) template = instantiateTemplate(factory, name, { filters, globals, load });
      else if (source === undefined) throw new Error(`template not found: ${name}`);
      else template = compileTemplate(name, source, { filters, globals, load }, included);
      compiled.set(key, template);
    }
    return template;
  };
  return {
    render: (name, context) => load(name)(context, null, null),
    forgetRemembered: () => {
      for (const results of memories) results.clear();
    },
    nameLegalEntities: (names) => {
      printing.legalEntityNames = legalEntityNameSet(names);
    },
  };
}

const INCLUDE = /\{%-?\s*include\s+["']([^"']+)["']/g;

/**
 * An ES module whose default export is every template of `templates` precompiled (`PrecompiledTemplates`): the code
 * `compileTemplate` would hand to `new Function`, written as functions, for a build to bundle. An engine given them
 * never evaluates code, so it runs under a Content Security Policy without `'unsafe-eval'`.
 */
export function templateFactoriesModule(templates: TemplateSource): string {
  const names = environmentFunctions([]);
  const sources = Object.entries(templates).filter(([name]) => name.endsWith('.njk'));
  const included = new Set(sources.flatMap(([, source]) => [...source.matchAll(INCLUDE)].map((match) => match[1]!)));
  const entries = sources.flatMap(([name, source]) =>
    [false, ...(included.has(name) ? [true] : [])].map(
      (isIncluded) =>
        `${JSON.stringify(templateKey(name, isIncluded))}: function (${FACTORY_PARAMETERS.join(', ')}) {\n` +
        `${generateTemplateCode(name, source, names, isIncluded)}\n}`,
    ),
  );
  return `// Generated from templates/ by templateFactoriesModule (engine/src/render/create-environment.ts).\nexport default {\n${entries.join(',\n')}\n};\n`;
}
