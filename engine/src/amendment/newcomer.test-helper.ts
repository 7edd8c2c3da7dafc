import type { AmendmentRequest } from './amendment-schema.ts';

/** A newcomer who joins by a cash capital increase, due `due`: the member entry of the target state. */
export function newcomerJoining(due: string) {
  return {
    szemely: { id: 777 },
    nev: 'Új Tag Tivadar',
    lakohely: '7621 Pécs, Király utca 8.',
    szuletesiNev: 'Új Tag Tivadar',
    anyjaNeve: 'Példa Mária',
    szuletesiIdo: '1975-05-06',
    adoazonositoJel: '8395717903',
    penzbetet: 500_000,
    nemPenzbeliBetet: 0,
    penzbetetHatarido: due,
    penzbetetMod: 'pénzforgalmi számla' as const,
    jogiSzemely: false,
  };
}

/** The capital increase the newcomer joins by, every member present (`members`) waiving the pre-emption right. */
export function increaseFor(
  newcomer: ReturnType<typeof newcomerJoining>,
  members: NonNullable<AmendmentRequest['tokeemeles']>['elsobbsegiJogNyilatkozatok'],
): NonNullable<AmendmentRequest['tokeemeles']> {
  return {
    osszeg: newcomer.penzbetet,
    hozzajarulasok: [
      {
        ujTag: newcomer.nev,
        penzbeli: newcomer.penzbetet,
        nemPenzbeli: 0,
        hatarido: newcomer.penzbetetHatarido,
        mod: newcomer.penzbetetMod,
        csatlakozoNyilatkozat: true,
      },
    ],
    kijeloltSzemelyek: [],
    elsobbsegiJogNyilatkozatok: [...members],
  };
}
