// The mock server's control API from end-to-end tests (mock-server/README.md). Tests run in
// parallel against one mock: never reset the world; act on your own user (a fresh phone, or one
// fixture user per spec) and leave the clock and switches as you found them.
import type { APIRequestContext } from '@playwright/test';

export class MockControl {
  constructor(
    private readonly api: APIRequestContext,
    private readonly origin: string,
  ) {}

  async get<T>(path: string): Promise<T> {
    const url = `${this.origin}/__harness${path}`;
    // A kept-alive socket can be closed by the mock's idle timeout just as a request reuses it
    // (ECONNRESET, seen once in a harness spec). A read is safe to ask again, as a browser would.
    const res = await this.api
      .get(url)
      .catch((e: unknown) =>
        String(e).includes('ECONNRESET') ? this.api.get(url) : Promise.reject(e),
      );
    if (!res.ok()) throw new Error(`GET ${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  }

  async send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown = {}): Promise<T> {
    const res = await this.api.fetch(`${this.origin}/__harness${path}`, { method, data: body });
    if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  }
}
