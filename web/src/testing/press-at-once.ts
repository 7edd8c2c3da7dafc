import userEvent from '@testing-library/user-event';

/**
 * Presses `keys` (user-event's syntax) with no pause between them, as a user typing at once: no timer runs between
 * two keys, so a dialog that takes the focus only in a timer after it is shown has not taken it yet. Returns where each
 * key event landed: `landed('keydown Shift')` is the element the first Shift key-down reached.
 */
export async function pressAtOnce(keys: string): Promise<(event: string) => EventTarget | null | undefined> {
  const targets: Array<[string, EventTarget | null]> = [];
  const record = (event: KeyboardEvent) => targets.push([`${event.type} ${event.key}`, event.target]);
  document.addEventListener('keydown', record, true);
  document.addEventListener('keyup', record, true);
  try {
    await userEvent.setup({ delay: null }).keyboard(keys);
  } finally {
    document.removeEventListener('keydown', record, true);
    document.removeEventListener('keyup', record, true);
  }
  return (event) => targets.find(([name]) => name === event)?.[1];
}
