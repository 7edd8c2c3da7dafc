// Hungarian formatting. Implemented in the files below; see the legal brief 1.4 and 1.5.
export { formatDate, formatDateNumeric } from './format-date.ts';
export { formatNumber, formatMoney, formatMoneyWithWords } from './format-money.ts';
export { numberToWords, MAX_NUMBER_IN_WORDS, type NumberToWordsOptions } from './number-to-words.ts';
export {
  formatMarkedPercent,
  formatMarkedPercentBeforeSuffix,
  formatPercent,
  formatRoundedPercent,
  isRoundedRatio,
  MAX_PERCENT_DECIMALS,
} from './format-percent.ts';
export { joinList } from './join-list.ts';
export { taxIdProblem } from './tax-id.ts';
export { article, withArticle } from './article.ts';
export { capitalizeFirst, lowercaseFirst } from './capitalize-first.ts';
export {
  bindHyphens,
  bindLegalText,
  bindName,
  legalEntityNameSet,
  NBSP,
  NB_HYPHEN,
  printedName,
} from './bind-typography.ts';
