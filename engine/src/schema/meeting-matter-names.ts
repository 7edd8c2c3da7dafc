import type { MeetingMatter } from './company.ts';

/**
 * The matters of the supreme body's exclusive competence by the letters of the settings (`pont11_8_a`…`s`, the legal
 * brief's 2.8), in a few words: the glossary and the findings name a matter by them, as the articles letter only the
 * items they print and a setting's letter is often not the printed one (decision 086).
 */
export const MEETING_MATTER_NAMES: Record<MeetingMatter, string> = {
  a: 'a beszámoló jóváhagyása és az osztalékról szóló döntés',
  b: 'osztalékelőleg fizetése',
  c: 'pótbefizetés előírása és visszafizetése',
  d: 'hozzájárulás az üzletrész felosztásához',
  e: 'az üzletrész bevonása',
  f: 'saját üzletrész megszerzése',
  g: 'a tag kizárása iránti kereset',
  h: 'az ügyvezető megválasztása, visszahívása, díjazása',
  i: 'felügyelőbizottsági tagok és könyvvizsgáló megválasztása',
  j: 'cégvezető kinevezése',
  k: 'kártérítési igények érvényesítése',
  l: 'szerződés jóváhagyása a taggal, ügyvezetővel vagy hozzátartozójukkal',
  m: 'a társasági szerződés módosítása',
  n: 'a törzstőke felemelése és leszállítása',
  o: 'átalakulás, egyesülés, szétválás, megszűnés',
  p: 'hozzájárulás az üzletrész átruházásához, elővásárlási jog gyakorlása',
  q: 'felmentvény az ügyvezetőnek',
  r: 'előzetes hozzájárulás értékhatár feletti szerződésekhez',
  s: 'előzetes hozzájárulás vagyontárgyak elidegenítéséhez, megterheléséhez',
};
