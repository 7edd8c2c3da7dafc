import { MEETING_MATTERS } from '@cegdok/engine';
import { Checkbox, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CompanyForm } from './company-form-context.ts';

/**
 * The matters reserved to the members' meeting (legal brief 2.8, its point 11.8). The articles print them at 11.11, a
 * sole founder's at 11.3, lettering only the items printed, so the tab names no clause number.
 */
export const MEETING_MATTER_TEXTS: Record<(typeof MEETING_MATTERS)[number], string> = {
  a: 'a beszámoló elfogadása, ideértve az adózott eredmény felhasználásáról és az osztalékról szóló döntést',
  b: 'döntés osztalékelőleg fizetéséről',
  c: 'pótbefizetés elrendelése és visszafizetése',
  d: 'hozzájárulás az üzletrész felosztásához',
  e: 'az üzletrész bevonásának elrendelése',
  f: 'a társaság saját üzletrészének megszerzése',
  g: 'döntés a tag kizárására irányuló per megindításáról',
  h: 'az ügyvezető megválasztása, visszahívása, díjazásának megállapítása, és a munkáltatói jogok gyakorlása a társasággal munkaviszonyban álló ügyvezető felett',
  i: 'a felügyelőbizottsági tagok és a könyvvizsgáló megválasztása, visszahívása és díjazásuk megállapítása',
  j: 'cégvezető kinevezése',
  k: 'a tagokkal, az ügyvezetővel, a felügyelőbizottsági taggal vagy a könyvvizsgálóval szembeni kártérítési igények érvényesítése',
  l: 'olyan szerződés jóváhagyása, amelyet a társaság saját tagjával, ügyvezetőjével, felügyelőbizottsági tagjával, könyvvizsgálójával vagy ezek közeli hozzátartozójával köt',
  m: 'a társasági szerződés módosítása',
  n: 'a törzstőke felemelése vagy leszállítása',
  o: 'a társaság átalakulásának, egyesülésének, szétválásának, jogutód nélküli megszűnésének elhatározása',
  p: 'hozzájárulás az üzletrész kívülálló személyre történő átruházásához, a társaság elővásárlási jogának gyakorlása, illetve az elővásárlásra jogosult személy kijelölése',
  q: 'felmentvény megadása az ügyvezető részére',
  r: 'minden olyan szerződés vagy kötelezettségvállalás jóváhagyása, amelynek értéke szerződésenként, illetve ugyanazon partnerrel egy üzleti éven belül a 15 000 000 Ft-ot meghaladja',
  s: 'minden olyan társasági vagyontárgy elidegenítése, megterhelése vagy bérbeadása, amelynek könyv szerinti értéke a 10 000 000 Ft-ot meghaladja',
};

export function MeetingRulesTab({ form }: { form: CompanyForm }) {
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label="Évente hányszor tartanak taggyűlést"
          min={1}
          allowDecimal={false}
          {...form.getInputProps('taggyulesSzabalyzasok.eventeHanyszorTagGyules')}
        />
        <NumberInput
          label="Határozatképesség (%)"
          // the articles print "több mint N%-át" (Ptk. 3:18. § (1) for the statutory half): the lawyer should know the
          // figure is exceeded, not reached (decision 043)
          description="A taggyűlés akkor határozatképes, ha a jelen lévő tagok a szavazatok több mint ennyi százalékát képviselik; 100 % esetén valamennyi tagnak jelen kell lennie."
          min={0}
          max={100}
          suffix=" %"
          // Hungarian decimal comma, as the share fields take it: with the default point a pasted '66,67' was read
          // as 6667 and clamped to 100 %, and a typed one was shown as '66.67 %'.
          decimalSeparator=","
          {...form.getInputProps('taggyulesSzabalyzasok.hatarozatKepessegSzazalek')}
        />
        <NumberInput
          label="Meghívási idő (nap)"
          // Ptk. 3:190. § (1): fifteen days unless the articles say otherwise, never under three; a longer period is
          // lawful and warned of (NOTICE_PERIOD_LONG, decisions 075, 082)
          description="A meghívók elküldése és a taggyűlés napja között legalább ennyi napnak kell eltelnie. Üresen hagyva 15 nap (Ptk. 3:190. § (1)); három napnál rövidebb nem lehet."
          min={3}
          // a shorter period is refused with the statute at the field, not silently raised to three
          clampBehavior="none"
          allowDecimal={false}
          {...form.getInputProps('taggyulesSzabalyzasok.meghivasiHatarido')}
        />
      </SimpleGrid>
      <Checkbox
        label="Elektronikus levélben történő közlés"
        // Ptk. 3:91. § (2): a declaration may be made by electronic means only if the articles allow it and set its
        // conditions; the articles' clause (tarsasagi.njk) names the address and when the notice takes effect
        description="A társasági szerződés megengedi, hogy a jognyilatkozatokat és a határozatokat – ideértve a taggyűlési meghívót, az ülés tartása nélküli határozathozatal tervezetét és a tagok szavazatát – elektronikus levélben is megtegyék és közöljék, a címzettnek a Társasághoz írásban bejelentett elektronikus levélcímére; a közlés a visszaigazolt átvétel időpontjában hatályos. Elektronikus úton jognyilatkozat csak akkor tehető, ha a társasági szerződés ezt megengedi és feltételeit meghatározza (Ptk. 3:91. § (2))."
        {...form.getInputProps('taggyulesSzabalyzasok.elektronikusKozles', { type: 'checkbox' })}
      />
      <Text fw={500} size="sm">
        A taggyűlés (egyszemélyes társaságban az alapító) kizárólagos hatáskörébe tartozik:
      </Text>
      <Stack gap="xs">
        {MEETING_MATTERS.map((letter) => (
          <Checkbox
            key={letter}
            label={`${letter}) ${MEETING_MATTER_TEXTS[letter]}`}
            {...form.getInputProps(`taggyulesSzabalyzasok.pont11_8_${letter}`, { type: 'checkbox' })}
          />
        ))}
      </Stack>
    </Stack>
  );
}
