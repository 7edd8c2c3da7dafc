import type { FormErrors } from '@mantine/form';
import type { SyntheticEvent } from 'react';

/**
 * For `form.onSubmit(submit, focusFirstInvalidField)`: a submit its checks refused moves the focus to the form's first
 * field marked invalid (once the messages are drawn), so a keyboard or screen-reader user lands on what to fix
 * instead of staying on the button, below messages that may be scrolled out of sight on a phone.
 */
export function focusFirstInvalidField(
  _errors: FormErrors,
  _values: unknown,
  event: SyntheticEvent<HTMLFormElement> | undefined,
): void {
  const form = event?.currentTarget;
  if (form) focusFirstInvalidIn(form);
}

/**
 * Moves the focus to the first field of `form` marked invalid, once the messages just set are drawn: after a refused
 * submit (above), or a refusal by the server whose messages were put at their fields (`useServerFieldErrors`).
 */
export function focusFirstInvalidIn(form: HTMLFormElement): void {
  setTimeout(() => focusWhenShown(form, 10));
}

/**
 * A field in a section that is opening (a Collapse shows its content an animation frame after it is expanded) cannot
 * take the focus yet: tried again at the next frames, a few times.
 */
function focusWhenShown(form: HTMLFormElement, triesLeft: number): void {
  const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.scrollIntoView({ block: 'center' });
  field.focus();
  if (document.activeElement !== field && triesLeft > 0)
    requestAnimationFrame(() => focusWhenShown(form, triesLeft - 1));
}
