/**
 * The lint rules that guard the architecture and the test suite, run through the project's real eslint.config.js
 * on small snippets at realistic paths: each forbidden import or focused test is reported, the legal ones are not.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;

// Loading the config and the TypeScript parser takes seconds on a busy machine: done once, before the timed tests.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};', { filePath: path.join(root, 'src/shared/warm-up.ts') });
}, 120_000);

/** The messages of `ruleId` for `code` linted as if it were the file at `file` (relative to the project). */
async function reported(ruleId: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  if (!result) throw new Error('ESLint returned no result');
  const fatal = result.messages.filter((m) => m.fatal);
  if (fatal.length > 0) throw new Error(`parse error in the snippet: ${fatal[0]?.message}`);
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const zones = (file: string, code: string) => reported('local/import-zones', file, code);

describe('import zones (docs/architecture.md), by resolved path', () => {
  const trades = 'src/client/features/trades/components/trade-form.tsx';

  it.each([
    ['relative', "import { useDashboard } from '../../dashboard/api/dashboard';"],
    ['alias', "import { useDashboard } from '@/client/features/dashboard/api/dashboard';"],
    ['the folder itself', "import * as dashboard from '../../dashboard';"],
    ['baseUrl form', "import { useDashboard } from 'src/client/features/dashboard/api/dashboard';"],
    ['re-export', "export { useDashboard } from '../../dashboard/api/dashboard';"],
    ['dynamic import', "export const load = () => import('@/client/features/dashboard/api/dashboard');"],
    ['type import', "import type { Dashboard } from '../../dashboard/api/dashboard';"],
  ])('a client feature does not import another feature (%s)', async (_form, code) => {
    expect(await zones(trades, code)).toEqual([expect.stringContaining('src/client/features/dashboard')]);
  });

  it.each([
    ['relative', "import { AppShell } from '../../../app/app-shell';"],
    ['alias', "import { AppShell } from '@/client/app/app-shell';"],
  ])('a client feature does not import app (%s)', async (_form, code) => {
    expect(await zones(trades, code)).toEqual([expect.stringContaining('src/client/app')]);
  });

  it.each([
    ['src/client/lib/api.ts', "import { tradesQuery } from '../features/trades/api/trades';"],
    ['src/client/lib/api.ts', "import { tradesQuery } from '@/client/features/trades/api/trades';"],
    ['src/client/lib/api.ts', "import { App } from '../app/app';"],
    [
      'src/client/components/ui/button.tsx',
      "import { tradesQuery } from '../../features/trades/api/trades';",
    ],
    ['src/client/components/confirm-dialog.tsx', "import { AppShell } from '@/client/app/app-shell';"],
  ])('%s does not import a feature or app: %s', async (file, code) => {
    expect(await zones(file, code)).toHaveLength(1);
  });

  it.each([
    ["import { db } from '../../server/db/client';"],
    ["import { db } from '@/server/db/client';"],
    ["import type { Db } from '@/server/db/client';"],
    ["import { formatBRL } from '../../client/lib/format';"],
    ["import { formatBRL } from '@/client/lib/format';"],
    ["import { user } from '../../../e2e/support/users';"],
  ])('src/shared imports nothing internal: %s', async (code) => {
    expect(await zones('src/shared/trading/periods.ts', code)).toHaveLength(1);
  });

  it.each([
    ["import { readFileSync } from 'node:fs';"],
    ["import path from 'path';"],
    ["import { useState } from 'react';"],
    ["import { createRoot } from 'react-dom/client';"],
    ["import { eq } from 'drizzle-orm';"],
    ["import { pgTable } from 'drizzle-orm/pg-core';"],
    ["import { Hono } from 'hono';"],
  ])('src/shared is plain TypeScript: %s', async (code) => {
    expect(await zones('src/shared/trading/periods.ts', code)).toEqual([expect.stringContaining('puro')]);
  });

  it.each([
    // Every package the deny-list used to let in, and ones nobody listed yet.
    ["import { useQuery } from '@tanstack/react-query';"],
    ["import { Link } from 'react-router';"],
    ["import { Document } from '@react-pdf/renderer';"],
    ["import { from } from 'pg-copy-streams';"],
    ["import { toast } from 'sonner';"],
    ["import { parse } from 'csv-parse';"],
    ["import { Big } from 'big.js';"],
    ["import fc from 'fast-check';"],
    ["export { z as zod } from 'zod-mini';"],
    ["export const load = () => import('lucide-react');"],
  ])('src/shared imports only its allow-list of pure packages: %s', async (code) => {
    expect(await zones('src/shared/trading/periods.ts', code)).toEqual([
      expect.stringContaining('allowPackages'),
    ]);
  });

  it.each([
    [
      'src/server/features/imports/imports.service.ts',
      "import { profitFile } from '../../../../bench/support/profit-file';",
    ],
    ['src/server/app.ts', "import { start } from '../../e2e/support/oidc-provider';"],
    ['src/server/app.ts', "export const load = () => import('../../bench/support/profit-file');"],
    ['src/server/app.ts', "import type { Users } from '../../e2e/support/users';"],
    ['src/client/lib/api.ts', "import { users } from '@/../e2e/support/users';"],
    [
      'src/client/features/trades/components/trade-form.tsx',
      "import { users } from '../../../../../e2e/support/users';",
    ],
    ['src/shared/trading/periods.ts', "import { profitFile } from '../../../bench/support/profit-file';"],
  ])('the app never imports e2e/ or bench/: %s %s', async (file, code) => {
    expect(await zones(file, code)).toEqual([expect.stringMatching(/nunca importa (e2e|bench)\//)]);
  });

  const serverFeature = 'src/server/features/schools/schools.routes.ts';

  it.each([
    ['relative', "import { recordAudit } from '../admin/audit.service';"],
    ['alias', "import { listAudit } from '@/server/features/admin/audit.service';"],
    ['baseUrl form', "import { listAudit } from 'src/server/features/admin/audit.service';"],
    ['the folder itself', "import * as admin from '../admin';"],
    ['re-export', "export { listAudit } from '../admin/audit.service';"],
    ['dynamic import', "export const load = () => import('../admin/audit.service');"],
    ['type import', "import type { AuditPage } from '../admin/audit.service';"],
  ])('a server feature does not import another feature (%s)', async (_form, code) => {
    expect(await zones(serverFeature, code)).toEqual([expect.stringContaining('src/server/features/admin')]);
  });

  it.each([
    ["import { roleOf } from '../features/accounts/accounts.routes';"],
    ["import { adminTwoFactorRequired } from '@/server/features/admin/app-settings.service';"],
  ])('the access gate imports no feature: %s', async (code) => {
    expect(await zones('src/server/auth/gate.ts', code)).toEqual([
      expect.stringContaining('src/server/features/'),
    ]);
  });

  it("nothing in auth/ imports a feature: better-auth's setup neither", async () => {
    expect(
      await zones(
        'src/server/auth/setup.ts',
        "import { notifySecurityChange } from '../features/security/notify';",
      ),
    ).toEqual([expect.stringContaining('src/server/features/')]);
  });

  it.each([
    // Its own files, the kernel and shared.
    [serverFeature, "import { schoolDto } from './schools.service';"],
    [serverFeature, "import { schoolDto } from '@/server/features/schools/schools.service';"],
    [serverFeature, "import { recordAudit } from '../../audit/audit';"],
    [serverFeature, "import { userToday } from '@/server/user/trading-settings';"],
    [serverFeature, "import { requirePermission } from '../../auth/require-permission';"],
    [serverFeature, "import type { Tx } from '../../db/tx';"],
    [serverFeature, "import { currentUser } from '../../auth/gate';"],
    ['src/server/auth/gate.ts', "import { accessStatusOf } from '../user/access';"],
    [serverFeature, "import { schoolInputSchema } from '@/shared/admin/contract';"],
    // The kernel composes the features: app.ts mounts their routes.
    ['src/server/app.ts', "import { schoolRoutes } from './features/schools/schools.routes';"],
    // A test may reach another feature's fixtures and routes.
    ['src/server/features/schools/schools.test.ts', "import { seedTrades } from '../trades/trades.testkit';"],
    // The test-mode routes seed several features at once.
    [
      'src/server/features/testing/testing.routes.ts',
      "import { savePlan } from '../risk/risk-plan.service';",
    ],
  ])('a server feature imports the kernel, shared and its own files: %s %s', async (file, code) => {
    expect(await zones(file, code)).toEqual([]);
  });

  it.each([
    ["import { formatBRL } from '../../../client/lib/format';"],
    ["import { formatBRL } from '@/client/lib/format';"],
    ["import type { Props } from '@/client/components/confirm-dialog';"],
  ])('the server never imports the client: %s', async (code) => {
    expect(await zones('src/server/features/trades/trades.routes.ts', code)).toHaveLength(1);
  });

  it.each([
    [trades, "import { createApp } from '@/server/app';"],
    [trades, "import { type App } from '../../../../server/app';"],
    [trades, "export { createApp } from '@/server/app';"],
    [trades, "export const load = () => import('@/server/app');"],
    ['src/client/app/app.tsx', "import { createApp } from '@/server/app';"],
    ['src/client/lib/api.ts', "import { loadConfig } from '../../server/config';"],
    ['src/client/components/confirm-dialog.tsx', "import { loadConfig } from '@/server/config';"],
    ['src/client/main.tsx', "import { loadConfig } from './../server/config';"],
  ])('the client imports only types from the server: %s %s', async (file, code) => {
    expect(await zones(file, code)).toEqual([expect.stringContaining('import type')]);
  });

  it.each([
    // A feature's own files, however written.
    [trades, "import { tradesQuery } from '../api/trades';"],
    [trades, "import { tradesQuery } from '@/client/features/trades/api/trades';"],
    [trades, "import { parse } from './lib/parse';"],
    // What a feature may use.
    [trades, "import { Button } from '@/client/components/ui/button';"],
    [trades, "import { api } from '../../../lib/api';"],
    [trades, "import { tradeSchema } from '@/shared/trading/trade';"],
    [trades, "import { z } from 'zod';"],
    [trades, "import type { AppType } from '@/server/app';"],
    [trades, "export type { AppType } from '@/server/app';"],
    [trades, "type Routes = typeof import('@/server/app');"],
    // app composes the features.
    [
      'src/client/app/routes/trades.tsx',
      "import { TradesPage } from '@/client/features/trades/components/page';",
    ],
    ['src/client/app/app.tsx', "export const load = () => import('../features/dashboard/components/page');"],
    ['src/client/main.tsx', "import { App } from './app/app';"],
    // lib and components use each other and shared.
    ['src/client/lib/notify.ts', "import { Toaster } from '../components/ui/sonner';"],
    ['src/client/components/ui/button.tsx', "import { cn } from '@/client/lib/cn';"],
    ['src/client/components/ui/button.tsx', "import { messages } from '@/shared/i18n';"],
    // The server uses shared and its own tests use e2e helpers; shared uses shared and zod.
    [
      'src/server/features/trades/trades.routes.ts',
      "import { tradeSchema } from '../../../shared/trading/trade';",
    ],
    ['src/server/auth/google.test.ts', "import { start } from '../../../e2e/support/oidc-provider';"],
    ['src/shared/trading/periods.ts', "import { zonedTime } from './zoned-time';"],
    ['src/shared/trading/periods.ts', "import { messages } from '@/shared/i18n';"],
    ['src/shared/trading/periods.ts', "import { z } from 'zod';"],
    ['src/shared/trading/periods.ts', "import { z } from 'zod/v4';"],
    ['src/shared/trading/imports/csv.ts', "import { parse } from 'csv-parse/browser/esm/sync';"],
    // Tests and test support may use test libraries and borrow e2e or bench helpers; they never ship.
    ['src/shared/trading/metrics/compute.test.ts', "import fc from 'fast-check';"],
    ['src/shared/trading/metrics/test-trades.ts', "import fc from 'fast-check';"],
    ['src/shared/time/periods.testkit.ts', "import { expect } from 'vitest';"],
    ['src/shared/gamification/achievements.test.ts', "import { icons } from 'lucide-react';"],
    [
      'src/server/features/imports/parse-equality.test.ts',
      "import { profitFile } from '../../../../bench/support/profit-file';",
    ],
    ['src/server/testing/spawn-server.ts', "import { users } from '../../../e2e/support/users';"],
    [
      'src/server/features/trades/trades.testkit.ts',
      "import { users } from '../../../../e2e/support/users';",
    ],
    ['bench/import-profit.ts', "import { createApp } from '../src/server/app';"],
    // Tests of shared read fixtures with Node; scripts and e2e are outside the layers.
    ['src/shared/trading/imports/mt5.test.ts', "import { readFileSync } from 'node:fs';"],
    ['scripts/seed-demo.ts', "import { createApp } from '../src/server/app';"],
    ['e2e/trades.spec.ts', "import { formatBRL } from '../src/client/lib/format';"],
  ])('allows %s: %s', async (file, code) => {
    expect(await zones(file, code)).toEqual([]);
  });
});

describe('no focused or skipped tests', () => {
  const focused = (file: string, code: string) => reported('no-restricted-syntax', file, code);

  it.each([
    ["it.only('a', () => {});"],
    ["it.skip('a', () => {});"],
    ["it.todo('a');"],
    ["it.skipIf(true)('a', () => {});"],
    ["it.runIf(false)('a', () => {});"],
    ["it.concurrent.only('a', () => {});"],
    ["test.only('a', () => {});"],
    ["describe.only('a', () => {});"],
    ["describe.skip('a', () => {});"],
    ["suite.skip('a', () => {});"],
  ])('in vitest: %s', async (code) => {
    const source = `import { describe, it, suite, test } from 'vitest';\n${code}`;
    expect(await focused('src/shared/trading/periods.test.ts', source)).toHaveLength(1);
  });

  it.each([
    ["test.only('a', async () => {});"],
    ["test.skip('a', async () => {});"],
    ["test.fixme('a', async () => {});"],
    ["test('a', async () => { test.skip(); });"],
    ["test('a', async () => { test.fixme(true, 'later'); });"],
    ["test.describe.only('a', () => {});"],
    ["test.describe.skip('a', () => {});"],
    ["test.describe.fixme('a', () => {});"],
    ["test.describe.serial.only('a', () => {});"],
  ])('in Playwright: %s', async (code) => {
    const source = `import { test } from '@playwright/test';\n${code}`;
    expect(await focused('e2e/trades.spec.ts', source)).toHaveLength(1);
  });

  it('lets ordinary tests, steps and hooks through', async () => {
    const vitest = [
      "import { describe, expect, it } from 'vitest';",
      "describe('a', () => { it('b', () => { expect(/x/.test('x')).toBe(true); }); });",
      "it.each([1])('c %d', () => {});",
    ].join('\n');
    expect(await focused('src/shared/trading/periods.test.ts', vitest)).toEqual([]);
    const playwright = [
      "import { expect, test } from '@playwright/test';",
      "test.describe('a', () => {",
      '  test.beforeEach(async () => {});',
      "  test('b', async () => { await test.step('c', async () => {}); expect.soft(1).toBe(1); });",
      '});',
    ].join('\n');
    expect(await focused('e2e/trades.spec.ts', playwright)).toEqual([]);
  });
});

describe('process.env is read only by src/server/config.ts', () => {
  const env = (file: string, code: string) => reported('no-restricted-properties', file, code);

  it('fires elsewhere in src, in either form', async () => {
    expect(await env('src/server/app.ts', 'export const port = process.env.PORT;')).toHaveLength(1);
    expect(await env('src/server/app.ts', 'export const { env } = process;')).toHaveLength(1);
  });

  it('not in config.ts, scripts or e2e', async () => {
    expect(await env('src/server/config.ts', 'export const port = process.env.PORT;')).toEqual([]);
    expect(await env('scripts/test.ts', 'export const port = process.env.PORT;')).toEqual([]);
    expect(await env('e2e/trades.spec.ts', 'export const port = process.env.E2E_PORT;')).toEqual([]);
  });
});
