import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';

describe('public layout', () => {
  it('tells a screen reader whether the phone menu is open', async () => {
    stubApi({});
    const { user } = renderApp('/kapcsolat');
    const toggle = await screen.findByRole('button', { name: 'Menü' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toHaveAttribute(
      'aria-label',
      'Mobil navigáció',
    );
  });
});
