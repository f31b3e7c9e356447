// Every spec imports test and expect from here (conventions §10).
import { test as base, expect } from '@playwright/test';

import { MockControl } from './control';
import { ShellPage } from './pages/shell.page';

export const MOCK_ORIGIN = `http://localhost:${process.env.E2E_MOCK_PORT ?? 18091}`;

/** A Content-Security-Policy violation one of the test's pages (or frames) reported. */
export interface CspViolation {
  directive: string;
  blockedURI: string;
  source: string;
  sample: string;
  page: string;
}

const CSP_BINDING = '__e2eCspViolation';

export const test = base.extend<{
  shell: ShellPage;
  control: MockControl;
  cspViolations: CspViolation[];
}>({
  // Every page and frame reports CSP violations here (ADR 0020); a test that caused one fails,
  // naming the directive and the blocked URI. A spec that provokes one on purpose empties the list.
  cspViolations: [
    async ({ context }, use) => {
      const seen: CspViolation[] = [];
      await context.exposeBinding(CSP_BINDING, ({ frame }, v: Omit<CspViolation, 'page'>) => {
        seen.push({ ...v, page: frame.url() });
      });
      await context.addInitScript((name) => {
        // Once per document (Chromium may run a context's init script twice in one).
        if (Reflect.get(document, name)) return;
        Reflect.set(document, name, true);
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = Reflect.get(window, name) as ((v: unknown) => unknown) | undefined;
          void report?.({
            directive: e.effectiveDirective,
            blockedURI: e.blockedURI,
            source: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
            sample: e.sample,
          });
        });
      }, CSP_BINDING);
      await use(seen);
      expect(seen, 'CSP violations (directive, blocked URI)').toEqual([]);
    },
    { auto: true },
  ],
  shell: async ({ page }, use) => {
    await use(new ShellPage(page));
  },
  control: async ({ request }, use) => {
    await use(new MockControl(request, MOCK_ORIGIN));
  },
});

/** A phone number no fixture uses, unique per call (parallel tests register their own users). */
export const freshPhone = (): string =>
  `139${String(Date.now() % 1e5).padStart(5, '0')}${String(Math.floor(Math.random() * 1e3)).padStart(3, '0')}`;

export { expect };
