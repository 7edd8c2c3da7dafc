import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves one core free: on CI's two cores that is one test file at a time, although most files
    // wait on Chromium, LibreOffice or a server. Two at a time measured 681 s instead of 896 s for the whole suite.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // `isolate: false` in the engine's, the CLI's and the server's projects: their files share one module graph per
    // worker. Each file loaded the engine, zod, nunjucks and Hono again, a third of those projects' CPU (decision
    // 094). Their tests keep no state between files; a test that fakes the clock restores it before it ends. The web
    // project keeps one graph per file: its files share the router's and Mantine's globals.
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
          testTimeout: 120_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
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
          // In parallel with the other projects' files: each e2e file starts its own server (free port, own data
          // folder and mailbox) and browser. With `fileParallelism: false` Vitest 4 runs the project after all the
          // others, one file at a time, and one core idled for the last 500 s of a 1 200 s suite.
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
