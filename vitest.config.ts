import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'engine',
          root: './engine',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'cli',
          root: './cli',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
