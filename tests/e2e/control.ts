// The mock server's control API from end-to-end tests (mock-server/README.md). Tests run in
// parallel against one mock: never reset the world; act on your own user (a fresh phone, or one
// fixture user per spec) and leave the clock and switches as you found them.
// Every call carries the mock's control token (read from the file it wrote for its port, in the
// default state folder: the e2e mocks run with --no-persist) and changes are sent as JSON, as the
// control guard requires.
import type { APIRequestContext } from '@playwright/test';

import { readControlToken } from '../../mock-server/src/control/token-file';

export const CONTROL_TOKEN_HEADER = 'x-harness-token';

/** The token of the mock at `origin` (read each time: a restarted mock has a new one). */
export const controlTokenOf = (origin: string): string => {
  const port = Number(new URL(origin).port);
  const token = readControlToken(port);
  if (token === null) {
    throw new Error(
      `no control token file for port ${port} in mock-server/data/: is the mock on ${origin} started from this checkout?`,
    );
  }
  return token;
};

export class MockControl {
  constructor(
    private readonly api: APIRequestContext,
    private readonly origin: string,
  ) {}

  /** Headers every control call sends. */
  headers(): Record<string, string> {
    return { [CONTROL_TOKEN_HEADER]: controlTokenOf(this.origin) };
  }

  async get<T>(path: string): Promise<T> {
    const url = `${this.origin}/__harness${path}`;
    const headers = this.headers();
    // A kept-alive socket can be closed by the mock's idle timeout just as a request reuses it
    // (ECONNRESET, seen once in a harness spec). A read is safe to ask again, as a browser would.
    const res = await this.api
      .get(url, { headers })
      .catch((e: unknown) =>
        String(e).includes('ECONNRESET') ? this.api.get(url, { headers }) : Promise.reject(e),
      );
    if (!res.ok()) throw new Error(`GET ${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  }

  async send<T>(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body: unknown = {},
  ): Promise<T> {
    const res = await this.api.fetch(`${this.origin}/__harness${path}`, {
      method,
      headers: { ...this.headers(), 'Content-Type': 'application/json' },
      data: JSON.stringify(body),
    });
    if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  }
}
