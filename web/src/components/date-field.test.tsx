import { Modal } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-app.tsx';
import { DateField } from './date-field.tsx';

const ERROR = 'A létesítő okirat kelte kötelező.';

function calendar() {
  return document.querySelector('[data-dates-dropdown]');
}

function renderField() {
  return renderWithProviders(
    <DateField label="Létesítő okirat kelte" valueFormat="YYYY. MM. DD." withAsterisk error={ERROR} />,
  );
}

describe('a date field', () => {
  it('keeps its calendar shut when the focus is put on it, so that its error stays visible and announced', async () => {
    renderField();
    const field = screen.getByLabelText(/^Létesítő okirat kelte/);
    act(() => field.focus());
    expect(field).toHaveFocus();
    // Mantine's Popover would render the calendar in the same tick; give it a moment all the same.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calendar()).toBeNull();
    expect(screen.queryByRole('button', { name: /^\d{4}\. \p{L}+$/u })).toBeNull();
    const error = screen.getByText(ERROR);
    expect(error).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(ERROR);
  });

  it('opens its calendar on a click, on ArrowDown and when a date is typed, and closes it on Escape', async () => {
    const { user } = renderField();
    const field = screen.getByLabelText(/^Létesítő okirat kelte/);
    await user.click(field);
    await waitFor(() => expect(calendar()).not.toBeNull());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(calendar()).toBeNull());

    await user.tab();
    await user.tab({ shift: true });
    expect(field).toHaveFocus();
    expect(calendar()).toBeNull();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(calendar()).not.toBeNull());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(calendar()).toBeNull());
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(calendar()).not.toBeNull());

    await user.tab();
    await user.tab({ shift: true });
    expect(calendar()).toBeNull();
    await user.keyboard('2024. 03. 01.');
    await waitFor(() => expect(calendar()).not.toBeNull());
    expect(field).toHaveValue('2024. 03. 01.');
  });

  it('in a dialog, closes only its calendar on Escape: the dialog and what was typed into it stay', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <Modal opened onClose={onClose} title="Személy szerkesztése">
        <DateField label="Születési idő" valueFormat="YYYY. MM. DD." />
      </Modal>,
    );
    const field = screen.getByLabelText('Születési idő');
    await user.click(field);
    await user.keyboard('1970. 03. 15.');
    await waitFor(() => expect(calendar()).not.toBeNull());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(calendar()).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    // With the calendar shut, Escape closes the dialog as before.
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
