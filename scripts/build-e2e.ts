// Builds what the end-to-end tests serve: the app's production build pointed at the test mock
// server's config documents, and the harness page (tests/harness drives it). E2E_MOCK_PORT /
// E2E_DIST / E2E_HARNESS_DIST select another mock port and folders.
// The app ships with a config snapshot naming the mock (ADR 0035), as a production build may, so
// the tests run the snapshot's start-up; E2E_CONFIG_SNAPSHOT=none builds without one.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const port = process.env.E2E_MOCK_PORT ?? '18091';
const dist = process.env.E2E_DIST ?? 'dist/e2e';
// The harness build has no addresses baked in (the page's `?mock=&appPort=` query names them),
// so it is the same as `npm run build:harness`. Absolute: Vite resolves --outDir from its root.
const harnessDist = resolve(process.env.E2E_HARNESS_DIST ?? 'dist/harness');
const urls = ['primary', 'secondary'].map((n) => `http://localhost:${port}/config/${n}.json`);
// The mock's config documents name the mock's own origin.
const snapshotDir = mkdtempSync(join(tmpdir(), 'config-snapshot-'));
const snapshot = join(snapshotDir, 'config.json');
writeFileSync(snapshot, JSON.stringify({ ads: `http://localhost:${port}` }));
try {
  execSync(`npx vite build --outDir ${dist} --emptyOutDir --logLevel warn`, {
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_CONFIG_URLS: urls.join(','),
      VITE_CONFIG_SNAPSHOT: process.env.E2E_CONFIG_SNAPSHOT === 'none' ? 'none' : snapshot,
    },
  });
} finally {
  rmSync(snapshotDir, { recursive: true, force: true });
}
execSync(
  `npx vite build --config device-frames/vite.config.ts --outDir ${harnessDist} --emptyOutDir --logLevel warn`,
  { stdio: 'inherit' },
);
