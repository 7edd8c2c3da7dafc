/** The accessible name of the region Mantine's popups are drawn in (decision 078). */
export const PORTAL_REGION_LABEL = 'Felugró elemek';

/**
 * Mantine draws every popup (a select's list of options, a dialog, the notifications) in one node it appends to the
 * body, outside the page's landmarks (`header`, `nav`, `main`): axe's `region` rule found an open select's options
 * there, content a screen reader's landmark navigation does not reach. The node is made here, before the app renders,
 * as a named region; Mantine reuses a node already in the page (`[data-mantine-shared-portal-node]`).
 */
export function preparePortalRegion(doc: Document = document): HTMLElement {
  const existing = doc.querySelector<HTMLElement>('[data-mantine-shared-portal-node]');
  const node = existing ?? doc.createElement('div');
  node.setAttribute('data-portal', 'true');
  node.setAttribute('data-mantine-shared-portal-node', 'true');
  node.setAttribute('role', 'region');
  node.setAttribute('aria-label', PORTAL_REGION_LABEL);
  if (!existing) doc.body.appendChild(node);
  return node;
}
