// The libraries every route runs, as one module so the entry can evaluate them in a task of their
// own before the app's modules (see main.tsx). One small named export of each, not just an import:
// a bare import of a side-effect-free package is dropped by the bundler, and a whole namespace
// (zod's `z`) would keep every function of the package.
import { config } from 'zod/mini';

export { QueryClient } from '@tanstack/react-query';
export { default as axios } from 'axios';
export { default as i18next } from 'i18next';
export { createRoot } from 'react-dom/client';
export { Router } from 'react-router-dom';
export { object } from 'zod/mini';

// zod probes `new Function` once to pick its fast object parser; under the CSP (no unsafe-eval,
// ADR 0020) that probe fails and is reported as a violation. Settled here, the first module the
// entry evaluates, before any schema parses.
config({ jitless: true });
