import { joinList, type Member, type PropertyOwner } from '@cegdok/engine';

type LegalEntityData = Partial<
  Pick<Member | PropertyOwner, 'jogiSzemely' | 'cegjegyzekszam' | 'kepviselo' | 'egyuttesKepviselok'>
>;

export const NOT_GIVEN = 'nincs megadva';

/** Whether a saved entry (its fields the form does not edit) is a legal entity, not a natural person. */
export function isLegalEntity(kept: LegalEntityData | undefined): boolean {
  return kept?.jogiSzemely === true;
}

/**
 * How the documents identify a legal-entity owner of a property, on one line: its registration number and who
 * represents it, jointly when co-representatives are given (decision 041). The editor shows it read-only: these data
 * come from the API or the CLI and are kept on save. (A legal-entity member is edited on its card.)
 */
export function legalEntitySummary(kept: LegalEntityData): string {
  const representatives = [kept.kepviselo, ...(kept.egyuttesKepviselok ?? [])].filter(
    (name): name is string => name !== undefined && name.trim() !== '',
  );
  const representedBy =
    representatives.length === 0
      ? NOT_GIVEN
      : representatives.length === 1
        ? representatives[0]!
        : `${joinList(representatives)} együttesen`;
  return `Jogi személy – cégjegyzékszám: ${kept.cegjegyzekszam?.trim() || NOT_GIVEN}; képviseli: ${representedBy}`;
}
