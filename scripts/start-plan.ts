// How `npm start` shows the harness, decided from what is on this machine: Electron when its
// binary is installed, else the same harness page in a browser (served from its Vite config in
// development or from the `dist/harness` build). Pure: the facts are passed in, so a test can
// try every case without Electron.
import { HOST_ENV } from '../src/electron/main/host-plan';

/** Build-time settings the harness's browser adapter reads (`import.meta.env`). */
export const BROWSER_HARNESS_ENV = {
  mockOrigin: 'VITE_HARNESS_MOCK_ORIGIN',
  appPort: 'VITE_HARNESS_APP_PORT',
} as const;

export interface StartFacts {
  /** Looks the Electron binary up; null when it is not installed. */
  findElectron: () => string | null;
  /** `device-frames/vite.config.ts` exists (the harness can be served with hot reload). */
  hasHarnessViteConfig: boolean;
  /** `dist/harness/index.html` exists (`npm run build:harness` has run). */
  hasHarnessBuild: boolean;
  isDev: boolean;
  mockOrigin: string;
  appPort: number;
  harnessPort: number;
  /** `npm run scenario -- NAME`: the scenario the harness opens (Electron reads it from env). */
  scenario?: string | null;
}

export interface Command {
  cmd: string;
  args: string[];
  env: Record<string, string>;
}

export type HarnessLaunch =
  | { kind: 'electron'; command: Command }
  | { kind: 'browser-dev'; command: Command; url: string }
  | { kind: 'browser-static'; dir: string; url: string }
  | { kind: 'none' };

export const HARNESS_BUILD_DIR = 'dist/harness';
export const HARNESS_VITE_CONFIG = 'device-frames/vite.config.ts';

export const planHarness = (facts: StartFacts): HarnessLaunch => {
  const url = `http://localhost:${facts.harnessPort}/`;
  if (facts.findElectron() !== null) {
    // Main reuses the mock and the app this script started instead of starting its own.
    return {
      kind: 'electron',
      command: {
        cmd: 'npx',
        args: ['electron-vite', facts.isDev ? 'dev' : 'preview', '--entry', 'out/main/index.js'],
        env: {
          [HOST_ENV.mockOrigin]: facts.mockOrigin,
          [HOST_ENV.appPort]: String(facts.appPort),
          ...(facts.scenario ? { [HOST_ENV.scenario]: facts.scenario } : {}),
        },
      },
    };
  }
  const browserEnv = {
    [BROWSER_HARNESS_ENV.mockOrigin]: facts.mockOrigin,
    [BROWSER_HARNESS_ENV.appPort]: String(facts.appPort),
  };
  if (facts.hasHarnessViteConfig) {
    return {
      kind: 'browser-dev',
      url,
      command: {
        cmd: 'npx',
        args: [
          'vite',
          '--config',
          HARNESS_VITE_CONFIG,
          '--port',
          String(facts.harnessPort),
          '--strictPort',
        ],
        env: browserEnv,
      },
    };
  }
  if (facts.hasHarnessBuild) {
    // A build has its settings baked in; the page's query (read by its browser adapter) wins.
    const query = new URLSearchParams({ mock: facts.mockOrigin, appPort: String(facts.appPort) });
    return { kind: 'browser-static', dir: HARNESS_BUILD_DIR, url: `${url}?${query}` };
  }
  return { kind: 'none' };
};

/** The header scripts send the mock's control token in (mock-server/README.md). */
export const CONTROL_TOKEN_HEADER = 'x-harness-token';

/** What `npm start` prints once everything runs. */
export const startMessage = (
  launch: HarnessLaunch,
  urls: { mock: string; app: string; controlTokenFile: string },
): string[] => {
  // The harness reaches the control API through its own server, which reads the token file
  // (ADR 0018); only scripts and curl need to be told where it is.
  const lines = [
    `  Mock server: ${urls.mock}/  (raw state: /__db, control API: /__harness/ — token required)`,
    `  Control token (this OS user only): ${urls.controlTokenFile}`,
    `    scripts send it as: curl -H "${CONTROL_TOKEN_HEADER}: $(cat ${urls.controlTokenFile})" ${urls.mock}/__harness/clock`,
    `  Trader app:  ${urls.app}`,
  ];
  switch (launch.kind) {
    case 'electron':
      lines.push('  Harness:     opening in Electron (the desktop window).');
      break;
    case 'browser-dev':
    case 'browser-static':
      lines.push(`  Electron is not installed here: open the harness at ${launch.url}`);
      break;
    case 'none':
      lines.push(
        '  Electron is not installed and the harness is not built yet: open the app URL above.',
      );
      break;
  }
  return lines;
};
