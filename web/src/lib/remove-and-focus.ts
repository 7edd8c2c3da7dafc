/**
 * Removes a list item whose own delete button has the focus, then focuses the control with the given `data-path` (the
 * list's add button) once the list is drawn without the item: the focus would otherwise fall to the page's body.
 */
export function removeAndFocus(remove: () => void, dataPath: string): void {
  remove();
  setTimeout(() => document.querySelector<HTMLElement>(`[data-path="${dataPath}"]`)?.focus());
}

/**
 * Adds a list item with the list's add button, then focuses the new item's first field (the first control whose
 * `data-path` is within `listPath.index`) once it is drawn: the item is drawn above the button, so the focus left on
 * the button would make the next Tab skip the item just added.
 */
export function insertAndFocus(insert: () => void, listPath: string, index: number): void {
  insert();
  setTimeout(() => document.querySelector<HTMLElement>(`[data-path^="${listPath}.${index}."]`)?.focus());
}

/**
 * Adds an item to a list of single fields (each field's `data-path` is `listPath.index`, with no field of its own
 * below it), then focuses the new field once it is drawn.
 */
export function insertAndFocusField(insert: () => void, listPath: string, index: number): void {
  insert();
  setTimeout(() => document.querySelector<HTMLElement>(`[data-path="${listPath}.${index}"]`)?.focus());
}
