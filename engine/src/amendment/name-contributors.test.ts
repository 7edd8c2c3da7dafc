import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { documentText, renderer } from './amendment-document-text.test-helper.ts';
import { withContributorNames } from './name-contributors.ts';

/** The capital increase case with Nagy Lajos (saved person 201) also undertaking 500 000 Ft, pointed at by id. */
function memberContributingById(): AmendmentRequest {
  const request = loadAmendmentCase('tokeemeles-uj-taggal');
  const increase = request.tokeemeles!;
  return {
    ...request,
    tokeemeles: {
      ...increase,
      osszeg: increase.osszeg + 500_000,
      hozzajarulasok: [
        ...increase.hozzajarulasok,
        {
          ...increase.hozzajarulasok[0]!,
          ujTag: undefined,
          tag: { id: 201 },
          penzbeli: 500_000,
          csatlakozoNyilatkozat: false,
        },
      ],
    },
    uj: {
      ...request.uj,
      tagok: request.uj.tagok.map((member) =>
        member.szemely?.id === 201 ? { ...member, penzbetet: member.penzbetet + 500_000 } : member,
      ),
    },
  };
}

describe('a registered member undertaking a contribution, pointed at by id as the web form does', () => {
  it('is named from the registered members', () => {
    const named = withContributorNames(memberContributingById());
    expect(named.tokeemeles!.hozzajarulasok[1]!.tag).toEqual({ id: 201, nev: 'Nagy Lajos' });
  });

  it('is named in the resolution, the undertaking and its title, and the documents render', () => {
    const request = memberContributingById();
    const prepared = renderer.prepare(request);
    expect(prepared.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    expect(prepared.plan.documents.map((document) => document.title)).toContain(
      'Kötelezettségvállaló nyilatkozat – Nagy Lajos',
    );
    expect(documentText(request, 'hatarozat')).toContain(
      'Vagyoni hozzájárulás szolgáltatására jogosult: Nagy Lajos, a Társaság tagja, törzsbetétjének felemelésével, 500 000 Ft, azaz ötszázezer forint összegben',
    );
    expect(documentText(request, 'vagyoni-hozzajarulas-2')).toContain('Nagy Lajos');
  });
});
