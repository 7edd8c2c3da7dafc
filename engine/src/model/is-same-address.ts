import { hungarianLower } from '../hu/hungarian-case.ts';

function normalize(address: string): string {
  return hungarianLower(address).replace(/[\s.,;]+/g, '');
}

/** Whether two addresses are the same text up to case, spacing and punctuation. */
export function isSameAddress(left: string, right: string): boolean {
  return normalize(left) === normalize(right);
}
