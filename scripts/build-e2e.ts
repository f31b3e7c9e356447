// Builds what the end-to-end tests serve: the app's production build pointed at the test mock
// server's config documents, and the harness page (tests/harness drives it). E2E_MOCK_PORT /
// E2E_DIST / E2E_HARNESS_DIST select another mock port and folders.
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';

const port = process.env.E2E_MOCK_PORT ?? '18091';
const dist = process.env.E2E_DIST ?? 'dist/e2e';
// The harness build has no addresses baked in (the page's `?mock=&appPort=` query names them),
// so it is the same as `npm run build:harness`. Absolute: Vite resolves --outDir from its root.
const harnessDist = resolve(process.env.E2E_HARNESS_DIST ?? 'dist/harness');
const urls = ['primary', 'secondary'].map((n) => `http://localhost:${port}/config/${n}.json`);
execSync(`npx vite build --outDir ${dist} --emptyOutDir --logLevel warn`, {
  stdio: 'inherit',
  env: { ...process.env, VITE_CONFIG_URLS: urls.join(',') },
});
execSync(
  `npx vite build --config device-frames/vite.config.ts --outDir ${harnessDist} --emptyOutDir --logLevel warn`,
  { stdio: 'inherit' },
);
