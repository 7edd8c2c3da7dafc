import { companySchema, type Company } from '@cegdok/engine';

/** A one-member company as the wizard saves it: Kiss Anna, member and director, 3 000 000 Ft in cash. */
export const oneMemberCompany: Company = companySchema.parse({
  nev: 'Alfa Kft.',
  szekhely: '1011 Budapest, Fő utca 1.',
  tagok: [
    {
      nev: 'Kiss Anna',
      lakohely: '1011 Budapest, Fő utca 1.',
      penzbetet: 3000000,
      nemPenzbeliBetet: 0,
      penzbetetHatarido: '2027-01-25',
      penzbetetMod: 'pénzforgalmi számla',
    },
  ],
  ugyvezetok: [{ nev: 'Kiss Anna', lakohely: '1011 Budapest, Fő utca 1.', cegjegyzesiJogTipus: 'ONALLO' }],
});
