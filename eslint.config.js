import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { localPlugin } from './eslint-rules/import-zones.js';

const runner = '/^(it|test|describe|suite)$/';
const focusOrSkip = '[property.name=/^(only|skip|skipIf|runIf|fixme|todo)$/]';
// it.only, test.describe.only, test.describe.serial.skip…: the runner is up to three links back in the chain.
const focusedOrSkippedTests = ['object', 'object.object', 'object.object.object'].map((chain) => ({
  selector: `MemberExpression[${chain}.name=${runner}]${focusOrSkip}`,
  message: 'Nenhum teste focado ou pulado (.only, .skip, .fixme, .todo, skipIf/runIf): todos rodam, sempre.',
}));

const client = ['feature', 'app', 'lib', 'components', 'client'];
/** Files under src that are tests or test support: never part of the app. */
const testFiles = [
  'src/**/*.test.{ts,tsx}',
  'src/**/*.testkit.ts',
  'src/server/testing/**',
  'src/server/features/trades/test-callers.ts',
  'src/shared/trading/metrics/test-trades.ts',
];
const importZonesOptions = {
  root: import.meta.dirname,
  alias: { '@': 'src' },
  // The app never ships test or bench code (src's tests and test support may use their helpers: testFiles below).
  forbidFolders: ['e2e', 'bench'],
  // The first layer whose folder holds a file is its layer; `*` makes each feature a layer instance of its own.
  layers: [
    {
      name: 'shared',
      folder: 'src/shared',
      may: [],
      // Pure packages that run alike in the browser, Node and the PDF worker; nothing else (no node:*, React,
      // database, Hono, query or UI library). A new one is a decision: name it here.
      allowPackages: ['zod', 'csv-parse/browser/esm/sync'],
    },
    // A server feature builds on the kernel (the rest of src/server), shared and its own folder: what two features
    // need lives in the kernel, and what one must do when another acts is a follow-up it registers.
    {
      name: 'server-feature',
      folder: 'src/server/features/*',
      may: ['server', 'gate', 'shared', 'other'],
    },
    // Auth and the access gate run before every route: what they read (the user's access, role, two-factor rule)
    // and the notices they send live in the kernel, so a feature never sits between a request and its gate.
    { name: 'gate', folder: 'src/server/auth', may: ['server', 'gate', 'shared', 'other'] },
    // The kernel; app.ts, the services and the ledger's composition mount and register the features.
    { name: 'server', folder: 'src/server', may: ['server-feature', 'gate', 'shared', 'other'] },
    {
      name: 'feature',
      folder: 'src/client/features/*',
      may: ['lib', 'components', 'shared'],
      typeOnly: ['server'],
    },
    { name: 'app', folder: 'src/client/app', may: [...client, 'shared'], typeOnly: ['server'] },
    { name: 'lib', folder: 'src/client/lib', may: ['lib', 'components', 'shared'], typeOnly: ['server'] },
    {
      name: 'components',
      folder: 'src/client/components',
      may: ['lib', 'components', 'shared'],
      typeOnly: ['server'],
    },
    { name: 'client', folder: 'src/client', may: [...client, 'shared'], typeOnly: ['server'] },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'drizzle',
      'test-results',
      'playwright-report',
      'data',
      '.tmp',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Leia a configuração por src/server/config.ts (o único leitor de process.env).',
        },
      ],
      // A stray it.only runs one test and exits 0; a skipped test never fails. Vitest's and Playwright's forms.
      'no-restricted-syntax': ['error', ...focusedOrSkippedTests],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  // One-way imports (docs/architecture.md), by the path an import resolves to (eslint-rules/import-zones.js).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local: localPlugin },
    rules: { 'local/import-zones': ['error', importZonesOptions] },
  },
  {
    // The test-mode routes (seeding users, trades and ranking members for the e2e suite) stand in for several
    // features at once, so they may reach into them; they are mounted only when the app runs for tests.
    files: ['src/server/features/testing/**'],
    rules: {
      'local/import-zones': [
        'error',
        {
          ...importZonesOptions,
          layers: importZonesOptions.layers.filter((l) => l.name !== 'server-feature'),
        },
      ],
    },
  },
  {
    // Tests and their support files run in Node: those of src/shared read fixture files and use test libraries,
    // and any may borrow an e2e or bench helper. What they test stays pure and ships without them.
    files: testFiles,
    rules: {
      'local/import-zones': [
        'error',
        {
          ...importZonesOptions,
          forbidFolders: [],
          // A test may reach another server feature's routes, fixtures and seeds through its files.
          layers: importZonesOptions.layers
            .filter((layer) => layer.name !== 'server-feature')
            .map(({ allowPackages: _, ...layer }) => layer),
        },
      ],
    },
  },
  {
    files: [
      'src/server/config.ts',
      'scripts/**',
      'playwright.config.ts',
      'e2e/**',
      'bench/**',
      '*.config.{ts,js}',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
);
