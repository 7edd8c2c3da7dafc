/** The Hungarian story name of each fixture: story names keep their accents (an export name cannot). */
const FIXTURE_NAMES: Record<string, string> = {
  'egy-tag': 'Egy tag',
  'ket-tag': 'Két tag',
  'ot-tag-apport': 'Öt tag, apporttal',
  'egyuttes-csoportok': 'Együttes cégjegyzési csoportok',
  'hatarozott-idotartam': 'Határozott időtartam, minden opció',
  'minden-opcio-ki': 'Minden opció kikapcsolva',
  'ekezetes-nevek': 'Ékezetes nevek',
  elteresek: 'Eltérő arányok',
};

/** A document story of one fixture of `fixtures/`. */
export function fixtureStory(fixture: string) {
  return { name: FIXTURE_NAMES[fixture] ?? fixture, args: { fixture } };
}
