import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AMENDMENT_PREVIEW_FAILED } from '../../lib/preview-error-message.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { AmendmentGallery, REFUSED_CAPTION } from './amendment-gallery.tsx';
import { amendmentCaseNames, refusedAmendmentCaseNames } from './load-amendment-case.ts';

describe('the amendment gallery', () => {
  it('offers the refused cases apart from the rendered ones', () => {
    expect(refusedAmendmentCaseNames).toContain('invalid/utolso-ugyvezeto');
    expect(amendmentCaseNames).toContain('uj-ugyvezeto');
    expect(amendmentCaseNames.some((name) => name.startsWith('invalid/'))).toBe(false);
  });

  it('shows a refused case’s Hungarian refusal once, as the app’s preview does, not an error under every document', async () => {
    renderWithProviders(<AmendmentGallery fixture="invalid/utolso-ugyvezeto" />);
    const alert = await screen.findByRole('alert');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(alert).toHaveTextContent(
      `${AMENDMENT_PREVIEW_FAILED} A változás után legalább egy ügyvezetőnek hivatalban kell maradnia (Ptk. 3:21. § (1))`,
    );
    expect(alert).not.toHaveTextContent('AmendmentBlockedError');
    expect(screen.getByText(`${REFUSED_CAPTION} · fixtures/amendments/invalid/utolso-ugyvezeto`)).toBeInTheDocument();
  });

  it('renders an accepted case’s documents without an error', async () => {
    renderWithProviders(<AmendmentGallery fixture="uj-ugyvezeto" />);
    expect(await screen.findAllByTitle(/./)).not.toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(document.body).queryByText(REFUSED_CAPTION, { exact: false })).toBeNull();
  });
});
