import { DateInput } from '@mantine/dates';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-app.tsx';

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
