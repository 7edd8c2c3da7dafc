import type { Warning } from '../checks/warning.ts';
import { isSameName } from '../hu/name-key.ts';
import type { AmendmentRequest } from './amendment-schema.ts';

type MemberRef = { id?: string | number | undefined; nev?: string | undefined };
type Member = { nev: string; szemely?: { id?: string | number | undefined } | undefined };

/** Every member reference of the decision, the transfers and the capital increase, with its path. */
function memberRefs(request: AmendmentRequest): { ref: MemberRef; path: string }[] {
  const { dontes } = request;
  const refs: { ref: MemberRef; path: string }[] = [];
  dontes.jelenlevok.forEach((attendee, index) =>
    refs.push({ ref: attendee.tag, path: `dontes.jelenlevok.${index}.tag` }),
  );
  if (dontes.hitelesito) refs.push({ ref: dontes.hitelesito, path: 'dontes.hitelesito' });
  dontes.szavazasok.forEach((vote, index) => {
    for (const choice of ['igen', 'nem', 'tartozkodas', 'nemSzavazhatott'] as const)
      vote[choice].forEach((ref, at) => refs.push({ ref, path: `dontes.szavazasok.${index}.${choice}.${at}` }));
  });
  (dontes.szavazatBeerkezesek ?? []).forEach((arrival, index) =>
    refs.push({ ref: arrival.tag, path: `dontes.szavazatBeerkezesek.${index}.tag` }),
  );
  request.uzletreszAtruhazasok.forEach((transfer, index) => {
    refs.push({ ref: transfer.eladoTag, path: `uzletreszAtruhazasok.${index}.eladoTag` });
    transfer.elovasarlasiNyilatkozatok.forEach((statement, at) =>
      refs.push({ ref: statement.tag, path: `uzletreszAtruhazasok.${index}.elovasarlasiNyilatkozatok.${at}.tag` }),
    );
  });
  request.tokeemeles?.hozzajarulasok.forEach((contribution, index) => {
    if (contribution.tag) refs.push({ ref: contribution.tag, path: `tokeemeles.hozzajarulasok.${index}.tag` });
  });
  request.tokeemeles?.elsobbsegiJogNyilatkozatok.forEach((ref, index) =>
    refs.push({ ref, path: `tokeemeles.elsobbsegiJogNyilatkozatok.${index}` }),
  );
  return refs;
}

const hasId = (member: Member, id: string | number) =>
  member.szemely?.id !== undefined && String(member.szemely.id) === String(id);

/**
 * A member referenced by name where two members of the registered or the new state bear that name is refused: the
 * engine would take the first of them (`findMember`) and a document another, so votes, a sale or a contribution could
 * be put to the wrong member. A reference whose id finds its member is not ambiguous.
 */
export function checkAmbiguousMemberRefs(request: AmendmentRequest): Warning[] {
  const states = [request.korabbi.tagok, request.uj.tagok] as readonly (readonly Member[])[];
  const findings: Warning[] = [];
  for (const { ref, path } of memberRefs(request)) {
    const id = ref.id;
    if (ref.nev === undefined || (id !== undefined && states.some((members) => members.some((m) => hasId(m, id)))))
      continue;
    const name = ref.nev;
    if (!states.some((members) => members.filter((member) => isSameName(member.nev, name)).length > 1)) continue;
    findings.push({
      code: 'tag-nev-tobbertelmu',
      severity: 'error',
      message: `Több tag neve „${name.trim()}”, ezért a név szerinti hivatkozásból nem állapítható meg, melyik tagról van szó. Hivatkozzon a tagra azonosítójával (id), vagy különböztesse meg a tagok nevét.`,
      path,
    });
  }
  return findings;
}
