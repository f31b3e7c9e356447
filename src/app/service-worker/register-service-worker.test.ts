// The tap on "reload" (ADR 0034): the waiting version is asked to take over, and the page reloads
// once it is in charge — on controllerchange, or when the new worker is activated and that event
// never comes — and only once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Accept = (() => void) | null;

const fake = vi.hoisted(() => ({
  wb: null as (EventTarget & { messageSkipWaiting: () => void }) | null,
  waiting: null as (EventTarget & { state: string }) | null,
  accept: null as Accept,
}));

vi.mock('workbox-window', () => ({
  Workbox: class extends EventTarget {
    messageSkipWaiting = vi.fn();
    constructor() {
      super();
      fake.wb = this;
    }
    register = () => Promise.resolve({});
    update = () => Promise.resolve();
  },
}));
vi.mock('./update-state', () => ({
  setUpdateWaiting: (next: Accept) => {
    fake.accept = next;
  },
}));
vi.mock('./update-banner', () => ({ UpdateBanner: () => null }));

import { registerServiceWorker } from './register-service-worker';

const reload = vi.fn();

/** Registers, lets a new version wait and taps "reload". */
const acceptUpdate = async () => {
  fake.waiting = Object.assign(new EventTarget(), { state: 'installed' });
  await registerServiceWorker();
  // workbox-window's event names the waiting worker.
  fake.wb!.dispatchEvent(Object.assign(new Event('waiting'), { sw: fake.waiting }));
  expect(fake.accept).toBeTypeOf('function');
  fake.accept!();
};

const becomes = (state: string) => {
  fake.waiting!.state = state;
  fake.waiting!.dispatchEvent(new Event('statechange'));
};

beforeEach(() => {
  reload.mockClear();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => vi.unstubAllGlobals());

describe('accepting a waiting version', () => {
  it('asks it to take over and waits: no reload before it is in charge', async () => {
    await acceptUpdate();
    expect(fake.wb!.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(fake.accept).toBeNull();
    becomes('activating');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once the new worker controls the page', async () => {
    await acceptUpdate();
    fake.wb!.dispatchEvent(new Event('controlling'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when the new worker is activated even if controllerchange never comes', async () => {
    await acceptUpdate();
    becomes('activated');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads only once when both happen', async () => {
    await acceptUpdate();
    becomes('activated');
    fake.wb!.dispatchEvent(new Event('controlling'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
