import type { Signature } from '../ast/blocks.ts';

/**
 * Lays signature boxes out two to a row, as every output prints them; a row holding a single box centres it.
 */
export function pairSignatures(signatures: readonly Signature[]): Signature[][] {
  const rows: Signature[][] = [];
  for (let index = 0; index < signatures.length; index += 2) rows.push(signatures.slice(index, index + 2));
  return rows;
}
