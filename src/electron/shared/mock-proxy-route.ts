// Where the harness page reaches the mock's control API: on its own origin, under
// `/__mock/<port>/`, forwarded by the harness's server (device-frames/server/mock-proxy.ts) to
// the mock on 127.0.0.1:<port> with its control token (ADR 0018). Both sides import this.

export const MOCK_PROXY_PREFIX = '/__mock/';

/** The path prefix (no trailing slash) that stands for the mock on `port`, e.g. `/__mock/8091`. */
export const mockProxyBase = (port: number): string => `${MOCK_PROXY_PREFIX}${port}`;
