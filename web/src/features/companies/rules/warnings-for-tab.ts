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

/** The engine's warnings that belong on an editor tab, by the company field they are about; general ones everywhere. */
export function warningsForTab(warnings: Warning[], tab: EditorTab): Warning[] {
  return warnings.filter((warning) => {
    if (!warning.path || warning.path === 'tarsasag') return tab !== 'torles';
    const field = warning.path.split('.')[1] ?? '';
    return TAB_FIELDS[tab].includes(field);
  });
}
