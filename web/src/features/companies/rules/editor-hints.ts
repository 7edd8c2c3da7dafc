import type { Company, Warning } from '@cegdok/engine';

type Hint = (path: readonly string[], company: Company) => string;

/**
 * Where the company editor takes the data a warning of the engine asks for, by the warning's code. The engine says
 * what the documents lack and where their blank stands, alike for every door (the API, the CLI, the wizard); only the
 * editor knows its tabs and buttons. `path` is the warning's request path split at the dots (`tarsasag`, `tagok`, `1`
 * …), read against the company the check ran on.
 */
const HINTS: Readonly<Record<string, Hint>> = {
  COMPANY_MANAGER_DATA_MISSING: (_path, company) =>
    company.cegvezeto?.szemely?.id === undefined
      ? 'Vegye fel a cégvezetőt a személyek közé (Személyek menüpont) az adataival, majd az Alap adatok lapon távolítsa el, és válassza ki a személyek közül.'
      : 'A hiányzó adatokat az Alap adatok lapon, a cégvezető „Személyes adatok” gombjával adhatja meg.',
  LEGAL_REPRESENTATIVE_DATA_MISSING: ([, , member], company) => {
    const name = company.tagok[Number(member)]?.nev;
    return name
      ? `A hiányzó adatokat a Tagok lapon, ${name} törvényes képviselőjének adatainál adhatja meg.`
      : 'A hiányzó adatokat a Tagok lapon, a tag törvényes képviselőjének adatainál adhatja meg.';
  },
  PROPERTY_DATA_MISSING: () => 'A hiányzó adatokat az Ingatlanok lapon adhatja meg.',
  PROPERTY_OWNER_DATA_MISSING: ([, , property, , owner], company) => {
    const entry = company.ingatlanok[Number(property)]?.tulajdonosok[Number(owner)];
    if (!entry || entry.jogiSzemely)
      return 'A hiányzó adatokat az Ingatlanok lapon, a tulajdonos adatainál adhatja meg.';
    const share = entry.tulajdoniHanyad === undefined ? 'A tulajdoni hányadot az Ingatlanok lapon adhatja meg. ' : '';
    // a saved owner's data are edited on the person, with his block's button (decision 099)
    return entry.szemely?.id === undefined
      ? `${share}A személyes adatokhoz vegye fel a tulajdonost a személyek közé (Személyek menüpont) az adataival, majd az Ingatlanok lapon távolítsa el, és válassza ki a személyek közül.`
      : `${share}A személyes adatokat az Ingatlanok lapon, a tulajdonos „Személyes adatok” gombjával adhatja meg.`;
  },
};

/** The warning with a sentence on where the editor takes the missing data, for the codes that have one. */
export function withEditorHint(warning: Warning, company: Company): Warning {
  const hint = HINTS[warning.code]?.(warning.path?.split('.') ?? [], company);
  return hint ? { ...warning, message: `${warning.message} ${hint}` } : warning;
}
