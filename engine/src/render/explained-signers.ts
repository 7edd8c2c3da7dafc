import { actsThroughRepresentatives, representativesOn } from '../checks/check-age.ts';
import { nameKey } from '../hu/name-key.ts';
import { EXPLAINED_LANGUAGE_FIELDS } from '../schema/person.ts';

/** A signer as the signature blocks see it: a person or a legal entity, maybe a minor with legal representatives. */
type Signer = {
  readonly nev?: unknown;
  readonly jogiSzemely?: unknown;
  readonly nemErtiMagyarul?: unknown;
  readonly szuletesiIdo?: unknown;
  readonly torvenyesKepviselok?: readonly { readonly nev?: unknown; readonly nemErtiMagyarul?: unknown }[] | null;
};

/** A minor's legal representative among the signers, with the minors he signs for (in the name of, or consenting). */
export type RepresentativeSigner = Record<string, unknown> & { nev: unknown; kiskoruak: string[] };

/** A name as a key: the model joins a signer's name with no-break spaces, a representative's name is as typed. */
const signerKey = (name: unknown) => nameKey(String(name));

/**
 * Everyone who signs where `signers` sign, for the explanation clause and the interpreter's box (decision 031): each
 * signer, and after a natural person with legal representatives each representative, who signs every document the
 * minor signs, in the minor's name or consenting (`personSignature`, decision 030). A representative of two minors
 * among the signers (a parent of two children) is one entry naming both (`kiskoruak`), with the language data of the
 * entry that says he does not understand Hungarian. A representative who is also a signer in his own right and whose
 * own record says he does not understand Hungarian is left to that record, so the document explains it once.
 *
 * `date` is the day the document is signed, the one its `personSignature` boxes get: a minor who acts through his
 * representatives on that day (under fourteen, or of no known age: `actsThroughRepresentatives`) does not sign, so
 * he is left out and only his representatives are listed; a minor of fourteen or more signs with their consent and
 * stays, followed by them. Without a date (a list of directors, who have no representatives) every signer stays.
 */
export function explainedSigners(signers: readonly Signer[] | null | undefined, date?: string | null): unknown[] {
  const list = signers ?? [];
  const signsHimself = (p: Signer) => !date || !actsThroughRepresentatives(p, date);
  const ownFlagged = new Set(
    list.filter((p) => p.nemErtiMagyarul === true && signsHimself(p)).map((p) => signerKey(p.nev)),
  );
  const out: unknown[] = [];
  const representatives = new Map<string, RepresentativeSigner>();
  for (const p of list) {
    if (signsHimself(p)) out.push(p);
    // none for one of age on `date`, who signs alone (`representativesOn`)
    for (const r of representativesOn(p, date)) {
      if (ownFlagged.has(signerKey(r.nev))) continue;
      const minor = String(p.nev);
      const known = representatives.get(signerKey(r.nev));
      if (!known) {
        const entry: RepresentativeSigner = { ...r, nev: r.nev, kiskoruak: [minor] };
        representatives.set(signerKey(r.nev), entry);
        out.push(entry);
      } else {
        if (!known.kiskoruak.includes(minor)) known.kiskoruak.push(minor);
        if (known.nemErtiMagyarul !== true && r.nemErtiMagyarul === true)
          for (const field of EXPLAINED_LANGUAGE_FIELDS) known[field] = (r as Record<string, unknown>)[field];
      }
    }
  }
  return out;
}
