// Is the Electron binary installed? Since Electron 42 the package downloads its binary on first
// use instead of in a postinstall script, and `require('electron')` starts that download when the
// binary is missing. So this reads what the package recorded (`path.txt`, the executable under
// `dist/`), as its index.js does, without running it: nothing is downloaded behind anyone's back.
// `npx install-electron` fetches the binary on purpose.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const packageDirOf = (): string | null => {
  try {
    return dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return null;
  }
};

/** The Electron executable, or null when it is not installed (never downloads). */
export const electronBinary = (
  packageDir: string | null = packageDirOf(),
  env: Readonly<Record<string, string | undefined>> = process.env,
): string | null => {
  if (packageDir === null) return null;
  let executable: string;
  try {
    executable = readFileSync(join(packageDir, 'path.txt'), 'utf8').trim();
  } catch {
    return null;
  }
  if (executable === '') return null;
  // The package's own override for a binary kept elsewhere (its index.js honours it too).
  const distDir = env.ELECTRON_OVERRIDE_DIST_PATH ?? join(packageDir, 'dist');
  const path = join(distDir, executable);
  return existsSync(path) ? path : null;
};

/** Why the Electron smoke test or `npm start` cannot use Electron here. */
export const MISSING_ELECTRON_REASON =
  'the Electron binary is not installed (its download is skipped here; `npx install-electron` fetches it)';
