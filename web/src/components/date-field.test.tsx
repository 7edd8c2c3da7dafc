import { Modal } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-app.tsx';
import { DateField, parseTypedDate } from './date-field.tsx';

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

  it('takes a typed date only once it is whole: no keystroke on the way is a day of another century', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <DateField label="Idő" valueFormat="YYYY. MM. DD." defaultValue="2026-11-20" onChange={onChange} />,
    );
    const field = screen.getByLabelText('Idő');
    await user.tripleClick(field);
    await user.keyboard('2026. 11. 27.');
    const taken = onChange.mock.calls.map(([value]) => value as string | null);
    // Mantine's own parser took `2` as 2001-02-01 and `202` as 0202-01-01
    expect(taken.every((value) => value === null || /^2026-/.test(value))).toBe(true);
    expect(taken.at(-1)).toBe('2026-11-27');
  });
});

describe('a typed date', () => {
  it('names its clear button by its label, so that a list of buttons tells the dates apart', () => {
    renderWithProviders(
      <>
        <DateField label="Pénzbeli betét befizetési határideje" clearable defaultValue="2026-12-15" />
        <DateField label="A tagság kezdete" clearable defaultValue="2026-11-20" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Dátum törlése: Pénzbeli betét befizetési határideje' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dátum törlése: A tagság kezdete' })).toBeVisible();
  });

  it('is read with dots, hyphens or slashes, with or without spaces and the closing dot', () => {
    expect(parseTypedDate('2026. 11. 27.')).toBe('2026-11-27');
    expect(parseTypedDate('2026.11.27')).toBe('2026-11-27');
    expect(parseTypedDate('2026-11-27')).toBe('2026-11-27');
    expect(parseTypedDate('2026. 3. 5.')).toBe('2026-03-05');
  });

  it('is nothing while it is not whole, not a real day, or before 1900', () => {
    for (const text of [
      '2',
      '20',
      '202',
      '2026',
      '2026.',
      '2026. 1',
      '2026. 11.',
      '2026. 02. 30.',
      '0202. 01. 01.',
      '',
    ])
      expect(parseTypedDate(text)).toBeNull();
    expect(parseTypedDate('1899. 12. 31.')).toBeNull();
    expect(parseTypedDate('1900. 01. 01.')).toBe('1900-01-01');
  });
});
