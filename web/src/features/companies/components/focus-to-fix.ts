import { ownDataEntryOf } from './entry-errors.ts';
import { personDataPathOf } from './person-data-button.tsx';

/**
 * Moves the focus, once the open tab is drawn, to where its errors are fixed (decision 096): its first invalid field;
 * else, for an error of a person's own data (`ownData`, `tagok.0.adoazonositoJel`, which no field shows), his entry's
 * 'Személyes adatok' button, or with none (a person typed in) the entry's first control; else the open tab itself
 * rather than the page's body.
 */
export function focusToFix(form: HTMLFormElement | null, ownData: string | undefined): void {
  const personData = ownData === undefined ? null : personDataPathOf(ownData);
  const entry = ownData === undefined ? null : ownDataEntryOf(ownData);
  setTimeout(() => {
    const control =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      (personData ? form?.querySelector<HTMLElement>(`[data-path="${personData}"]`) : null) ??
      (entry ? form?.querySelector<HTMLElement>(`[data-path^="${entry}."]`) : null) ??
      form?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    control?.scrollIntoView({ block: 'center' });
    control?.focus();
  });
}
