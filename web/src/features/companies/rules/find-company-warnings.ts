import { checkRequest, companySchema, parseWith, type DocumentRequest, type Warning } from '@cegdok/engine';
import { toCompanyInput, type CompanyFormValues } from './company-form-values.ts';
import { withEditorHint } from './editor-hints.ts';

/**
 * The engine's consistency warnings (spec section 5: minimum capital, dates in the past, signing groups, the missing
 * data the documents print as dotted blanks …) for the company being edited, each missing datum with where the editor
 * takes it (`withEditorHint`). The law firm and dating are not part of a company, so the check runs with neutral ones
 * dated today.
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
    return checkRequest(request, { today })
      .filter((warning) => !warning.path || warning.path.startsWith('tarsasag'))
      .map((warning) => withEditorHint(warning, parsed.value));
  } catch {
    // An engine failure must not take the editor down; the documents' own checks run again in the wizard.
    return [];
  }
}
