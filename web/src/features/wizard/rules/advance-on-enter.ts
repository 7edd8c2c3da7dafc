/** Controls whose Enter is their own: buttons and links act, a text area takes new lines, an option is picked. */
const OWN_ENTER = 'button, a, textarea, [role="option"], [role="listbox"]';

/**
 * What Enter pressed on `target` in a wizard step's form does (spec: a keyboard-only user completes the wizard):
 * - `submit`: a plain Enter in a field, on a checkbox or on the step's heading submits the step (the browsers' own
 *   implicit submission covers text fields only, and not alike in every browser);
 * - `ignore`: with a modifier, in an open suggestion list or in a dialog over the step, Enter does nothing;
 * - `own`: the control under it (a button, a link, a text area, an option) or a composing input method uses it.
 */
export function enterInStep(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey' | 'isComposing'>,
  target: Element,
): 'submit' | 'ignore' | 'own' {
  if (event.key !== 'Enter' || event.isComposing || target.closest(OWN_ENTER)) return 'own';
  if (event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return 'ignore';
  if (target.getAttribute('aria-expanded') === 'true' || target.closest('[role="dialog"]')) return 'ignore';
  return 'submit';
}
