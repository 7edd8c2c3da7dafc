import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

describe('advantages page', () => {
  it('puts the cards’ headings right under the page’s h1, skipping no level (axe heading-order, decision 085)', async () => {
    stubApi({});
    renderApp('/elonyok');
    await screen.findByRole('heading', { level: 1, name: 'Előnyök' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    const found = await axe.run(document, { runOnly: ['heading-order'] });
    expect(found.violations.flatMap((violation) => violation.nodes.map((node) => node.html))).toEqual([]);
  });
});
