import { ActionIcon, Button, createTheme, DEFAULT_THEME, Modal, type MantineTheme } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-app.tsx';
import { cssVariablesResolver, MINIMUM_TARGET, theme } from './theme.ts';

describe('the date fields’ calendar', () => {
  it('reads its days and its month in Hungarian order', async () => {
    const { user } = renderWithProviders(
      <DateInput label="Bejegyzés napja" valueFormat="YYYY. MM. DD." defaultValue="2026-11-10" />,
    );
    await user.click(screen.getByLabelText('Bejegyzés napja'));
    const day = await screen.findByRole('button', { name: '2026. november 10.' });
    expect(day).toHaveAttribute('data-selected', 'true');
    expect(screen.queryByRole('button', { name: '10 november 2026' })).toBeNull();
    expect(screen.getByRole('button', { name: '2026. november' })).toBeInTheDocument();
    // the week starts on Monday: the first day shown is Monday, 26 October
    expect(screen.getAllByRole('button', { name: /^\d{4}\. \p{L}+ \d{1,2}\.$/u })[0]).toHaveAccessibleName(
      '2026. október 26.',
    );
  });
});

/** The WCAG contrast ratio of two `#rrggbb` colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [red, green, blue] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

describe('the light indigo buttons (Élő előnézet, Előző, Következő)', () => {
  it('keep their text at 4.5:1 under the pointer too', () => {
    const text = DEFAULT_THEME.colors.indigo[9];
    const hover = cssVariablesResolver(createTheme(theme) as MantineTheme).light['--mantine-color-indigo-light-hover'];
    expect(contrast(text, DEFAULT_THEME.colors.indigo[2])).toBeLessThan(4.5);
    expect(hover).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrast(text, hover!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text, DEFAULT_THEME.colors.indigo[1])).toBeGreaterThan(contrast(text, hover!));
  });
});

describe('a dialog', () => {
  it('has no banner landmark of its own beside the page’s: its head is no landmark', async () => {
    renderWithProviders(
      <Modal opened onClose={() => {}} title="Személy szerkesztése">
        Tartalom
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Személy szerkesztése' });
    expect(within(dialog).queryByRole('banner')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Bezárás' })).toBeInTheDocument();
  });
});

describe('the small controls', () => {
  it('are at least 24 × 24 px: compact-xs buttons, small icon buttons and a date field’s clear button', async () => {
    renderWithProviders(
      <>
        <Button size="compact-xs">Letöltés</Button>
        <Button size="compact-sm">Verziók</Button>
        <ActionIcon size="sm" aria-label="Cím törlése">
          ×
        </ActionIcon>
        <DateInput label="Bejegyzés napja" valueFormat="YYYY. MM. DD." defaultValue="2026-11-10" clearable />
      </>,
    );
    // Mantine drew them 22 px (WCAG 2.2 2.5.8 asks 24)
    expect(screen.getByRole('button', { name: 'Letöltés' }).style.getPropertyValue('--button-height')).toBe(
      MINIMUM_TARGET,
    );
    expect(screen.getByRole('button', { name: 'Cím törlése' }).style.getPropertyValue('--ai-size')).toBe(
      MINIMUM_TARGET,
    );
    expect(screen.getByRole('button', { name: 'Dátum törlése' }).style.getPropertyValue('--cb-size')).toBe(
      MINIMUM_TARGET,
    );
    // a larger size keeps Mantine's own
    expect(screen.getByRole('button', { name: 'Verziók' }).style.getPropertyValue('--button-height')).not.toBe(
      MINIMUM_TARGET,
    );
  });
});
