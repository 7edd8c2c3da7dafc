function normalize(address: string): string {
  return address.toLocaleLowerCase('hu').replace(/[\s.,;]+/g, '');
}

/** Whether two addresses are the same text up to case, spacing and punctuation. */
export function isSameAddress(left: string, right: string): boolean {
  return normalize(left) === normalize(right);
}
