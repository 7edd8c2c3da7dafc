// Hungarian formatting. Implemented in the files below; see docs/decisions and the legal brief 1.5.
export { formatDate, formatDateNumeric } from './format-date.ts';
export { formatNumber, formatMoney, formatMoneyWithWords } from './format-money.ts';
export { numberToWords } from './number-to-words.ts';
export { formatPercent } from './format-percent.ts';
export { joinList } from './join-list.ts';
export { article, withArticle } from './article.ts';
