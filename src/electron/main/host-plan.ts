// What the main process must start before the window opens. `npm start` runs the mock server and
// the app itself and passes them in through the environment; `electron-vite preview` alone has
// neither, so main starts both. Pure: decided from the environment only.
import type { HarnessEndpoints } from '../shared/harness-api';

import { normalizeOrigin } from './url-policy';

/** Environment variables `scripts/start.ts` sets when it launches Electron. */
export const HOST_ENV = {
  /** Origin of a mock server that is already running, e.g. `http://localhost:8091`. */
  mockOrigin: 'HARNESS_MOCK_ORIGIN',
  /** Port of an app server that is already running. */
  appPort: 'HARNESS_APP_PORT',
  /** Port main prefers for a mock it starts itself (else a free one). */
  mockPort: 'HARNESS_MOCK_PORT',
  /** `npm run scenario -- NAME`: the harness opens that scenario (its page reads `?scenario=`). */
  scenario: 'HARNESS_SCENARIO',
  /** Set by `electron-vite dev`: the renderer's dev server. */
  rendererUrl: 'ELECTRON_RENDERER_URL',
} as const;

export const DEFAULT_MOCK_PORT = 8091;
export const DEFAULT_APP_PORT = 5173;

export type ServicePlan<T> = { kind: 'reuse'; value: T } | { kind: 'start'; preferredPort: number };

export interface HostPlan {
  mock: ServicePlan<string>;
  app: ServicePlan<number>;
  renderer: { kind: 'dev-server'; url: string } | { kind: 'built' };
  /** A scenario file name to open in the harness, or null. */
  scenario: string | null;
}

type Env = Readonly<Record<string, string | undefined>>;

const port = (text: string | undefined): number | null => {
  const value = Number(text);
  return text !== undefined && Number.isInteger(value) && value > 0 && value < 65_536
    ? value
    : null;
};

/** Only a loopback address counts: the harness never drives a remote server by accident. */
const loopbackOrigin = (text: string | undefined): string | null => {
  const origin = text === undefined ? null : normalizeOrigin(text);
  if (origin === null) return null;
  const { protocol, hostname } = new URL(origin);
  const isLoopback = ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
  return protocol === 'http:' && isLoopback ? origin : null;
};

/** The mock's own rule for scenario names; anything else is ignored. */
const scenarioName = (text: string | undefined): string | null =>
  text !== undefined && /^[a-z0-9][a-z0-9-]{0,63}$/.test(text) ? text : null;

/** The harness page's address, naming the scenario to open when there is one. */
export const harnessPageUrl = (harnessOrigin: string, scenario: string | null): string =>
  scenario === null ? `${harnessOrigin}/` : `${harnessOrigin}/?scenario=${scenario}`;

export const planHost = (env: Env): HostPlan => {
  const mockOrigin = loopbackOrigin(env[HOST_ENV.mockOrigin]);
  const appPort = port(env[HOST_ENV.appPort]);
  const rendererUrl = loopbackOrigin(env[HOST_ENV.rendererUrl]);
  return {
    mock: mockOrigin
      ? { kind: 'reuse', value: mockOrigin }
      : { kind: 'start', preferredPort: port(env[HOST_ENV.mockPort]) ?? DEFAULT_MOCK_PORT },
    app: appPort
      ? { kind: 'reuse', value: appPort }
      : { kind: 'start', preferredPort: DEFAULT_APP_PORT },
    renderer: rendererUrl ? { kind: 'dev-server', url: rendererUrl } : { kind: 'built' },
    scenario: scenarioName(env[HOST_ENV.scenario]),
  };
};

export const endpointsOf = (mockOrigin: string, appPort: number): HarnessEndpoints => ({
  mockOrigin,
  appPort,
  appProtocol: 'http:',
  appPath: '/',
});

/** The app finds its API through the mock's two config documents (product-spec §4). */
export const appConfigUrls = (mockOrigin: string): string =>
  ['primary', 'secondary'].map((name) => `${mockOrigin}/config/${name}.json`).join(',');
