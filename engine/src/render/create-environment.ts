import nunjucks from 'nunjucks';
import {
  NBSP,
  article,
  capitalizeFirst,
  formatDate,
  formatDateNumeric,
  formatMoney,
  formatMoneyWithWords,
  formatNumber,
  formatPercent,
  joinList,
  numberToWords,
  withArticle,
} from '../hu/index.ts';
import type { TemplateSource } from './template-source.ts';

const BLANK = '…………………………';

/** A nunjucks loader over the in-memory template map. */
function mapLoader(templates: TemplateSource): nunjucks.ILoader {
  return {
    getSource(name: string) {
      const src = templates[name];
      if (src === undefined) throw new Error(`template not found: ${name}`);
      return { src, path: name, noCache: false };
    },
  } as nunjucks.ILoader;
}

/**
 * The Nunjucks environment every template renders in: autoescape on, an undefined value is an
 * error, and the Hungarian filters:
 *
 * | filter | in | out |
 * |---|---|---|
 * | `date` | `2026-11-22` | `2026. november 22.` (no-break spaces) |
 * | `dateNumeric` | `2026-11-22` | `2026. 11. 22.` |
 * | `number` | `3000000` | `3 000 000` |
 * | `money` | `3000000` | `3 000 000 Ft` |
 * | `moneyWords` | `3000000` | `3 000 000 Ft, azaz hárommillió forint` |
 * | `words` | `3500000` | `hárommillió-ötszázezer` |
 * | `percent` | `33.333` | `33,33%` |
 * | `list` | `['A','B','C']` | `A, B és C` (`list('vagy')` for "vagy") |
 * | `a` / `A` | `Alfa Kft.` | `az Alfa Kft.` / `Az Alfa Kft.` |
 * | `article` | `Alfa` | `az` |
 * | `cap` | `dr. Kiss Anna` | `Dr. Kiss Anna` (a name opening a sentence) |
 *
 * and the global `orBlank(value)`: the value, or a dotted line to fill in by hand.
 */
export function createEnvironment(templates: TemplateSource): nunjucks.Environment {
  const env = new nunjucks.Environment(mapLoader(templates), {
    autoescape: true,
    throwOnUndefined: true,
    trimBlocks: true,
    lstripBlocks: true,
  });
  // A date never breaks across lines: `2026. november 22.` with no-break spaces.
  env.addFilter('date', (iso: string) => formatDate(iso).replaceAll(' ', NBSP));
  env.addFilter('dateNumeric', formatDateNumeric);
  env.addFilter('number', formatNumber);
  env.addFilter('money', formatMoney);
  env.addFilter('moneyWords', formatMoneyWithWords);
  env.addFilter('words', numberToWords);
  env.addFilter('percent', (value: number, decimals?: number) => formatPercent(value, decimals));
  env.addFilter('list', (items: string[], conjunction?: string) => joinList(items, conjunction));
  env.addFilter('a', (word: string) => withArticle(word));
  env.addFilter('A', (word: string) => withArticle(word, true));
  env.addFilter('article', article);
  env.addFilter('cap', capitalizeFirst);
  env.addGlobal('orBlank', (value: unknown) =>
    value === undefined || value === null || value === ''
      ? new nunjucks.runtime.SafeString(`<span class="blank">${BLANK}</span>`)
      : value,
  );
  return env;
}
