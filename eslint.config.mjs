// Lint rules, including the import boundaries of docs/architecture.md (ADR 0015).
//
// Boundaries are drawn by eslint-plugin-boundaries from the path of each file, never from a
// hand-typed list: every folder under src/features/ is a `feature` element, and an import is judged
// by the file it resolves to (alias `@/…`, relative `../../…` or package), so a new feature or a
// relative path cannot slip past. scripts/lint-config.test.ts feeds one bad and one good example
// of each rule through this config.
import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import i18next from 'eslint-plugin-i18next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const rootPath = fileURLToPath(new URL('.', import.meta.url));

// ── Elements: what each path is ─────────────────────────────────────────────────────────────────
// Patterns are folders from the repository root (partialMatch: false); the first match wins.
const SHARED_LAYERS = ['components', 'lib', 'stores', 'utils', 'config', 'styles'];

const elements = [
  { type: 'app', pattern: 'src/app' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'contracts', pattern: 'src/api/contracts' },
  { type: 'shared', pattern: `src/{${SHARED_LAYERS.join(',')}}`, capture: ['layer'] },
  { type: 'electron-main', pattern: 'src/electron/main' },
  { type: 'electron-preload', pattern: 'src/electron/preload' },
  { type: 'electron-shared', pattern: 'src/electron/shared' },
  { type: 'locales', pattern: 'src/locales' },
  { type: 'testing', pattern: 'src/testing' },
  // The harness's server side (its same-origin proxy to the mock, ADR 0018), before the page.
  { type: 'harness-server', pattern: 'device-frames/server' },
  { type: 'harness', pattern: 'device-frames' },
  { type: 'mock', pattern: 'mock-server' },
  { type: 'fixtures', pattern: 'fixtures' },
  { type: 'tests', pattern: 'tests' },
  { type: 'scripts', pattern: 'scripts' },
  // Last, the rest of src/: main.tsx, boot.tsx, startup/ — the entry, composition like src/app.
  // A new top-level folder lands here too, so nothing in src/ is left unclassified.
  { type: 'entry', pattern: 'src' },
].map((element) => ({ partialMatch: false, ...element }));

/** Every element of the phone app itself (src/ without the Electron shell). */
const APP = ['app', 'feature', 'contracts', 'shared', 'locales', 'testing', 'entry'];
const ELECTRON = ['electron-main', 'electron-preload', 'electron-shared'];

const el = (...types) => ({ element: { type: types.flat() } });
const pkg = (...sources) => ({ module: { origin: ['external', 'core'], source: sources.flat() } });
/** Any dependency at all: a classified local file, an unknown local file or a package. */
const ANYTHING = [{ element: { type: '*' } }, { element: { isUnknown: true } }, pkg('**')];

// ── Policies: who may import what (docs/architecture.md, "App layers") ──────────────────────────
// The last policy that matches a dependency decides. Imports inside one element (one feature, one
// shared layer, the contracts…) are never checked; relative and alias imports are judged alike.
const boundaryPolicies = [
  {
    from: el(APP),
    disallow: [
      el('mock', 'fixtures', 'harness', 'harness-server', 'tests', 'scripts'),
      el('electron-main', 'electron-preload'),
      pkg('@faker-js/*', 'json-server'),
    ],
    message:
      'The app never imports the mock server, fixtures, test data tools, the harness, tests or the Electron main/preload (only the pure contract in src/electron/shared).',
  },
  {
    from: el('feature'),
    disallow: el('feature'),
    message:
      'Features do not import each other ({{ from.element.captured.feature }} → {{ to.element.captured.feature }}); move shared code to a shared layer.',
  },
  {
    from: el('feature'),
    disallow: el('app', 'entry'),
    message: 'Features do not import the app shell (src/app, the entry files).',
  },
  {
    from: el('shared'),
    disallow: el('feature', 'app', 'entry'),
    message:
      'Shared layers (components, lib, stores, utils, config, styles) do not import features or the app shell.',
  },
  {
    from: el('contracts'),
    disallow: ANYTHING,
    message: 'The contract module imports zod, decimal.js and its own files only (ADR 0010).',
  },
  { from: el('contracts'), allow: pkg('zod', 'decimal.js') },
  {
    from: el('electron-preload'),
    disallow: ANYTHING,
    message: 'The sandboxed preload imports only `electron` and src/electron/shared.',
  },
  { from: el('electron-preload'), allow: [pkg('electron'), el('electron-shared')] },
  {
    from: el('electron-shared'),
    disallow: ANYTHING,
    message: 'src/electron/shared is a pure contract: constants and types, no imports.',
  },
  {
    from: el('electron-main'),
    disallow: el(APP, 'harness', 'fixtures', 'tests'),
    message: 'Electron main loads the app and the harness by URL; it imports neither.',
  },
  {
    from: el('harness'),
    disallow: [
      el(APP, 'electron-main', 'electron-preload'),
      el('mock', 'fixtures', 'tests', 'scripts'),
    ],
    message:
      'The harness imports only src/electron/shared from src/ (the app is loaded by URL) and talks to the mock over HTTP.',
  },
  {
    from: el('harness'),
    disallow: pkg('**'),
    message: 'The harness page uses react only (conventions: device-frames row).',
  },
  { from: el('harness'), allow: pkg('react', 'react-dom') },
  {
    from: el('harness'),
    disallow: el('harness-server'),
    message:
      'The harness page runs in the browser: it reaches the mock through /__mock/ on its own origin, never by importing device-frames/server.',
  },
  {
    // …while its tests and build config use their tools, and the Vite config mounts the proxy.
    from: { element: { type: 'harness' }, file: { categories: ['test', 'config'] } },
    allow: [pkg('**'), el('harness-server')],
  },
  {
    // The proxy holds the mock's control token: node built-ins, the mock's token-file module
    // and the shared route constant only (and Vite's types for its plugin).
    from: el('harness-server'),
    disallow: ANYTHING,
    message:
      "device-frames/server imports node built-ins, mock-server/src/control/token-file, src/electron/shared and Vite's types only.",
  },
  {
    from: el('harness-server'),
    allow: [
      { module: { origin: 'core' } },
      pkg('vite'),
      el('electron-shared'),
      { element: { type: 'mock', fileInternalPath: 'src/control/token-file.ts' } },
    ],
  },
  {
    from: el('mock', 'fixtures'),
    disallow: el(
      APP.filter((t) => t !== 'contracts'),
      ELECTRON,
      'harness',
      'harness-server',
    ),
    message: 'The mock server and fixtures import only the contract module from src/.',
  },
  {
    // …and the mock the types of the view its control API sends the harness's new-share desk.
    from: el('mock'),
    allow: { element: { type: 'electron-shared', fileInternalPath: 'new-share-desk.ts' } },
  },
  {
    from: el('tests'),
    disallow: [
      el('app', 'feature', 'entry'),
      { element: { type: 'shared', captured: { layer: ['lib', 'stores', 'components'] } } },
    ],
    message: 'End-to-end tests drive the UI; they do not import app modules.',
  },
  {
    // Unit tests beside strict modules (contracts, preload, shared contract) use the test runner.
    from: { file: { categories: 'test' } },
    allow: pkg('vitest', '@fast-check/vitest', 'fast-check', 'node:*'),
  },
];

// ── Names: kebab-case files and folders (conventions §2) ────────────────────────────────────────
const NAMED_ROOTS = '{src,mock-server,fixtures,device-frames,tests,scripts}';
const namingRules = {
  // Role suffixes (`.test.ts`, `.page.ts`, `.module.css`, `.prefetch.ts`, `.d.ts`) are ignored.
  'check-file/filename-naming-convention': [
    'error',
    { [`${NAMED_ROOTS}/**/*`]: 'KEBAB_CASE' },
    { ignoreMiddleExtensions: true },
  ],
  // Locale folders carry their language code (zh-CN), as i18next names it.
  'check-file/folder-naming-convention': [
    'error',
    { [`${NAMED_ROOTS}/**/`]: 'KEBAB_CASE' },
    { ignoreWords: ['zh-CN'] },
  ],
};

// ── User-facing text: from i18n, never literal in JSX (conventions §6) ──────────────────────────
// Text "with letters" means a letter of any script; numbers, punctuation and symbols such as
// `·`, `%`, `—`, `/`, `:` are fine as literals.
const noJsxTextLiterals = [
  'error',
  {
    // JSX text children. The attributes are the next rule's: this rule's attribute mode also
    // reports every string inside callbacks nested in JSX.
    mode: 'jsx-text-only',
    message: 'User-facing text comes from i18n (t()), not a literal in JSX',
    words: { exclude: [/^\P{L}*$/u] },
  },
];
const USER_FACING_ATTRIBUTE =
  'JSXAttribute[name.name=/^(placeholder|title|aria-label|alt|label)$/]';
const HAS_LETTER = '/\\p{L}/u';
const BRANCH = ':matches(ConditionalExpression, LogicalExpression)';
const JSX_PARENT = ':matches(JSXElement, JSXFragment)';
const noJsxAttributeLiterals = [
  'error',
  ...[
    // A literal as the value, directly or as a branch of `?:` / `&&` / `??` (not a t() argument).
    `${USER_FACING_ATTRIBUTE} > Literal[value=${HAS_LETTER}]`,
    `${USER_FACING_ATTRIBUTE} > JSXExpressionContainer > Literal[value=${HAS_LETTER}]`,
    `${USER_FACING_ATTRIBUTE} > JSXExpressionContainer > ${BRANCH} > Literal[value=${HAS_LETTER}]`,
    `${USER_FACING_ATTRIBUTE} > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${HAS_LETTER}]`,
    // `{'text'}` or `{isX ? 'text' : …}` as a child is JSX text too.
    `${JSX_PARENT} > JSXExpressionContainer > Literal[value=${HAS_LETTER}]`,
    `${JSX_PARENT} > JSXExpressionContainer > ${BRANCH} > Literal[value=${HAS_LETTER}]`,
    `${JSX_PARENT} > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${HAS_LETTER}]`,
  ].map((selector) => ({
    selector,
    message:
      'User-facing text (children, placeholder, title, aria-label, alt, label) comes from i18n (t()), not a literal.',
  })),
];

// ── Server HTML: one sanitizer, one place that sets inner HTML (issue 17, finding 6) ──────────
// DOMPurify is configured once, with the allow-list, in src/lib/sanitize-html.ts; markup reaches
// the page only through <ServerHtml> (src/components/server-html.tsx).
const SANITIZER_MODULE = 'src/lib/sanitize-html.ts';
const SERVER_HTML_COMPONENT = 'src/components/server-html.tsx';
const DOMPURIFY_MESSAGE = `DOMPurify is used only by ${SANITIZER_MODULE} (its allow-list); call sanitizeHtml() or render <ServerHtml>.`;
const noDompurifyImport = [
  'error',
  { paths: [{ name: 'dompurify', message: DOMPURIFY_MESSAGE }], patterns: ['dompurify/*'] },
];
// The app's schemas use zod's functional `zod/mini` (ADR 0033): the classic API would put every
// schema class and the English error texts in every route's first load. Tests may use either.
const CLASSIC_ZOD_MESSAGE =
  'The app imports `zod/mini`, not classic `zod` (ADR 0033): z.optional(x), z.extend(a, {…}), x.check(z.int()).';
const noAppRestrictedImports = [
  'error',
  {
    paths: [
      { name: 'dompurify', message: DOMPURIFY_MESSAGE },
      { name: 'zod', message: CLASSIC_ZOD_MESSAGE },
      { name: 'zod/v4', message: CLASSIC_ZOD_MESSAGE },
    ],
    patterns: ['dompurify/*'],
  },
];
const noDompurifyDynamicImport = [
  { selector: 'ImportExpression[source.value=/^dompurify(\\/|$)/]', message: DOMPURIFY_MESSAGE },
];
const RAW_HTML_MESSAGE = `Server HTML reaches the page only through <ServerHtml> (${SERVER_HTML_COMPONENT}), which sanitizes it.`;
const noRawHtml = [
  "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]',
  'CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment|setHTMLUnsafe)$/]',
  "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]",
].map((selector) => ({ selector, message: RAW_HTML_MESSAGE }));

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
    // Import boundaries for every program in the repository.
    files: [`${NAMED_ROOTS}/**/*.{ts,tsx}`],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': rootPath,
      'boundaries/elements': elements,
      'boundaries/files': [
        { category: 'test', pattern: ['**/*.test.{ts,tsx}', 'src/testing/**'] },
        { category: 'config', pattern: '**/vite.config.ts' },
      ],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/legacy-warnings': false,
      'import/resolver': {
        typescript: {
          project: [
            `${rootPath}tsconfig.app.json`,
            `${rootPath}tsconfig.app-tests.json`,
            `${rootPath}tsconfig.harness.json`,
          ],
          noWarnOnMultipleProjects: true,
        },
        node: true,
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          checkAllOrigins: true,
          checkUnknownLocals: true,
          policies: boundaryPolicies,
        },
      ],
    },
  },
  {
    // File names of the code ESLint lints, and of the CSS modules (through the plugin's processor).
    files: [`${NAMED_ROOTS}/**/*.css`],
    processor: 'check-file/eslint-processor-check-file',
  },
  {
    files: [`${NAMED_ROOTS}/**/*.{ts,tsx,js,mjs,cjs,css}`],
    plugins: { 'check-file': checkFile },
    rules: namingRules,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, i18next },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-console': 'error',
      'i18next/no-literal-string': noJsxTextLiterals,
      'no-restricted-syntax': [
        ...noJsxAttributeLiterals,
        ...noRawHtml,
        ...noDompurifyDynamicImport,
      ],
      'no-restricted-imports': noAppRestrictedImports,
    },
  },
  {
    // The one component that sets inner HTML, from the sanitizer's output.
    files: [SERVER_HTML_COMPONENT],
    rules: { 'no-restricted-syntax': [...noJsxAttributeLiterals, ...noDompurifyDynamicImport] },
  },
  {
    // The one module that configures DOMPurify.
    files: [SANITIZER_MODULE],
    rules: {
      'no-restricted-syntax': [...noJsxAttributeLiterals, ...noRawHtml],
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'no-console': 'off',
      'i18next/no-literal-string': 'off',
      'no-restricted-syntax': 'off',
      'no-restricted-imports': noDompurifyImport,
    },
  },
  {
    // The harness page (device-frames/), English-only for now.
    files: ['device-frames/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-console': 'error',
    },
  },
);
