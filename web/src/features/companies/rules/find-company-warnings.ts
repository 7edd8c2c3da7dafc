import {
  checkRequest,
  companySchema,
  oldSeatPropertyIndex,
  parseWith,
  withOldSeatProperty,
  type CompanyInput,
  type DocumentRequest,
  type Warning,
} from '@cegdok/engine';
import { toCompanyInput, type CompanyFormValues } from './company-form-values.ts';
import { withEditorHint } from './editor-hints.ts';

/**
 * The engine's consistency warnings (spec section 5: minimum capital, dates in the past, signing groups, the missing
 * data the documents print as dotted blanks …) for the company being edited, each missing datum with where the editor
 * takes it (`withEditorHint`). The law firm and dating are not part of a company, so the check runs with neutral ones
 * dated today. `registered`, the registered state an amendment changes (its step 1): the old seat kept as a telephely
 * or fióktelep has the registered seat's property, as the amendment's documents have it (`withOldSeatProperty`,
 * decision 096); the findings of that carried entry, which the form does not hold, name the Ingatlanok tab's list.
 */
export function findConsistencyWarnings(
  values: CompanyFormValues,
  today: string,
  registered?: CompanyInput,
): Warning[] {
  // A missing name or seat is a form error already; the other findings should not wait for them.
  const input = { ...toCompanyInput(values), nev: values.nev.trim() || '–', szekhely: values.szekhely.trim() || '–' };
  const parsed = parseWith(companySchema, input);
  if (!parsed.ok) return [];
  const base = registered === undefined ? undefined : parseWith(companySchema, registered);
  const move = base?.ok ? { korabbi: base.value, uj: parsed.value } : null;
  const company = move ? withOldSeatProperty(move) : parsed.value;
  const index = move && oldSeatPropertyIndex(move);
  const carried = index === null ? null : `tarsasag.ingatlanok.${index}`;
  const request: DocumentRequest = {
    ugyvediIroda: { nev: '', szekhely: '', ugyvedNeve: '' },
    keltezesHelye: '',
    keltezesIdeje: today,
    tarsasag: company,
  };
  try {
    return checkRequest(request, { today })
      .filter((warning) => !warning.path || warning.path.startsWith('tarsasag'))
      .map((warning) => withEditorHint(warning, company))
      .map((warning) =>
        carried && (warning.path === carried || warning.path?.startsWith(`${carried}.`))
          ? { ...warning, path: 'tarsasag.ingatlanok' }
          : warning,
      );
  } catch {
    // An engine failure must not take the editor down; the documents' own checks run again in the wizard.
    return [];
  }
}
