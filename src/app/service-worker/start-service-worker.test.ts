// Who gets a service worker: a production build in a browser tab only — never the dev server, a
// build made with VITE_SERVICE_WORKER=off, or the app inside a harness frame.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const frame = vi.hoisted(() => ({ inside: false }));
vi.mock('@/lib/harness-only', () => ({ isHarnessFrame: () => frame.inside }));

import { serviceWorkerWanted } from './start-service-worker';

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  vi.stubEnv('PROD', true);
});

afterEach(() => {
  vi.unstubAllEnvs();
  frame.inside = false;
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('serviceWorkerWanted', () => {
  it('is wanted in a production build in a browser tab', () => {
    expect(serviceWorkerWanted()).toBe(true);
  });

  it('is not wanted by the dev server', () => {
    vi.stubEnv('PROD', false);
    expect(serviceWorkerWanted()).toBe(false);
  });

  it('is not wanted by a build that turns it off', () => {
    vi.stubEnv('VITE_SERVICE_WORKER', 'off');
    expect(serviceWorkerWanted()).toBe(false);
  });

  it('is not wanted inside a harness frame', () => {
    frame.inside = true;
    expect(serviceWorkerWanted()).toBe(false);
  });

  it('is not wanted where the browser has no service workers', () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(serviceWorkerWanted()).toBe(false);
  });
});
