import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { AmendmentRequest } from './amendment-schema.ts';

/**
 * `atruhazas-tagra-reszleges` with Fehér Krisztina (1 200 000 Ft) selling twice: 400 000 Ft to the other member, Nagy
 * Lajos, then `second` to an outsider, Kovács Péter, whose pre-emption statement Nagy Lajos gives.
 */
export function sellingTwice(second: number): AmendmentRequest {
  const request = loadAmendmentCase('atruhazas-tagra-reszleges');
  const first = { ...request.uzletreszAtruhazasok[0]!, nevertek: 400_000, vetelar: 600_000 };
  const outsider = {
    ...first,
    vevo: { ...first.vevo, nev: 'Kovács Péter', adoazonositoJel: '8412152395' },
    vevoMarTag: false,
    elovasarlasiNyilatkozatok: [{ tag: { id: 201 }, datum: '2026-11-10' }],
    nevertek: second,
    vetelar: 900_000,
  };
  const [nagy, feher] = request.uj.tagok;
  const kept = 1_200_000 - 400_000 - second;
  return {
    ...request,
    uzletreszAtruhazasok: [first, outsider],
    uj: {
      ...request.uj,
      tagok: [
        { ...nagy!, penzbetet: 2_200_000 },
        ...(kept > 0 ? [{ ...feher!, penzbetet: kept }] : []),
        { ...nagy!, szemely: undefined, nev: 'Kovács Péter', adoazonositoJel: '8412152395', penzbetet: second },
      ],
    },
  };
}

/**
 * `atruhazas-tagra-reszleges` with Fehér Krisztina first buying 300 000 Ft of Nagy Lajos's share and then selling him
 * 600 000 Ft of hers: when she sells, she holds two törzsbetétek, so which one is divided cannot be said.
 */
export function buyingBeforeSelling(): AmendmentRequest {
  const request = loadAmendmentCase('atruhazas-tagra-reszleges');
  const [nagy, feher] = request.korabbi.tagok;
  return {
    ...request,
    uzletreszAtruhazasok: [
      { ...request.uzletreszAtruhazasok[0]!, eladoTag: { id: 201 }, vevo: { ...feher! }, nevertek: 300_000 },
      request.uzletreszAtruhazasok[0]!,
    ],
    uj: {
      ...request.uj,
      tagok: [
        { ...request.uj.tagok[0]!, penzbetet: nagy!.penzbetet - 300_000 + 600_000 },
        { ...request.uj.tagok[1]!, penzbetet: feher!.penzbetet + 300_000 - 600_000 },
      ],
    },
  };
}
