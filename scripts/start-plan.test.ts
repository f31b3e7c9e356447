import { describe, expect, it, vi } from 'vitest';

import { HOST_ENV } from '../src/electron/main/host-plan';

import { BROWSER_HARNESS_ENV, planHarness, startMessage, type StartFacts } from './start-plan';

const facts = (over: Partial<StartFacts> = {}): StartFacts => ({
  findElectron: () => null,
  hasHarnessViteConfig: false,
  hasHarnessBuild: false,
  isDev: false,
  mockOrigin: 'http://localhost:8091',
  appPort: 5173,
  harnessPort: 5174,
  ...over,
});
const urls = {
  mock: 'http://localhost:8091',
  app: 'http://localhost:5173/',
  controlTokenFile: 'mock-server/data/control-token-8091',
};

describe('npm start with the Electron binary installed', () => {
  it('launches Electron on the mock and app it already started', () => {
    const findElectron = vi.fn(() => '/opt/electron/electron');
    const launch = planHarness(facts({ findElectron, hasHarnessViteConfig: true }));
    expect(findElectron).toHaveBeenCalled();
    expect(launch).toEqual({
      kind: 'electron',
      command: {
        cmd: 'npx',
        args: ['electron-vite', 'preview', '--entry', 'out/main/index.js'],
        env: { [HOST_ENV.mockOrigin]: 'http://localhost:8091', [HOST_ENV.appPort]: '5173' },
      },
    });
    expect(startMessage(launch, urls).join('\n')).not.toMatch(/not installed/);
  });

  it('tells Electron which scenario to open (npm run scenario -- NAME)', () => {
    const launch = planHarness(facts({ findElectron: () => '/e', scenario: 'lunch-break' }));
    expect(launch.kind === 'electron' && launch.command.env[HOST_ENV.scenario]).toBe('lunch-break');
  });

  it('runs the harness with hot reload under npm run dev', () => {
    const launch = planHarness(facts({ findElectron: () => '/e', isDev: true }));
    expect(launch.kind === 'electron' && launch.command.args.slice(0, 2)).toEqual([
      'electron-vite',
      'dev',
    ]);
  });
});

describe('npm start without the Electron binary', () => {
  it('serves the harness with its Vite config and prints its URL', () => {
    const launch = planHarness(facts({ hasHarnessViteConfig: true, hasHarnessBuild: true }));
    expect(launch).toMatchObject({
      kind: 'browser-dev',
      url: 'http://localhost:5174/',
      command: {
        args: [
          'vite',
          '--config',
          'device-frames/vite.config.ts',
          '--port',
          '5174',
          '--strictPort',
        ],
        env: {
          [BROWSER_HARNESS_ENV.mockOrigin]: 'http://localhost:8091',
          [BROWSER_HARNESS_ENV.appPort]: '5173',
        },
      },
    });
    const printed = startMessage(launch, urls);
    expect(printed).toContain(
      '  Electron is not installed here: open the harness at http://localhost:5174/',
    );
    expect(printed.join('\n')).toContain('http://localhost:5173/');
  });

  it('serves the built harness when there is no Vite config, telling it where the servers are', () => {
    const launch = planHarness(
      facts({ hasHarnessBuild: true, harnessPort: 6000, mockOrigin: 'http://localhost:9000' }),
    );
    const url = 'http://localhost:6000/?mock=http%3A%2F%2Flocalhost%3A9000&appPort=5173';
    expect(launch).toEqual({ kind: 'browser-static', dir: 'dist/harness', url });
    expect(startMessage(launch, urls).join('\n')).toContain(`open the harness at ${url}`);
  });

  it('points at the app when there is no harness to serve yet', () => {
    const launch = planHarness(facts());
    expect(launch).toEqual({ kind: 'none' });
    const printed = startMessage(launch, urls).join('\n');
    expect(printed).toContain('Trader app:  http://localhost:5173/');
    expect(printed).toMatch(/harness is not built yet/);
  });
});

describe('the start banner and the mock control token', () => {
  it('tells scripts where the token file is and which header carries it', () => {
    const printed = startMessage(planHarness(facts({ hasHarnessViteConfig: true })), urls);
    expect(printed).toContain(
      '  Control token (this OS user only): mock-server/data/control-token-8091',
    );
    expect(printed.join('\n')).toContain(
      'curl -H "x-harness-token: $(cat mock-server/data/control-token-8091)" http://localhost:8091/__harness/clock',
    );
  });

  it('asks nothing of the harness user: the harness gets no token in its URL', () => {
    const launch = planHarness(facts({ hasHarnessBuild: true }));
    expect(launch.kind === 'browser-static' && launch.url).not.toMatch(/token/i);
    const dev = planHarness(facts({ hasHarnessViteConfig: true }));
    expect(dev.kind === 'browser-dev' && JSON.stringify(dev.command.env)).not.toMatch(/token/i);
  });
});
