import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-app.tsx';
import { DocumentPager } from './document-pager.tsx';

const titles = ['Taggyűlési jegyzőkönyv', 'Tagjegyzék'];

function Pager() {
  const [index, setIndex] = useState(0);
  return <DocumentPager index={index} count={titles.length} title={titles[index]} onChange={setIndex} />;
}

describe('the document pager', () => {
  it('hands the focus to the other button when the last or the first document is reached, and says which is shown', async () => {
    const { user } = renderWithProviders(<Pager />);
    const next = await screen.findByRole('button', { name: 'Következő' });
    const previous = screen.getByRole('button', { name: 'Előző' });
    expect(previous).toBeDisabled();
    next.focus();
    await user.keyboard('{Enter}');
    // The last document: Következő is disabled, the focus is not left to fall to the page's body.
    expect(next).toBeDisabled();
    await waitFor(() => expect(previous).toHaveFocus());
    const shown = screen.getByText('Dokumentum 2 / 2').parentElement!;
    expect(shown).toHaveAttribute('aria-live', 'polite');
    expect(shown).toHaveTextContent('Tagjegyzék');
    await user.keyboard('{Enter}');
    expect(previous).toBeDisabled();
    await waitFor(() => expect(next).toHaveFocus());
    expect(shown).toHaveTextContent('Taggyűlési jegyzőkönyvDokumentum 1 / 2');
  });
});
