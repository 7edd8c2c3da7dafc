import type { Page } from 'playwright-core';

/**
 * Two animation frames of the page: what React and Mantine do after a key is done before the next key lands, as it is
 * between a person's keystrokes. Keys sent within one frame were lost by Mantine's option lists about once in five
 * runs (an Enter right after the ArrowDown that opened the list).
 */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** Presses the keys one after the other, two frames apart (`nextFrames`). */
export async function pressKeys(page: Page, ...keys: string[]): Promise<void> {
  for (const key of keys) {
    await nextFrames(page);
    await page.keyboard.press(key);
  }
}
