// What the back office's tests share (no test tools here: the harness imports react only): a reply
// of the fake control API, the panel's harness context as a render wrapper, and a fake desk
// (`/__harness/<desk>`) that answers reads with a view and records writes.
import type { ReactNode } from 'react';

import type { HarnessApi } from '../../../src/electron/shared/harness-api';
import { HarnessProvider } from '../harness-context';
import { DEFAULT_ENDPOINTS } from '../host/browser-adapter';

export const reply = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

const api = { host: 'browser', endpoints: () => Promise.resolve(DEFAULT_ENDPOINTS) } as HarnessApi;

/** `render(ui, { wrapper: InHarness })`: the panel inside the harness, as the page mounts it. */
export const InHarness = ({ children }: { children: ReactNode }) => (
  <HarnessProvider api={api} endpoints={DEFAULT_ENDPOINTS}>
    {children}
  </HarnessProvider>
);

export interface SentCall {
  method: string;
  /** The path below the desk's root, e.g. `/applications/5/approve`. */
  url: string;
  body: string;
}

interface FakeDeskOptions {
  /** The desk's path under the control API, e.g. `funds`. */
  desk: string;
  view: () => unknown;
  /** The body of a write that succeeds. */
  done: unknown;
  /** The mock's reason when a write is refused (writeStatus other than 200). */
  refusal: string;
}

/**
 * A desk's fake control API: `start()` clears what it was sent and returns the fetch to stub;
 * `writeStatus` is how the next writes answer (200 until a test changes it).
 */
export const fakeDesk = ({ desk, view, done, refusal }: FakeDeskOptions) => {
  const root = `/__mock/8091/__harness/${desk}`;
  const backend = {
    sent: [] as SentCall[],
    writeStatus: 200,
    start: () => {
      Object.assign(backend, { sent: [], writeStatus: 200 });
      return backend.fetch;
    },
    fetch: (url: string, init?: RequestInit) => {
      if (!init?.method || init.method === 'GET') return reply(view());
      const body = String(init.body);
      backend.sent.push({ method: init.method, url: url.replace(root, ''), body });
      return backend.writeStatus === 200
        ? reply(done)
        : reply({ error: refusal }, backend.writeStatus);
    },
  };
  return backend;
};
