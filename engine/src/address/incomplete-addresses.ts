import type { z } from 'zod';
import type { Company } from '../schema/company.ts';
import { personSchema, type Person } from '../schema/person.ts';
import { languageIssues } from '../checks/check-explained-language.ts';
import { addressCompletenessError } from './address-completeness.ts';

/** An address that is not complete: its path in the saved record and the Hungarian message naming what it lacks. */
export type IncompleteAddress = { path: (string | number)[]; message: string };

function check(path: (string | number)[], address: string | undefined): IncompleteAddress[] {
  if (address === undefined || address.trim() === '') return [];
  const message = addressCompletenessError(address);
  return message ? [{ path, message }] : [];
}

/**
 * The addresses of a company that must be complete before it is saved (issue 15): the seat, every premises and
 * branch, and the residence (or seat) of every member and managing director. An empty one is the schema's concern.
 */
export function findIncompleteCompanyAddresses(company: Company): IncompleteAddress[] {
  return [
    ...check(['szekhely'], company.szekhely),
    ...company.telephelyek.flatMap((address, index) => check(['telephelyek', index], address)),
    ...company.fioktelepek.flatMap((address, index) => check(['fioktelepek', index], address)),
    ...company.tagok.flatMap((member, index) => check(['tagok', index, 'lakohely'], member.lakohely)),
    ...company.ugyvezetok.flatMap((director, index) => check(['ugyvezetok', index, 'lakohely'], director.lakohely)),
  ];
}

/** A person's residence, or a law firm's seat, under `key`. */
export function findIncompleteAddress<K extends string>(record: Record<K, string>, key: K): IncompleteAddress[] {
  return check([key], record[key]);
}

/** Reports the incomplete addresses as zod issues: `schema.superRefine(reportIncomplete(findIncomplete…))`. */
export function reportIncomplete<T>(find: (value: T) => IncompleteAddress[]) {
  return (value: T, ctx: z.RefinementCtx) => {
    for (const { path, message } of find(value)) ctx.addIssue({ code: 'custom', path, message });
  };
}

/** A person's residence must be complete: `personSchema.superRefine(completeResidence)`. */
export const completeResidence = reportIncomplete((person: Person) => findIncompleteAddress(person, 'lakohely'));

/** A person as the web form and the server save it: the schema, and a complete residence. */
export const savedPersonSchema = personSchema.superRefine(completeResidence).superRefine((person, ctx) => {
  // a language or an interpreter contradicting the statement on Hungarian (decision 031): refused where typed
  for (const issue of languageIssues(person))
    if (issue.severity === 'error') ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
});
