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
  setTimeout(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.scrollIntoView({ block: 'center' });
    field?.focus();
  });
}
