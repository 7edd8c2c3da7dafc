import { formatDate } from '@cegdok/engine';
import type { CompanyVersion } from '../../../api/amendments.ts';

/**
 * The amendments generated after the registered base (the version marked `alap`) whose registration is not recorded:
 * a new amendment starts from the base without their changes, and its generation overwrites the saved state they made.
 */
export function unregisteredAmendments(versions: readonly CompanyVersion[]): CompanyVersion[] {
  const base = versions.find((version) => version.alap);
  if (!base) return [];
  return versions
    .filter((version) => version.tipus === 'MODOSITAS' && version.sorszam > base.sorszam)
    .sort((a, b) => a.sorszam - b.sorszam);
}

/** The warning of step 1 over such amendments, with what to do: record the change's registration first. */
export function unregisteredAmendmentsNotice(amendments: readonly CompanyVersion[]): string | null {
  if (amendments.length === 0) return null;
  const dates = amendments.flatMap((amendment) =>
    amendment.modositasKelte ? [formatDate(amendment.modositasKelte)] : [],
  );
  const one = amendments.length === 1;
  const which = one
    ? `Egy korábbi módosítás${dates.length ? ` (kelte: ${dates[0]})` : ''} dokumentumai`
    : `${amendments.length} korábbi módosítás dokumentumai`;
  const earlier = one ? 'a korábbi módosítás' : 'a korábbi módosítások';
  return (
    `${which} már elkészültek, de a változásbejegyzést még nem rögzítette. Ez a módosítás a bejegyzett állapotból ` +
    `indul, így ${earlier} változásait nem tartalmazza, és a dokumentumok létrehozásakor a társaság mentett adatai ` +
    `ennek megfelelően változnak meg. Ha a cégbíróság ${one ? 'a korábbi módosítást' : 'a korábbi módosításokat'} ` +
    'már bejegyezte, előbb rögzítse a Társaságok oldalon a „Változásbejegyzés rögzítése” gombbal.'
  );
}
