/** `33.333` → `33,33%` */
export function formatPercent(_value: number, _maxDecimals = 2): string {
  throw new Error('TODO');
}
