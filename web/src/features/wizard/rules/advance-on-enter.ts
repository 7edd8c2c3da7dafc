/** What Enter may not take over: buttons and links act on their own, a text area takes new lines, an open list picks. */
const OWN_ENTER = 'button, a, textarea, [role="option"], [role="listbox"]';

/**
 * Whether Enter pressed on `target` advances the wizard (spec: a keyboard-only user completes it): a plain
 * Enter in a field or on a checkbox, not in an open suggestion list and not on a control that uses Enter itself.
 */
export function isAdvanceKey(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey' | 'isComposing'>,
  target: Element,
): boolean {
  if (event.key !== 'Enter' || event.shiftKey || event.ctrlKey || event.altKey || event.metaKey || event.isComposing)
    return false;
  return target.closest(OWN_ENTER) === null && target.getAttribute('aria-expanded') !== 'true';
}
