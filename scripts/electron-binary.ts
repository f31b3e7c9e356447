// Is the Electron binary installed? Its download cannot run on machines without internet
// (ELECTRON_SKIP_BINARY_DOWNLOAD=1), and then `require('electron')` throws.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export const electronBinary = (): string | null => {
  try {
    const path = createRequire(import.meta.url)('electron') as unknown;
    return typeof path === 'string' && existsSync(path) ? path : null;
  } catch {
    return null;
  }
};
