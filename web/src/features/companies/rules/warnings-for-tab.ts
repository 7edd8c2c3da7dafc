import type { Warning } from '@cegdok/engine';

export const EDITOR_TABS = [
  'alap',
  'ingatlanok',
  'tevekenyseg',
  'tagok',
  'taggyules',
  'ugyvezetok',
  'uzletresz',
  'torles',
] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

const TAB_FIELDS: Record<EditorTab, readonly string[]> = {
  alap: [
    'nev',
    'vezerszo',
    'idegenNev',
    'szekhely',
    'telephelyek',
    'fioktelepek',
    'cegvezeto',
    'idotartamVege',
    'merlegForduloNap',
    'kozpontiUgyintezesHelye',
    'potbefizetesFeltetelei',
    'mellekszolgaltatasok',
  ],
  ingatlanok: ['szekhelyIngatlan', 'ingatlanok'],
  tevekenyseg: ['fotevekenyseg', 'egyebTevekenysegek'],
  tagok: ['tagok'],
  taggyules: ['taggyulesSzabalyzasok'],
  ugyvezetok: ['ugyvezetok'],
  uzletresz: ['uzletreszNyeresegSzabalyzasok'],
  torles: [],
};

/** The editor's tabs as their headers name them. */
export const EDITOR_TAB_LABELS: Record<EditorTab, string> = {
  alap: 'Alap adatok',
  ingatlanok: 'Ingatlanok',
  tevekenyseg: 'Tevékenységi körök',
  tagok: 'Tagok',
  taggyules: 'Taggyűlés szabályzása',
  ugyvezetok: 'Ügyvezetők',
  uzletresz: 'Üzletrész/Nyereség szabályzások',
  torles: 'Törlés',
};

/** The tab that holds a form field (`tagok.1.osztalekArany` → `tagok`), null for an unknown field. */
export function tabOfField(field: string): EditorTab | null {
  const name = field.split('.')[0] ?? '';
  return EDITOR_TABS.find((tab) => TAB_FIELDS[tab].includes(name)) ?? null;
}

/** The engine's warnings that belong on an editor tab, by the company field they are about; general ones everywhere. */
export function warningsForTab(warnings: Warning[], tab: EditorTab): Warning[] {
  return warnings.filter((warning) => {
    if (!warning.path || warning.path === 'tarsasag') return tab !== 'torles';
    const field = warning.path.split('.')[1] ?? '';
    return TAB_FIELDS[tab].includes(field);
  });
}

/**
 * Where the editor lists the legal errors (each with its link to the field), told under the live preview's count of
 * them: the count alone did not say where to find them. The tabs whose Hiba box lists an error, in the editor's order;
 * an error of no particular field is listed on every tab.
 */
export function whereErrorsAreListed(errors: Warning[]): string {
  const tabs = EDITOR_TABS.filter(
    (tab) =>
      tab !== 'torles' &&
      errors.some((error) => error.path?.startsWith('tarsasag.') && warningsForTab([error], tab).length > 0),
  );
  const general = errors.some((error) => !error.path?.startsWith('tarsasag.'));
  if (general || tabs.length === 0)
    return 'A hibákat a javításukhoz vezető hivatkozásokkal az űrlap alján, a Hiba keretben találja.';
  const names = tabs.map((tab) => EDITOR_TAB_LABELS[tab]).join(', ');
  const article = /^[aáeéiíoóöőuúüű]/i.test(names) ? 'az' : 'a';
  return tabs.length === 1
    ? `A hibákat a javításukhoz vezető hivatkozásokkal ${article} ${names} fülön, a Hiba keretben találja.`
    : `A hibákat a javításukhoz vezető hivatkozásokkal ezeken a füleken, a Hiba keretben találja: ${names}.`;
}
