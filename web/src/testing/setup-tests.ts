import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import * as React from 'react';
import { afterEach, vi } from 'vitest';
import { recordDownloads, savedFiles } from './saved-files.ts';

// The lazy routes load in the test too: on a busy machine the first render takes longer than the default 1 s.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks what Mantine measures with.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
window.scrollTo = () => {};
recordDownloads();

// React's development build records a stack trace and a console task for every element it creates, for the owner
// stacks of its warnings: a tenth of this project's CPU. React itself stops after 10 000 elements a second; here it
// starts stopped (decision 094). Warnings still name the component, without its owners.
const reactInternals = (React as unknown as Record<string, object | undefined>)[
  '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'
];
if (reactInternals)
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => 1e4, set: () => {} });

// The files of the project share one module graph (decision 098): what a module keeps for the page goes with the test.
afterEach(() => {
  cleanup();
  notifications.clean();
  savedFiles.mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
