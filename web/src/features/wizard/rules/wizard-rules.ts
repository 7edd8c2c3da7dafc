import { documentTypes, type DocumentTypeId } from '@cegdok/engine';
import { isTypeAllowed } from '../../../lib/plan-rules.ts';

export const STEP_TITLES = ['Dokumentumok', 'Társaság', 'Ügyvéd', 'Keltezés', 'Összesítő'] as const;
/** The summary: the steps before it are forms with 'Tovább'. */
export const SUMMARY_STEP = 4;
export const PREVIEW_STEP = 5;

export type WizardLawFirm = { nev: string; szekhely: string; ugyvedNeve: string; kasz: string };
export type WizardState = {
  selectedTypes: DocumentTypeId[];
  company: { nev: string; szekhely: string } | null;
  lawFirm: WizardLawFirm;
  keltezes: { hely: string; ido: string | null };
};

function filled(text: string | null | undefined): boolean {
  return (text ?? '').trim() !== '';
}

/** Whether 'Tovább' is enabled on a step (spec section 4). */
export function canProceed(step: number, state: WizardState): boolean {
  switch (step) {
    case 0:
      return state.selectedTypes.length > 0;
    case 1:
      return state.company !== null && filled(state.company.nev) && filled(state.company.szekhely);
    case 2:
      return filled(state.lawFirm.nev) && filled(state.lawFirm.szekhely) && filled(state.lawFirm.ugyvedNeve);
    case 3:
      return filled(state.keltezes.hely) && filled(state.keltezes.ido);
    default:
      return true;
  }
}

/** The address parameter holding the step shown, counted from 1 as on screen (?lepes=3 is the 'Ügyvéd' step). */
export const STEP_PARAM = 'lepes';

/** The step index an address asks for: the first step for a missing or unknown value. */
export function stepFromParam(value: string | null): number {
  const shown = Number(value);
  return Number.isInteger(shown) && shown >= 1 && shown <= PREVIEW_STEP + 1 ? shown - 1 : 0;
}

/** The address parameters that show a step: none for the first. */
export function stepToParams(step: number): Record<string, string> {
  return step === 0 ? {} : { [STEP_PARAM]: String(step + 1) };
}

/** The step asked for, or the first earlier step whose requirements are unmet. */
export function reachableStep(requested: number, state: WizardState): number {
  for (let step = 0; step < requested; step++) if (!canProceed(step, state)) return step;
  return requested;
}

/** A step header can be clicked to go back, never forward. */
export function canSelectStep(target: number, current: number): boolean {
  return target < current;
}

/** On the free plan restricted types are deselected. */
export function allowedSelection(selected: DocumentTypeId[], planName: string | undefined): DocumentTypeId[] {
  return selected.filter((id) =>
    isTypeAllowed(
      documentTypes.find((type) => type.id === id)!,
      planName,
    ),
  );
}
