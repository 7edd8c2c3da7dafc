import { isSameName } from '../hu/name-key.ts';
import { isSameAddress } from './is-same-address.ts';

/** A mention of a person in the request: a member, a director, the company manager, a property's owner. */
type PersonMention = {
  nev: string;
  lakohely?: string | undefined;
  szemely?: { id?: string | number | undefined } | undefined;
};

/**
 * Whether two mentions are one person (an owner who is a member or director, one person in two roles): by the saved
 * person's id when both have one, else by name and address, both given.
 */
export function isSamePerson(left: PersonMention, right: PersonMention): boolean {
  const leftId = left.szemely?.id;
  const rightId = right.szemely?.id;
  if (leftId !== undefined && rightId !== undefined) return String(leftId) === String(rightId);
  return (
    left.lakohely !== undefined &&
    right.lakohely !== undefined &&
    isSameName(left.nev, right.nev) &&
    isSameAddress(left.lakohely, right.lakohely)
  );
}
