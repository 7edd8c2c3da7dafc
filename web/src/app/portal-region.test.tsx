import { MantineProvider, Portal } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { preparePortalRegion, PORTAL_REGION_LABEL } from './portal-region.ts';
import { theme } from './theme.ts';

/**
 * A page's main landmark with a popup drawn as Mantine draws an open select's options (its shared portal node; the
 * tests' env draws no portals, so Portal is used itself).
 */
function renderPopup() {
  render(
    <MantineProvider theme={theme}>
      <main>
        <h1>Társaság</h1>
      </main>
      <Portal>
        <div role="listbox" aria-label="Befizetés módja">
          <div role="option" aria-selected="false">
            házipénztár
          </div>
        </div>
      </Portal>
    </MantineProvider>,
  );
}

const regionViolations = async () =>
  (await axe.run(document, { runOnly: ['region'] })).violations.flatMap((violation) =>
    violation.nodes.map((node) => node.html),
  );

describe('the region Mantine’s popups are drawn in (decision 078)', () => {
  afterEach(() => document.querySelector('[data-mantine-shared-portal-node]')?.remove());

  it('holds a popup in a named region, so axe finds no content outside the landmarks', async () => {
    preparePortalRegion();
    renderPopup();
    const options = await screen.findByRole('listbox');
    expect(screen.getByRole('region', { name: PORTAL_REGION_LABEL })).toContainElement(options);
    expect(await regionViolations()).toEqual([]);
  });

  it('reuses the node Mantine made, and makes it only once', () => {
    const first = preparePortalRegion();
    expect(preparePortalRegion()).toBe(first);
    expect(document.querySelectorAll('[data-mantine-shared-portal-node]')).toHaveLength(1);
  });
});
