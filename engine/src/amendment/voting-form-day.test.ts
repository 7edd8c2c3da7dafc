import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { votingFormDay } from './voting-form-day.ts';

describe('votingFormDay: the day a written resolution’s voting form is judged on (Ptk. 3:20. §, decisions 030, 032)', () => {
  // sent on 10 November, decided on 20 November; Nagy Lajos's (201) vote arrived on 13 November, Fehér Dóra's (202) on 20
  const request = loadAmendmentCase('irasbeli-kiskoru-tolmaccsal');
  const lajos = { nev: 'Nagy Lajos', szemely: { id: 201 } };

  it('the vote’s arrival when given, matched by the saved person', () => {
    expect(votingFormDay(request, 'ULES_NELKULI', lajos)).toEqual({ day: '2026-11-13', basis: 'ARRIVAL' });
    expect(votingFormDay(request, 'ULES_NELKULI', { nev: 'Fehér Dóra', szemely: { id: 202 } })).toEqual({
      day: '2026-11-20',
      basis: 'ARRIVAL',
    });
  });

  it('else the draft’s sending, else the decision’s day', () => {
    const noArrivals = { ...request, dontes: { ...request.dontes, szavazatBeerkezesek: [] } };
    expect(votingFormDay(noArrivals, 'ULES_NELKULI', lajos)).toEqual({ day: '2026-11-10', basis: 'SENT' });
    const { tervezetMegkuldese: _sent, ...unsent } = noArrivals.dontes;
    expect(votingFormDay({ ...noArrivals, dontes: unsent }, 'ULES_NELKULI', lajos)).toEqual({
      day: '2026-11-20',
      basis: 'DECISION',
    });
  });

  it('reads the arrivals only for a written resolution', () => {
    expect(votingFormDay(request, 'TAGGYULES', lajos)).toEqual({ day: '2026-11-10', basis: 'SENT' });
  });
});
