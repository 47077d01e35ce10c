import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { GOOGLE_TEST_CLIENT_ID, GOOGLE_TEST_CLIENT_SECRET } from './e2e/support/oidc-provider';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
// The e2e services sit on the ports right after the app's, so several runs can share a machine.
const smtpPort = port + 1;
process.env.MAIL_CATCHER_HTTP_PORT = String(port + 2);
const mailHttpPort = port + 2;
// A real OpenID provider standing in for Google (e2e/support/oidc-provider.ts).
const oidcPort = port + 3;
const oidcIssuer = `http://localhost:${oidcPort}`;
// A throwaway data folder per run: the e2e app never touches the developer's ./data.
// Set once in the main process; workers inherit it instead of making folders of their own.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'mctrading-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export const chromiumLaunch = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

const chromium = { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch, channel: undefined };

/**
 * Which tests run at which width (docs/architecture.md, "Testes"). Layout and accessibility run at all three
 * widths; the flows run once, at the phone width: the narrowest screen, touch, the folded menu, cards instead of
 * tables and folded filters are where a flow breaks most often, and the desktop's tables are exercised by the
 * tests tagged @layout. A layout test is a whole spec in LAYOUT_SPECS, or a test tagged `{ tag: '@layout' }` in
 * a flow spec. E2E_ALL_WIDTHS=1 runs everything at every width.
 */
const LAYOUT_SPECS = ['a11y.spec.ts', 'a11y-account.spec.ts', 'landing.spec.ts', 'not-found.spec.ts'];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Project grep matches "<project> <file> <describe…> <title> <tags>".
const layoutOnly = process.env.E2E_ALL_WIDTHS
  ? undefined
  : [/(^|\s)@layout(\s|$)/, ...LAYOUT_SPECS.map((file) => new RegExp(`(^|\\s)${escapeRegExp(file)}\\s`))];

export default defineConfig({
  testDir: 'e2e',
  // E2E_OUTPUT_DIR lets two runs on one machine keep their failure details apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  // Generous for a 2-core machine running two workers, two Chromiums and the app: a test must not fail for being
  // slow. Longer tests say so with test.setTimeout.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: { baseURL, trace: 'retain-on-failure', locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' },
  projects: [
    {
      // Flows and layout.
      name: 'phone',
      use: {
        ...chromium,
        viewport: { width: 360, height: 780 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    // Layout only.
    {
      name: 'tablet',
      grep: layoutOnly,
      use: { ...chromium, viewport: { width: 768, height: 1024 }, hasTouch: true },
    },
    { name: 'desktop', grep: layoutOnly, use: { ...chromium, viewport: { width: 1440, height: 900 } } },
  ],
  webServer: [
    {
      // A real SMTP receiver: the app sends its mail here and tests read it over HTTP (e2e/support/mail.ts).
      command: 'node --import tsx e2e/support/mail-catcher.ts',
      url: `http://127.0.0.1:${mailHttpPort}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { MAIL_CATCHER_SMTP_PORT: String(smtpPort), MAIL_CATCHER_HTTP_PORT: String(mailHttpPort) },
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // Google sign-in goes through it; its sign-in page lets a test choose the Google user.
      command: 'node --import tsx e2e/support/oidc-provider.ts',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      // oidc-provider is a large package to load; on a busy machine it takes a while.
      timeout: 180_000,
      env: { OIDC_PORT: String(oidcPort), APP_URL: baseURL },
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // `npm test` runs the prebuilt bundle, as `npm start` does (E2E_SERVER_BUNDLE, set by scripts/test.ts): a
      // package the bundle breaks fails here. A direct `npx playwright test` runs the sources.
      command: process.env.E2E_SERVER_BUNDLE
        ? `node --enable-source-maps ${JSON.stringify(process.env.E2E_SERVER_BUNDLE)}`
        : 'node --import tsx src/server/index.ts',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // A fresh DATA_DIR: PGlite starts and migrates, slow on a busy machine.
      timeout: 180_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        ...(process.env.E2E_CLIENT_DIR ? { CLIENT_DIR: path.resolve(process.env.E2E_CLIENT_DIR) } : {}),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        APP_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'MCTrading <no-reply@mctrading.test>',
        ENABLE_TEST_ROUTES: 'true',
        // Every test signs up from 127.0.0.1; the limits themselves are tested in the server suite.
        RATE_LIMIT_SCALE: '100',
        SUPPORT_WHATSAPP: '5511912345678',
        INSTAGRAM_URL: 'https://www.instagram.com/mctrading.test',
        GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: GOOGLE_TEST_CLIENT_SECRET,
        GOOGLE_DISCOVERY_URL: `${oidcIssuer}/.well-known/openid-configuration`,
      },
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
