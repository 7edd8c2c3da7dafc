import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { checkAmendment } from './check-amendment.ts';
import { planAmendment } from './plan-amendment.ts';

// atruhazas-tagra-reszleges: Nagy Lajos (id 201) and Fehér Krisztina (id 202) at a meeting of all members
const base = loadAmendmentCase('atruhazas-tagra-reszleges');

/** Both members named Nagy Lajos in both states, without saved persons; the attendance refers to them as `refs`. */
function twoOfOneName(refs: AmendmentRequest['dontes']['jelenlevok'][number]['tag'][]): AmendmentRequest {
  const rename = (state: AmendmentRequest['korabbi']) => ({
    ...state,
    tagok: state.tagok.map((member) => ({ ...member, nev: 'Nagy Lajos', szemely: undefined })),
  });
  return {
    ...base,
    korabbi: rename(base.korabbi),
    uj: rename(base.uj),
    dontes: { ...base.dontes, jelenlevok: refs.map((tag) => ({ tag })) },
  };
}
const ambiguous = (request: AmendmentRequest) =>
  checkAmendment(planAmendment(request), '').filter((finding) => finding.code === 'tag-nev-tobbertelmu');

describe('a member referenced by a name two members bear', () => {
  it('is refused on its path, in Hungarian, whatever the engine would otherwise take it for', () => {
    const findings = ambiguous(twoOfOneName([{ nev: 'Nagy Lajos' }, { nev: ' nagy lajos ' }]));
    expect(findings.map((finding) => [finding.severity, finding.path])).toEqual([
      ['error', 'dontes.jelenlevok.0.tag'],
      ['error', 'dontes.jelenlevok.1.tag'],
    ]);
    expect(findings[0]!.message).toBe(
      'Több tag neve „Nagy Lajos”, ezért a név szerinti hivatkozásból nem állapítható meg, melyik tagról van szó. Hivatkozzon a tagra azonosítójával (id), vagy különböztesse meg a tagok nevét.',
    );
  });

  it('is not refused when its id finds the member, nor when the name is one member’s', () => {
    const withIds = twoOfOneName([{ id: 201, nev: 'Nagy Lajos' }]);
    withIds.korabbi.tagok[0]!.szemely = { id: 201 };
    expect(ambiguous(withIds)).toEqual([]);
    expect(
      ambiguous({
        ...base,
        dontes: { ...base.dontes, jelenlevok: [{ tag: { nev: 'Nagy Lajos' } }, { tag: { nev: 'Fehér Krisztina' } }] },
      }),
    ).toEqual([]);
  });
});
