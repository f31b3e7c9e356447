// Builds the app's sanitizer (src/lib/sanitize-html.ts) and the stylesheet of <ServerHtml> into a
// script and a stylesheet for the test page, with Vite (a direct dependency). The module is
// bundled by path, as the app build does; the spec never imports app code (tests/README.md).
//
// SANITIZER_BASELINE=dompurify-defaults bundles plain `DOMPurify.sanitize` instead, the code as
// it was before issue 17: the corpus must then fail (forms, overlays, clobbering, http pixels).
import { fileURLToPath } from 'node:url';

import { build, type Plugin, type Rolldown } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '');

export const SANITIZER_GLOBAL = '__appSanitizer';

const ENTRY = 'virtual:sanitizer-test-entry';

const entrySource = (baseline: boolean): string =>
  baseline
    ? [
        `import DOMPurify from 'dompurify';`,
        `import styles from '/src/components/server-html.module.css';`,
        `export const sanitizeHtmlForPage = (html) => DOMPurify.sanitize(html);`,
        `export const bodyClass = styles.body;`,
      ].join('\n')
    : [
        `export { isBlankHtml, sanitizeHtml, sanitizeHtmlForPage } from '/src/lib/sanitize-html.ts';`,
        `import styles from '/src/components/server-html.module.css';`,
        `export const bodyClass = styles.body;`,
      ].join('\n');

const virtualEntry = (baseline: boolean): Plugin => ({
  name: 'sanitizer-test-entry',
  // Lib mode hands the entry over as a path under the root.
  resolveId: (id) => (id.endsWith(ENTRY) ? `\0${ENTRY}` : null),
  load: (id) => (id === `\0${ENTRY}` ? entrySource(baseline) : null),
});

export interface SanitizerBundle {
  script: string;
  css: string;
  isBaseline: boolean;
}

export const buildSanitizerBundle = async (): Promise<SanitizerBundle> => {
  const isBaseline = process.env.SANITIZER_BASELINE === 'dompurify-defaults';
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    resolve: { alias: { '@': `${root}/src` } },
    plugins: [virtualEntry(isBaseline)],
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      cssCodeSplit: false,
      lib: { entry: ENTRY, formats: ['iife'], name: SANITIZER_GLOBAL, fileName: 'sanitizer' },
    },
  });
  const files = (Array.isArray(output) ? output : [output]).flatMap(
    (o) => (o as Rolldown.RolldownOutput).output,
  );
  const script = files.find((f) => f.type === 'chunk');
  const css = files.find((f) => f.type === 'asset' && f.fileName.endsWith('.css'));
  if (!script || script.type !== 'chunk') throw new Error('the sanitizer bundle has no script');
  const cssText = css && css.type === 'asset' ? String(css.source) : '';
  return { script: script.code, css: cssText, isBaseline };
};
