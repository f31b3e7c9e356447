// Every spec imports test and expect from here (conventions §10).
import { test as base, expect } from '@playwright/test';

import { MockControl } from './control';
import { ShellPage } from './pages/shell.page';

export const MOCK_ORIGIN = `http://localhost:${process.env.E2E_MOCK_PORT ?? 18091}`;

export const test = base.extend<{ shell: ShellPage; control: MockControl }>({
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
