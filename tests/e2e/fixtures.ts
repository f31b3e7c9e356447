// Every spec imports test and expect from here (conventions §10).
import { test as base, expect } from '@playwright/test';

import { ShellPage } from './pages/shell.page';

export const MOCK_ORIGIN = 'http://localhost:18091';

export const test = base.extend<{ shell: ShellPage }>({
  shell: async ({ page }, use) => {
    await use(new ShellPage(page));
  },
});

export { expect };
