import { Stack, Table, Text, Title } from '@mantine/core';
import { PageSection } from '../components/page-section.tsx';
import { TableRegion } from '../../../components/table-region.tsx';

const COOKIES = [
  {
    name: 'token (helyi tároló)',
    purpose: 'A belépett állapot megőrzése. Nélküle az alkalmazás nem használható.',
    kind: 'Szükséges',
    duration: 'Kilépésig',
  },
  {
    name: 'cookieConsent (helyi tároló)',
    purpose: 'Megjegyzi, hogy elfogadta vagy elutasította-e a statisztikai cookie-kat.',
    kind: 'Szükséges',
    duration: 'Visszavonásig',
  },
  {
    name: '_ga, _ga_*',
    purpose: 'Névtelen látogatottsági statisztika (Google Analytics), csak elfogadás után és csak az éles oldalon.',
    kind: 'Statisztikai',
    duration: 'Legfeljebb 24 hónap',
  },
] as const;

export function CookieNoticePage() {
  return (
    <PageSection
      title="Cookie-tájékoztató"
      lead="Az alábbiakban bemutatjuk, milyen cookie-kat és helyi tárolót használ a Cégdok, és hogyan dönthet róluk."
    >
      <Stack gap="lg" maw={860}>
        <Text>
          A cookie (süti) egy kis adatfájl, amelyet a böngésző a látogató eszközén tárol. A működéshez szükséges
          adatokat a hozzájárulása nélkül is tároljuk, mert ezek nélkül a belépés és a beállítások megjegyzése nem
          működne. Statisztikai cookie-t kizárólag akkor helyezünk el, ha azt a cookie-sávban elfogadja.
        </Text>
        {/* On a phone the four columns scroll inside their box instead of widening the page. */}
        <TableRegion minWidth={560} label="A sütik táblázata">
          <Table withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Név</Table.Th>
                <Table.Th>Cél</Table.Th>
                <Table.Th>Típus</Table.Th>
                <Table.Th>Időtartam</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {COOKIES.map((cookie) => (
                <Table.Tr key={cookie.name}>
                  <Table.Td>{cookie.name}</Table.Td>
                  <Table.Td>{cookie.purpose}</Table.Td>
                  <Table.Td>{cookie.kind}</Table.Td>
                  <Table.Td>{cookie.duration}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableRegion>
        <Title order={2} size="h3">
          Hogyan változtathat a döntésén?
        </Title>
        <Text>
          A döntését bármikor visszavonhatja: törölje a böngészőben a cegdok.hu oldal adatait, és a cookie-sáv a
          következő látogatáskor újra megjelenik. A böngészők beállításaiban a cookie-k teljesen le is tilthatók, ez
          azonban a belépést is megakadályozhatja.
        </Text>
        <Text>
          Az analitikai adatokat összesítve, a látogatók azonosítása nélkül használjuk fel arra, hogy lássuk, mely
          funkciókat használják a legtöbben, és hol akadnak el a felhasználók.
        </Text>
      </Stack>
    </PageSection>
  );
}
