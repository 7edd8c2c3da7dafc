import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-app.tsx';
import { DocumentPreviewFrame, withFocusableBody } from './document-preview-frame.tsx';

const document = '<!doctype html><html lang="hu"><body class="page"><h1>TAGJEGYZÉK</h1></body></html>';

describe('DocumentPreviewFrame', () => {
  it('puts the document’s body in the Tab order, so a keyboard user can scroll the sandboxed frame', () => {
    renderWithProviders(<DocumentPreviewFrame title="Tagjegyzék" html={document} />);
    expect(screen.getByTitle('Tagjegyzék').getAttribute('srcdoc')).toBe(
      '<!doctype html><html lang="hu"><body tabindex="0" class="page"><h1>TAGJEGYZÉK</h1></body></html>',
    );
  });

  it('leaves a fragment without a body, and a tag that only starts with "body", as they are', () => {
    expect(withFocusableBody('<p>Előnézet</p>')).toBe('<p>Előnézet</p>');
    expect(withFocusableBody('<bodyguard></bodyguard><body>')).toBe('<bodyguard></bodyguard><body tabindex="0">');
  });
});
