// Vitest setup for app tests: DOM matchers are not used; clean up the DOM and storage between tests.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor still end as soon as the awaited text shows; the bound only has to outlast a lazy
// chunk (a sheet, a dialog, the toasts, the pull frame) transformed on first use on a busy machine,
// which the library's 1 s default does not when the suite shares two cores.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
