// Builds the app for the end-to-end tests: the production build pointed at the test mock server's
// config documents. E2E_MOCK_PORT / E2E_DIST select another mock port and folder.
import { execSync } from 'node:child_process';

const port = process.env.E2E_MOCK_PORT ?? '18091';
const dist = process.env.E2E_DIST ?? 'dist/e2e';
const urls = ['primary', 'secondary'].map((n) => `http://localhost:${port}/config/${n}.json`);
execSync(`npx vite build --outDir ${dist} --emptyOutDir --logLevel warn`, {
  stdio: 'inherit',
  env: { ...process.env, VITE_CONFIG_URLS: urls.join(',') },
});
