import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const clientFeatures = existsSync('src/client/features')
  ? readdirSync('src/client/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const restrict = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});

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
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Leia a configuração por src/server/config.ts (o único leitor de process.env).',
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  // One-way imports (docs/architecture.md): shared → nothing internal; server ↛ client; client → server types only;
  // client features ↛ each other or app.
  {
    files: ['src/shared/**/*.ts'],
    rules: restrict([
      {
        group: ['@/server/*', '@/client/*', '**/server/**', '**/client/**'],
        message: 'src/shared não importa nada interno.',
      },
      {
        group: ['node:*', 'react', 'react-dom', 'drizzle-orm', 'drizzle-orm/*', 'hono', 'hono/*'],
        message: 'src/shared é TypeScript puro.',
      },
    ]),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict([
      { group: ['@/client/*', '**/client/**'], message: 'O servidor nunca importa o cliente.' },
    ]),
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/features/**'],
    rules: restrict([
      {
        group: ['@/server/*', '**/server/**'],
        allowTypeImports: true,
        message: 'O cliente só importa tipos do servidor.',
      },
    ]),
  },
  ...clientFeatures.map((feature) => ({
    files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict([
      {
        group: ['@/server/*', '**/server/**'],
        allowTypeImports: true,
        message: 'O cliente só importa tipos do servidor.',
      },
      {
        group: [
          '@/client/app',
          '@/client/app/*',
          ...clientFeatures.filter((f) => f !== feature).map((f) => `@/client/features/${f}/**`),
          ...clientFeatures.filter((f) => f !== feature).map((f) => `@/client/features/${f}`),
        ],
        message:
          'Features não importam outras features nem app (compartilhe por src/client/components ou lib).',
      },
    ]),
  })),
  {
    files: [
      'src/server/config.ts',
      'scripts/**',
      'playwright.config.ts',
      'e2e/**',
      'bench/**',
      '*.config.{ts,js}',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
