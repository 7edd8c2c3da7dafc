/** `['A', 'B', 'C']` → `A, B és C` */
export function joinList(_items: readonly string[], _conjunction = 'és'): string {
  throw new Error('TODO');
}
