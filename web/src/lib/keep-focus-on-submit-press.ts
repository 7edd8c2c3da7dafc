/**
 * Pressing a form's submit button with the mouse first blurs the focused field; with `validateInputOnBlur` the field's
 * message then appears, pushes the button down, and the release lands beside it: the click is lost. So pressing a
 * submit button keeps the focus in the field of its form; the click submits, and the submit shows every message.
 * Listen to `mousedown` on the document.
 */
export function keepFocusOnSubmitPress(event: MouseEvent): void {
  if (event.button !== 0 || !(event.target instanceof Element)) return;
  const button = event.target.closest('button');
  const field = document.activeElement;
  if (button?.type === 'submit' && field !== button && button.form?.contains(field)) event.preventDefault();
}
