import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { documentText, renderer } from './amendment-document-text.test-helper.ts';

const VALUE_LIMIT = 'előzetes hozzájárulás minden olyan szerződés megkötéséhez';
const DISCHARGE = 'felmentvény megadásáról';

describe('the sole member’s powers are not reworded by a change of director (Ptk. 3:102. § (1))', () => {
  // the sole member, until now the director, resigns and elects an outside director
  const request = loadAmendmentCase('egyszemelyes-cegnev-ugyvezeto-tokeemeles');

  it('keeps the registered decision-making point: no value limits, discharge or point 11 in the deed', () => {
    const consolidated = documentText(request, 'egyseges-szerkezet');
    const deed = documentText(request, 'modositas');
    expect(consolidated).toContain('Az alapító döntéshozatala');
    expect(consolidated).not.toContain(VALUE_LIMIT);
    expect(consolidated).not.toContain(DISCHARGE);
    expect(deed).not.toContain('11. pontja helyébe');
    expect(deed).not.toContain(VALUE_LIMIT);
    // the decided changes still go through
    expect(deed).toContain('Balogh Tamás');
    expect(deed).toContain('4 000 000 Ft');
  });

  it('tells the lawyer that the powers stay as registered and how to change them', () => {
    const finding = renderer.prepare(request).findings.find((item) => item.code === 'egyeduli-tag-hataskorei');
    expect(finding?.severity).toBe('warning');
    expect(finding?.message).toContain('Ptk. 3:102. § (1)');
  });

  it('does the same the other way: an outside director replaced by the sole member keeps the listed powers', () => {
    const outside = request.uj.ugyvezetok[0]!;
    const member = request.korabbi.ugyvezetok[0]!;
    const reverse: AmendmentRequest = {
      ...request,
      korabbi: { ...request.korabbi, ugyvezetok: [{ ...outside, megbizasKezdoIdopontja: '2020-01-15' }] },
      uj: { ...request.uj, ugyvezetok: [{ ...member, megbizasKezdoIdopontja: '2026-12-01' }] },
      ugyvezetoValtozas: {
        megszunok: [{ nev: outside.nev, ok: 'LEMONDAS', datum: '2026-12-01' }],
        elfogadasok: [{ nev: member.nev, datum: '2026-11-24' }],
      },
    } as AmendmentRequest;
    expect(documentText(reverse, 'egyseges-szerkezet')).toContain(VALUE_LIMIT);
    expect(documentText(reverse, 'modositas')).not.toContain('11. pontja helyébe');
  });

  it('leaves a company whose director stays the sole member alone', () => {
    const kept = loadAmendmentCase('cegnev');
    expect(renderer.prepare(kept).findings.map((item) => item.code)).not.toContain('egyeduli-tag-hataskorei');
  });
});
