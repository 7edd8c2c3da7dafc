import { Accordion } from '@mantine/core';
import { PageSection } from '../components/page-section.tsx';

const QUESTIONS = [
  {
    question: 'Kiknek készült a Cégdok?',
    answer:
      'Elsősorban ügyvédeknek és ügyvédi irodák munkatársainak, akik rendszeresen közreműködnek Kft.-alapításban. Alapító tagok is használhatják, a cégbírósági eljárásban azonban jogi képviselő szükséges.',
  },
  {
    question: 'Milyen dokumentumokat tud elkészíteni?',
    answer:
      'Társasági szerződést (egyszemélyes társaságnál alapító okiratot), aláírásmintát, székhelyhasználati hozzájáruló nyilatkozatot, jogi képviselői meghatalmazást, ügyvezetői elfogadó nyilatkozatot és tagjegyzéket.',
  },
  {
    question: 'Szerkeszthetem a letöltött dokumentumot?',
    answer:
      'Igen. A dokumentumok Word-formátumban (.docx) tölthetők le, valódi automatikus számozással, így a beszúrt vagy törölt pontok után a számozás magától igazodik.',
  },
  {
    question: 'Mit tartalmaz az ingyenes csomag?',
    answer:
      'Regisztráció után 3 dokumentumot készíthet díjmentesen. Az ingyenes csomagban az aláírásminta és a tagjegyzék érhető el; a többi dokumentumtípushoz előfizetés szükséges.',
  },
  {
    question: 'Megújul-e automatikusan az előfizetés?',
    answer:
      'Nem. Az előfizetés lejárata előtt e-mailben értesítjük, és Ön dönti el, hogy folytatja-e. Új csomag vásárlásakor a dokumentumkeret újraindul.',
  },
  {
    question: 'Meddig érhetők el a létrehozott dokumentumok?',
    answer:
      'A csomagtól függően 30–365 napig tároljuk őket. A Dokumentumok menüben minden dokumentumnál látja, hány nap van még hátra.',
  },
  {
    question: 'Hogyan védik az ügyfeleim adatait?',
    answer:
      'Az adatokat titkosított kapcsolaton továbbítjuk, és kizárólag a dokumentumok elkészítéséhez használjuk. Fiókja törlésével minden adatát véglegesen töröljük.',
  },
  {
    question: 'Használhatja egy előfizetést az egész iroda?',
    answer:
      'Igen. A Fiók menüben megadhatja az ügyvédi iroda adatait, és meghívhatja a kollégáit; a csatlakozott felhasználók az iroda előfizetésén osztoznak.',
  },
] as const;

export function FaqPage() {
  return (
    <PageSection
      title="Gyakran ismételt kérdések"
      lead="A leggyakoribb kérdések a Cégdok használatáról és a csomagokról."
    >
      <Accordion variant="separated" maw={860}>
        {QUESTIONS.map((item) => (
          <Accordion.Item key={item.question} value={item.question}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>{item.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </PageSection>
  );
}
