import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { pressAtOnce } from './press-at-once.ts';

/**
 * Opens the confirmation `dialogName` from `opener` with Enter and checks that the very next key reaches its Mégse
 * (the safe choice, not the opener behind the dialog nor its ×), then keeps the item with Enter and checks that the
 * dialog is gone and the focus is back on the opener.
 */
export async function keepByKeyboard(opener: HTMLElement, dialogName: string): Promise<void> {
  opener.focus();
  const landed = await pressAtOnce('{Enter}{Shift}');
  const dialog = screen.getByRole('dialog', { name: dialogName });
  const keep = within(dialog).getByRole('button', { name: 'Mégse' });
  expect(landed('keydown Shift')).toBe(keep);
  expect(keep).toHaveFocus();
  await pressAtOnce('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(opener).toHaveFocus());
}
