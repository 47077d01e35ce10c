import { builtinModules } from 'node:module';
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
const importZonesOptions = {
  root: import.meta.dirname,
  alias: { '@': 'src' },
  // The first layer whose folder holds a file is its layer; `*` makes each feature a layer instance of its own.
  layers: [
    {
      name: 'shared',
      folder: 'src/shared',
      may: [],
      forbidPackages: [
        'node:*',
        ...builtinModules,
        'react',
        'react-dom',
        'drizzle-orm',
        'hono',
        '@hono/*',
        'pg',
        '@electric-sql/*',
        'better-auth',
        '@better-auth/*',
        'nodemailer',
        'pino',
      ],
    },
    { name: 'server', folder: 'src/server', may: ['shared', 'other'] },
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
    // Tests of src/shared run in Node and read their fixture files; what they test stays pure.
    files: ['src/shared/**/*.test.ts'],
    rules: {
      'local/import-zones': [
        'error',
        {
          ...importZonesOptions,
          layers: importZonesOptions.layers.map(({ forbidPackages: _, ...layer }) => layer),
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
