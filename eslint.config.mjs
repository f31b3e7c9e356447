// Lint rules, including the import boundaries of docs/architecture.md (conventions: one
// no-restricted-imports block per files glob).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const appForbidden = [
  {
    group: ['**/mock-server/**', 'mock-server/**'],
    message: 'The app never imports the mock server.',
  },
  { group: ['**/fixtures/**', 'fixtures/**'], message: 'The app never imports fixtures.' },
  { group: ['@faker-js/*', 'json-server'], message: 'Test data tools stay out of the app.' },
  {
    group: ['**/device-frames/**', '**/tests/**'],
    message: 'The app does not import the harness or tests.',
  },
  {
    group: ['@/electron/*', '**/electron/**'],
    message: 'The app does not import the Electron shell.',
  },
];

const harnessBoundaries = [
  {
    regex: '(^@/|(^|/)src/(?!electron/shared/))',
    message: 'The harness imports only src/electron/shared from src/ (the app is loaded by URL).',
  },
  {
    group: ['**/mock-server/**', '**/fixtures/**', '**/tests/**'],
    message: 'The harness talks to the mock over HTTP; it imports no mock or test code.',
  },
];

const featureNames = [
  'settings',
  'auth',
  'account',
  'market',
  'quote',
  'trade',
  'positions',
  'subscription',
  'funds',
  'wallet',
  'bank-card',
  'kyc',
  'news',
  'home',
  'watchlist',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'out/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'artifacts/**',
      'fixtures/generated/**',
      'mock-server/data/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-console': 'error',
      'no-restricted-imports': ['error', { patterns: appForbidden }],
    },
  },
  {
    // The contract module is shared by app, mock and tests: zod and decimal.js only (ADR 0010).
    files: ['src/api/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appForbidden,
            {
              group: ['@/*', 'react', 'react-*', 'axios', 'i18next', 'antd-mobile*'],
              message: 'Contracts import zod and decimal.js only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared layers never reach up into features or the app shell.
    files: ['src/{components,lib,stores,utils,config,styles}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appForbidden,
            {
              group: ['@/features/*', '@/app/*', '**/features/**', '**/app/**'],
              message: 'Shared code does not import features or the app shell.',
            },
          ],
        },
      ],
    },
  },
  // Features do not import each other, nor the app shell.
  ...featureNames.map((name) => ({
    files: [`src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appForbidden,
            { group: ['@/app/*'], message: 'Features do not import the app shell.' },
            {
              group: featureNames.filter((n) => n !== name).map((n) => `@/features/${n}/*`),
              message: 'Features do not reach into each other.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // The harness page (device-frames/): react and the host contract (src/electron/shared) only;
    // the app is loaded by URL, never imported (docs/architecture.md).
    files: ['device-frames/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-console': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...harnessBoundaries,
            {
              // Bare package names other than react's.
              regex: '^(?![./]|react$|react-dom$|react-dom/client$)',
              message: 'The harness uses react only (conventions: device-frames row).',
            },
          ],
        },
      ],
    },
  },
  {
    // The harness's build config and tests use their tools, within the same boundaries.
    files: ['device-frames/vite.config.ts', 'device-frames/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: harnessBoundaries }] },
  },
  {
    files: ['mock-server/**/*.ts', 'fixtures/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/src/app/**',
                '**/src/features/**',
                '**/src/lib/**',
                '**/src/stores/**',
                '**/src/components/**',
              ],
              message: 'The mock server may import only the contract module from src/.',
            },
            {
              group: ['**/device-frames/**', '**/electron/**'],
              message: 'The mock server does not import the harness.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/src/app/**',
                '**/src/features/**',
                '**/src/lib/**',
                '**/src/stores/**',
                '**/src/components/**',
              ],
              message: 'End-to-end tests drive the UI; they do not import app modules.',
            },
          ],
        },
      ],
    },
  },
);
