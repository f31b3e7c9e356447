// Utility-process entry that runs the mock server from its TypeScript source (through tsx), exactly
// as `npm run mock` does. Bundling it instead would break the mock's paths that are relative to
// its own source file (fixtures/scenarios, mock-server/data).
import { pathToFileURL } from 'node:url';

import { register } from 'tsx/esm/api';

import { warn } from './log';
import { MOCK_ENTRY_ENV } from './services-env';

const entry = process.env[MOCK_ENTRY_ENV];
if (!entry) {
  warn(`${MOCK_ENTRY_ENV} is not set`);
  process.exit(2);
}
register();
await import(/* @vite-ignore */ pathToFileURL(entry).href);
