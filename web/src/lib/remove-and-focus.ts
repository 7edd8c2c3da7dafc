/**
 * Removes a list item whose own delete button has the focus, then focuses the control with the given `data-path` (the
 * list's add button) once the list is drawn without the item: the focus would otherwise fall to the page's body.
 */
export function removeAndFocus(remove: () => void, dataPath: string): void {
  remove();
  setTimeout(() => document.querySelector<HTMLElement>(`[data-path="${dataPath}"]`)?.focus());
}
