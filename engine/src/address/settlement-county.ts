import settlementsByCounty from '../../../reference-data/hu-settlement-counties.json' with { type: 'json' };

/** Settlement (lower case, as `settlementOf` answers) → county; built on the first look-up, not on import. */
let counties: Map<string, string> | null = null;

/**
 * The county (vármegye, or Budapest) of a Hungarian settlement named in lower case, or null when the settlement is not
 * in the KSH Helységnévtár list.
 */
export function countyOf(settlement: string): string | null {
  counties ??= new Map(
    Object.entries(settlementsByCounty as Record<string, string[]>).flatMap(([county, names]) =>
      names.map((name) => [name.toLocaleLowerCase('hu'), county] as const),
    ),
  );
  return counties.get(settlement) ?? null;
}
