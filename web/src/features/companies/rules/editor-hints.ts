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
  PROPERTY_OWNER_DATA_MISSING: ([, , property, , owner], company) =>
    company.ingatlanok[Number(property)]?.tulajdonosok[Number(owner)]?.jogiSzemely
      ? 'A hiányzó adatokat az Ingatlanok lapon, a tulajdonos adatainál adhatja meg.'
      : 'A tulajdoni hányadot az Ingatlanok lapon adhatja meg; a személyes adatokat a személy adatlapján (Személyek menüpont), majd a tulajdonost az Ingatlanok lapon távolítsa el, és válassza ki újra a személyek közül.',
};

/** The warning with a sentence on where the editor takes the missing data, for the codes that have one. */
export function withEditorHint(warning: Warning, company: Company): Warning {
  const hint = HINTS[warning.code]?.(warning.path?.split('.') ?? [], company);
  return hint ? { ...warning, message: `${warning.message} ${hint}` } : warning;
}
