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
