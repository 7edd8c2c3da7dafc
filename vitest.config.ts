import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves one core free: on CI's two cores that is one test file at a time, although most files
    // wait on Chromium, LibreOffice or a server. Two at a time measured 681 s instead of 896 s for the whole suite.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // `isolate: false` in every project but e2e: the files of a project share one module graph per worker. Each file
    // loaded the engine, zod, nunjucks and Hono, or React, Mantine and the router, again: a third of the engine's,
    // CLI's and server's CPU (decision 094) and half of the web project's (decision 098). A test leaves no state
    // behind; the web setup unmounts, clears Mantine's notifications, the storage, stubbed globals and spies.
    projects: [
      {
        test: {
          name: 'engine',
          isolate: false,
          root: './engine',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          setupFiles: ['./test/fast-check-seed.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'cli',
          isolate: false,
          root: './cli',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // The CLI bundled once, for the tests that start it some fifty times (decision 098).
          globalSetup: ['./test/build-cegdok.ts'],
          testTimeout: 120_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          isolate: false,
          root: './web',
          environment: 'jsdom',
          // Mantine, React and the router bundled once per run, not loaded file by file for each of ~100 test files:
          // 531 s of CPU instead of 603 s for the project (decision 093).
          deps: { optimizer: { client: { enabled: true } } },
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/testing/setup-tests.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: './web',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['./e2e/support/build-web.ts'],
          setupFiles: ['./e2e/support/report-failure.ts'],
          // Each e2e file starts its own server (free port, own data folder and mailbox) and browser. Vitest queues
          // the files project by project (by name), so two e2e files run at a time after the CLI's. One e2e file
          // beside the other projects' files instead (all e2e files imported by one) took as long: 817 s of Vitest
          // time against 804 s, the engine's LibreOffice files slowed as much as the browser's were sped up; the suite
          // is bound by CPU. With `fileParallelism: false` Vitest 4 runs the project after all the others, one file
          // at a time, and one core idled for the last 500 s of a 1 200 s suite.
          testTimeout: 300_000,
          hookTimeout: 600_000,
        },
      },
      {
        test: {
          name: 'server',
          isolate: false,
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
