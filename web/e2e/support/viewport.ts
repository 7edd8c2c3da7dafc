import type { Page } from 'playwright-core';

/**
 * Resizes the page and waits for the layout's CSS transitions to end. Mantine's app shell slides its navigation in
 * and out over 200 ms when the width crosses its breakpoint, and the content moves with it; a click sent while it
 * moves lands where a button was. On a loaded CI machine a summary's „Tovább az előnézethez” click, right after the
 * phone-width check, went to the moving page and the preview never opened.
 */
export async function setViewport(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}
