/**
 * A name as names are compared wherever two mentions must be found to be one person or entity (a member referenced by
 * name, a representative of two minors, a legal entity in running text, a co-representative named twice): its
 * spaces, ordinary or no-break, one ordinary space each, trimmed, in lower case by Hungarian rules.
 */
export function nameKey(name: string): string {
  return name.replace(/\s+/gu, ' ').trim().toLocaleLowerCase('hu');
}

/** Whether two names are the same name ({@link nameKey}). */
export function isSameName(left: string, right: string): boolean {
  return nameKey(left) === nameKey(right);
}
