import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListedCompany } from '../../../api/companies.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { RegistrationCell } from './registration-cell.tsx';
import classes from './registration-cell.module.css';

// The module's class names (its type has each as possibly undefined).
const { wrappingBadge, wrappingLabel } = classes as { wrappingBadge: string; wrappingLabel: string };
const unregistered = { id: 7, nev: 'Szentgyörgyvölgyi Mezőgazdasági Termelőszövetkezeti Értékesítő' } as ListedCompany;

describe('RegistrationCell', () => {
  it('lets the „Bejegyzés alatt” badge wrap at phone width instead of cutting it to „BEJEGYZÉS A…”', () => {
    renderWithProviders(<RegistrationCell company={unregistered} onRegister={() => {}} onShowVersions={() => {}} />);
    const label = screen.getByText('Bejegyzés alatt');
    expect(label).toHaveClass(wrappingLabel);
    expect(label.parentElement).toHaveClass(wrappingBadge);
  });
});
