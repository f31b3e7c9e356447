// Proves the lint rules of eslint.config.mjs (ADR 0015): one bad example of each boundary, name
// and text rule must be reported by that rule, and one good example of each must lint clean.
// The examples are virtual files at real paths of the tree (ESLint's lintText), importing files
// that exist, because a boundary is judged by the file an import resolves to.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A source module under `dir` (no test, no type declaration), as a path without extension. */
const someModule = (dir: string): string => {
  const entries = readdirSync(join(root, dir), { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  const file = entries.find(
    (e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name),
  );
  if (file) return `${dir}/${file.name.replace(/\.tsx?$/, '')}`;
  for (const e of entries.filter((d) => d.isDirectory())) {
    const found = someModule(`${dir}/${e.name}`);
    if (found) return found;
  }
  return '';
};

/** Two features that exist today, whatever they are called. */
const [featureA = '', featureB = ''] = readdirSync(join(root, 'src/features'), {
  withFileTypes: true,
})
  .filter((e) => e.isDirectory() && someModule(`src/features/${e.name}`))
  .map((e) => e.name)
  .sort();

const alias = (modulePath: string) => modulePath.replace(/^src\//, '@/');
const rel = (fromFile: string, modulePath: string) => {
  const path = relative(join(root, fromFile, '..'), join(root, modulePath));
  return path.startsWith('.') ? path : `./${path}`;
};

const inFeatureA = `src/features/${featureA}/components/lint-probe.ts`;
const featureBModule = () => someModule(`src/features/${featureB}`);
const featureAModule = () => someModule(`src/features/${featureA}`);

interface Case {
  name: string;
  filePath: string;
  code: () => string;
}

interface BadCase extends Case {
  rule: string;
  message: RegExp;
}

const BOUNDARY = 'boundaries/dependencies';

const bad: BadCase[] = [
  {
    name: 'a feature imports another feature by alias',
    filePath: inFeatureA,
    code: () =>
      `import * as other from '${alias(featureBModule())}';\nexport const probe = other;\n`,
    rule: BOUNDARY,
    message: /Features do not import each other/,
  },
  {
    name: 'a feature imports another feature by a relative path',
    filePath: inFeatureA,
    code: () =>
      `import * as other from '${rel(inFeatureA, featureBModule())}';\nexport const probe = other;\n`,
    rule: BOUNDARY,
    message: /Features do not import each other/,
  },
  {
    name: 'a feature imports the app shell',
    filePath: inFeatureA,
    code: () =>
      `import * as shell from '${rel(inFeatureA, someModule('src/app'))}';\nexport const probe = shell;\n`,
    rule: BOUNDARY,
    message: /Features do not import the app shell/,
  },
  {
    name: 'a shared layer imports a feature',
    filePath: 'src/lib/lint-probe.ts',
    code: () => `import * as f from '${alias(featureAModule())}';\nexport const probe = f;\n`,
    rule: BOUNDARY,
    message: /Shared layers .* do not import features/,
  },
  {
    name: 'the contracts import react',
    filePath: 'src/api/contracts/lint-probe.ts',
    code: () => `import { useState } from 'react';\nexport const probe = useState;\n`,
    rule: BOUNDARY,
    message: /contract module imports zod, decimal\.js and its own files only/,
  },
  {
    name: 'the preload imports node:fs',
    filePath: 'src/electron/preload/lint-probe.ts',
    code: () => `import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n`,
    rule: BOUNDARY,
    message: /preload imports only `electron`/,
  },
  {
    name: 'src/electron/shared imports anything',
    filePath: 'src/electron/shared/lint-probe.ts',
    code: () => `import { z } from 'zod';\nexport const probe = z;\n`,
    rule: BOUNDARY,
    message: /pure contract/,
  },
  {
    name: 'the app imports Electron main',
    filePath: 'src/lib/lint-probe.ts',
    code: () =>
      `import * as main from '${rel('src/lib/lint-probe.ts', someModule('src/electron/main'))}';\nexport const probe = main;\n`,
    rule: BOUNDARY,
    message: /The app never imports/,
  },
  {
    name: 'the app imports the mock server',
    filePath: 'src/lib/lint-probe.ts',
    code: () =>
      `import * as mock from '${rel('src/lib/lint-probe.ts', someModule('mock-server/src'))}';\nexport const probe = mock;\n`,
    rule: BOUNDARY,
    message: /The app never imports/,
  },
  {
    name: 'the harness imports src/lib',
    filePath: 'device-frames/src/lint-probe.ts',
    code: () =>
      `import * as lib from '${rel('device-frames/src/lint-probe.ts', someModule('src/lib'))}';\nexport const probe = lib;\n`,
    rule: BOUNDARY,
    message: /The harness imports only src\/electron\/shared/,
  },
  {
    name: 'the harness page imports its server side',
    filePath: 'device-frames/src/lint-probe.ts',
    code: () =>
      `import { createMockProxy } from '../server/mock-proxy';\nexport const probe = createMockProxy;\n`,
    rule: BOUNDARY,
    message: /reaches the mock through \/__mock\//,
  },
  {
    name: 'the harness server imports a mock module other than its token file',
    filePath: 'device-frames/server/lint-probe.ts',
    code: () => `import * as m from '../../mock-server/src/create-app';\nexport const probe = m;\n`,
    rule: BOUNDARY,
    message: /device-frames\/server imports node built-ins/,
  },
  {
    name: 'the harness server imports an npm package',
    filePath: 'device-frames/server/lint-probe.ts',
    code: () => `import express from 'express';\nexport const probe = express;\n`,
    rule: BOUNDARY,
    message: /device-frames\/server imports node built-ins/,
  },
  {
    name: 'the mock server imports the harness server',
    filePath: 'mock-server/src/lint-probe.ts',
    code: () =>
      `import * as p from '../../device-frames/server/mock-proxy';\nexport const probe = p;\n`,
    rule: BOUNDARY,
    message: /import only the contract module/,
  },
  {
    name: 'the mock server imports the harness contract beyond its desk view',
    filePath: 'mock-server/src/lint-probe.ts',
    code: () =>
      `import type { HarnessApi } from '../../src/electron/shared/harness-api';\nexport type Probe = HarnessApi;\n`,
    rule: BOUNDARY,
    message: /import only the contract module/,
  },
  {
    name: 'the mock server imports src/lib',
    filePath: 'mock-server/src/lint-probe.ts',
    code: () =>
      `import * as lib from '${rel('mock-server/src/lint-probe.ts', someModule('src/lib'))}';\nexport const probe = lib;\n`,
    rule: BOUNDARY,
    message: /import only the contract module/,
  },
  {
    name: 'an end-to-end test imports app code',
    filePath: 'tests/e2e/lint-probe.ts',
    code: () =>
      `import * as lib from '${rel('tests/e2e/lint-probe.ts', someModule('src/lib'))}';\nexport const probe = lib;\n`,
    rule: BOUNDARY,
    message: /do not import app modules/,
  },
  {
    name: 'a file name is not kebab-case',
    filePath: 'src/lib/lintProbe.ts',
    code: () => `export const probe = 1;\n`,
    rule: 'check-file/filename-naming-convention',
    message: /KEBAB_CASE/,
  },
  {
    name: 'a folder name is not kebab-case',
    filePath: 'scripts/Lint_Probe/probe.ts',
    code: () => `export const probe = 1;\n`,
    rule: 'check-file/folder-naming-convention',
    message: /KEBAB_CASE/,
  },
  {
    name: 'raw text in JSX',
    filePath: 'src/components/lint-probe.tsx',
    code: () => `export const Probe = () => <p>Buy now</p>;\n`,
    rule: 'i18next/no-literal-string',
    message: /comes from i18n/,
  },
  {
    name: 'raw text in a user-facing JSX attribute',
    filePath: 'src/components/lint-probe.tsx',
    code: () => `export const Probe = () => <input placeholder="Search" />;\n`,
    rule: 'no-restricted-syntax',
    message: /comes from i18n/,
  },
  {
    name: 'a feature sets inner HTML itself',
    filePath: 'src/components/lint-probe.tsx',
    code: () =>
      `export const Probe = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\n`,
    rule: 'no-restricted-syntax',
    message: /only through <ServerHtml>/,
  },
  {
    name: 'a module writes innerHTML',
    filePath: 'src/lib/lint-probe.ts',
    code: () =>
      `export const probe = (el: Element, html: string) => {\n  el.innerHTML = html;\n};\n`,
    rule: 'no-restricted-syntax',
    message: /only through <ServerHtml>/,
  },
  {
    name: 'a module imports DOMPurify besides the sanitizer',
    filePath: inFeatureA,
    code: () => `import DOMPurify from 'dompurify';\nexport const probe = DOMPurify;\n`,
    rule: 'no-restricted-imports',
    message: /DOMPurify is used only by src\/lib\/sanitize-html\.ts/,
  },
  {
    name: 'a module loads DOMPurify lazily besides the sanitizer',
    filePath: inFeatureA,
    code: () => `export const probe = () => import('dompurify');\n`,
    rule: 'no-restricted-syntax',
    message: /DOMPurify is used only by src\/lib\/sanitize-html\.ts/,
  },
  {
    name: 'the app imports classic zod',
    filePath: 'src/lib/lint-probe.ts',
    code: () => `import { z } from 'zod';\nexport const probe = z;\n`,
    rule: 'no-restricted-imports',
    message: /imports `zod\/mini`, not classic `zod`/,
  },
];

const good: Case[] = [
  {
    name: 'a feature imports shared layers, the contracts and the Electron frame contract',
    filePath: inFeatureA,
    code: () =>
      [
        `import * as lib from '${alias(someModule('src/lib'))}';`,
        `import * as contracts from '${alias(someModule('src/api/contracts'))}';`,
        `import * as protocol from '@/electron/shared/frame-protocol';`,
        `import * as own from '${alias(featureAModule())}';`,
        `export const probe = [lib, contracts, protocol, own];`,
        '',
      ].join('\n'),
  },
  {
    name: 'the app shell imports features',
    filePath: 'src/app/lint-probe.ts',
    code: () =>
      `import * as a from '${alias(featureAModule())}';\nimport * as b from '${alias(featureBModule())}';\nexport const probe = [a, b];\n`,
  },
  {
    name: 'a shared layer imports another and the contracts',
    filePath: 'src/components/lint-probe.ts',
    code: () =>
      `import * as lib from '${alias(someModule('src/lib'))}';\nimport * as c from '${alias(someModule('src/api/contracts'))}';\nexport const probe = [lib, c];\n`,
  },
  {
    name: 'the contracts import zod, decimal.js and their own files',
    filePath: 'src/api/contracts/lint-probe.ts',
    code: () =>
      `import Decimal from 'decimal.js';\nimport { z } from 'zod/mini';\n\nimport * as own from '${rel('src/api/contracts/lint-probe.ts', someModule('src/api/contracts'))}';\n\nexport const probe = [Decimal, z, own];\n`,
  },
  {
    name: 'the preload imports electron and the shared contract',
    filePath: 'src/electron/preload/lint-probe.ts',
    code: () =>
      `import { contextBridge } from 'electron';\n\nimport { HARNESS_CHANNELS } from '../shared/harness-api';\n\nexport const probe = [contextBridge, HARNESS_CHANNELS];\n`,
  },
  {
    name: 'src/electron/shared imports only its own files',
    filePath: 'src/electron/shared/lint-probe.ts',
    code: () =>
      `import { FRAME_PARAMS } from './frame-protocol';\n\nexport const probe = FRAME_PARAMS;\n`,
  },
  {
    name: 'the harness imports react and src/electron/shared',
    filePath: 'device-frames/src/lint-probe.ts',
    code: () =>
      `import { useState } from 'react';\n\nimport { FRAME_PARAMS } from '../../src/electron/shared/frame-protocol';\n\nexport const probe = [useState, FRAME_PARAMS];\n`,
  },
  {
    name: "the harness server imports node built-ins, the mock's token file and the shared route",
    filePath: 'device-frames/server/lint-probe.ts',
    code: () =>
      [
        `import { request } from 'node:http';`,
        '',
        `import { readControlToken } from '../../mock-server/src/control/token-file';`,
        `import { MOCK_PROXY_PREFIX } from '../../src/electron/shared/mock-proxy-route';`,
        '',
        `export const probe = [request, readControlToken, MOCK_PROXY_PREFIX];`,
        '',
      ].join('\n'),
  },
  {
    name: 'Electron main and the harness Vite config mount the harness server',
    filePath: 'src/electron/main/lint-probe.ts',
    code: () =>
      `import { createMockProxy } from '../../../device-frames/server/mock-proxy';\n\nexport const probe = createMockProxy;\n`,
  },
  {
    name: "the harness's Vite config mounts the proxy plugin",
    filePath: 'device-frames/vite.config.ts',
    code: () =>
      `import { mockProxyPlugin } from './server/vite-mock-proxy';\n\nexport const probe = mockProxyPlugin;\n`,
  },
  {
    name: 'the mock server imports the types of its new-share desk view',
    filePath: 'mock-server/src/lint-probe.ts',
    code: () =>
      `import type { DeskView } from '../../src/electron/shared/new-share-desk';\n\nexport type Probe = DeskView;\n`,
  },
  {
    name: 'the mock server imports the contracts',
    filePath: 'mock-server/src/lint-probe.ts',
    code: () =>
      `import * as c from '${rel('mock-server/src/lint-probe.ts', someModule('src/api/contracts'))}';\nexport const probe = c;\n`,
  },
  {
    name: 'kebab-case names with role suffixes',
    filePath: 'tests/e2e/pages/lint-probe.page.ts',
    code: () => `export const probe = 1;\n`,
  },
  {
    name: 'JSX text from i18n, and text without letters',
    filePath: 'src/components/lint-probe.tsx',
    code: () =>
      `export const Probe = ({ t }: { t: (key: string) => string }) => (\n  <p title={t('probe.title')}>\n    {t('probe.text')} · 42% — 1/2:\n  </p>\n);\n`,
  },
  {
    name: 'user-facing attributes from i18n, symbols allowed',
    filePath: 'src/components/lint-probe.tsx',
    code: () =>
      `export const Probe = ({ t }: { t: (key: string) => string }) => (\n  <input placeholder={t('probe.search')} aria-label="—" className="probe" />\n);\n`,
  },
  {
    name: 'the sanitizer module imports DOMPurify',
    filePath: 'src/lib/sanitize-html.ts',
    code: () => `import DOMPurify from 'dompurify';\n\nexport const probe = DOMPurify;\n`,
  },
  {
    name: '<ServerHtml> sets inner HTML',
    filePath: 'src/components/server-html.tsx',
    code: () =>
      `export const Probe = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\n`,
  },
];

describe('lint config (eslint.config.mjs)', { timeout: 60_000 }, () => {
  let eslint: ESLint;
  const lint = async ({ filePath, code }: Case) => {
    const [result] = await eslint.lintText(code(), { filePath: join(root, filePath) });
    return result?.messages ?? [];
  };

  beforeAll(() => {
    expect(featureA && featureB, 'two features with source files').toBeTruthy();
    eslint = new ESLint({ cwd: root });
  });

  it.each(bad)('refuses: $name', async (c) => {
    const messages = await lint(c);
    const hit = messages.find((m) => m.ruleId === c.rule && m.severity === 2);
    expect(hit, JSON.stringify(messages, null, 2)).toBeDefined();
    expect(hit?.message).toMatch(c.message);
  });

  it.each(good)('allows: $name', async (c) => {
    expect(await lint(c)).toEqual([]);
  });
});
