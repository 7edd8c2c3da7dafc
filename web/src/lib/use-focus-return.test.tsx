import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusReturn } from './use-focus-return.ts';

/**
 * An opener that the dialog's answer may disable (the last seat taken), and a note the focus falls back to; the dialog
 * may focus its first field as it is shown.
 */
function Opener({ disablesOpener, autoFocusedField = false }: { disablesOpener: boolean; autoFocusedField?: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const [isDisabled, setIsDisabled] = useState(false);
  useFocusReturn(isOpen, () => document.getElementById('note'));
  return (
    <>
      <button type="button" disabled={isDisabled} onClick={() => setIsOpen(true)}>
        Megnyitás
      </button>
      <p id="note" tabIndex={-1}>
        Megjegyzés
      </p>
      {isOpen && autoFocusedField && <input aria-label="Név" autoFocus />}
      {isOpen && (
        <button
          type="button"
          onClick={() => {
            setIsDisabled(disablesOpener);
            setIsOpen(false);
          }}
        >
          Kész
        </button>
      )}
    </>
  );
}

describe('useFocusReturn', () => {
  it('gives the focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Opener disablesOpener={false} />);
    await user.click(screen.getByRole('button', { name: 'Megnyitás' }));
    await user.click(screen.getByRole('button', { name: 'Kész' }));
    expect(screen.getByRole('button', { name: 'Megnyitás' })).toHaveFocus();
  });

  it('gives the focus back to the opener when the dialog took it as it was shown (autoFocus, before any effect)', async () => {
    const user = userEvent.setup();
    render(<Opener disablesOpener={false} autoFocusedField />);
    await user.click(screen.getByRole('button', { name: 'Megnyitás' }));
    expect(screen.getByRole('textbox', { name: 'Név' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Kész' }));
    expect(screen.getByRole('button', { name: 'Megnyitás' })).toHaveFocus();
  });

  it('falls back when the opener was disabled meanwhile (a disabled control cannot hold the focus)', async () => {
    const user = userEvent.setup();
    render(<Opener disablesOpener />);
    await user.click(screen.getByRole('button', { name: 'Megnyitás' }));
    await user.click(screen.getByRole('button', { name: 'Kész' }));
    expect(screen.getByRole('button', { name: 'Megnyitás' })).toBeDisabled();
    expect(screen.getByText('Megjegyzés')).toHaveFocus();
  });
});
