import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // A stray .only must fail the run, not quietly run one test (locally too: CI is not the only guard).
          allowOnly: false,
          // Vitest's 5 s default fails tests on a busy 2-core machine; a test must not fail for being slow.
          testTimeout: 20_000,
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          allowOnly: false,
          include: ['src/server/**/*.test.ts'],
          // *.pg.test.ts need a real PostgreSQL: they run in the PostgreSQL pass of `npm test` only.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['src/server/**/*.pg.test.ts'],
          environment: 'node',
          // One migrated database per worker, shared by the files it runs (see src/server/testing).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { NODE_ENV: 'test' },
        },
      },
    ],
  },
});
