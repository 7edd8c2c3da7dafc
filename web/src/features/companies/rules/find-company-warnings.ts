import {
  checkRequest,
  companySchema,
  deriveModel,
  parseWith,
  type DocumentRequest,
  type Warning,
} from '@cegdok/engine';
import { toCompanyInput, type CompanyFormValues } from './company-form-values.ts';
import { missingDataWarnings } from './missing-data-warnings.ts';

/**
 * The engine's consistency warnings (spec section 5: minimum capital, dates in the past, signing
 * groups, the members', directors' and seat owners' missing data …) for the company being edited, with the missing
 * data the engine does not name (`missingDataWarnings`). The law firm and dating are not part of a company, so
 * the check runs with neutral ones dated today.
 */
export function findConsistencyWarnings(values: CompanyFormValues, today: string): Warning[] {
  // A missing name or seat is a form error already; the other findings should not wait for them.
  const input = { ...toCompanyInput(values), nev: values.nev.trim() || '–', szekhely: values.szekhely.trim() || '–' };
  const parsed = parseWith(companySchema, input);
  if (!parsed.ok) return [];
  const request: DocumentRequest = {
    ugyvediIroda: { nev: '', szekhely: '', ugyvedNeve: '' },
    keltezesHelye: '',
    keltezesIdeje: today,
    tarsasag: parsed.value,
  };
  try {
    const engine = checkRequest(request, { today }).filter(
      (warning) => !warning.path || warning.path.startsWith('tarsasag'),
    );
    // what the documents would leave blank beyond the engine's findings (the manager's, a minor's representatives', the
    // other addresses' property data), so that the lawyer meets it here and not in the document
    return [...engine, ...missingDataWarnings(parsed.value, deriveModel(request), today)];
  } catch {
    // An engine failure must not take the editor down; the documents' own checks run again in the wizard.
    return [];
  }
}
