// Which API addresses a build may use (ADR 0020). One rule for two places: the build writes it
// into the Content-Security-Policy's connect-src (scripts/vite-csp.ts), and the app checks the
// cached API address and each config document's `ads` against it before use (resolve-api-base.ts),
// so a value planted in storage cannot send the session token to another host.
// Pure (no imports, no import.meta): Node imports it at build time too.

/**
 * Patterns as CSP writes host sources: `https://api.example.com`, `https://*.example.com` (any
 * subdomain), an optional port (`:8443`, `:*`); or `https:` (any https host).
 */
export type OriginPattern = string;

/** A dev or e2e build's mock answers on any port (own mocks, harness workers). */
export const LOOPBACK_PATTERNS: readonly OriginPattern[] = [
  'http://localhost:*',
  'http://127.0.0.1:*',
];

const PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}|\*))?$/;
const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };

export const isLoopbackHost = (hostname: string): boolean =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  hostname === '127.0.0.1' ||
  hostname === '[::1]';

const parseUrl = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/** Config addresses that all sit on this machine: a development or test build. */
export const isLoopbackBuild = (configUrls: readonly string[]): boolean =>
  configUrls.length > 0 &&
  configUrls.every((raw) => {
    const url = parseUrl(raw);
    return url !== null && isLoopbackHost(url.hostname);
  });

/** Splits the `VITE_API_ORIGINS` setting; `invalid` lists what is not a pattern. */
export const parseOriginPatterns = (
  raw: string | undefined,
): { patterns: OriginPattern[]; invalid: string[] } => {
  const patterns: OriginPattern[] = [];
  const invalid: string[] = [];
  for (const item of (raw ?? '').split(/[\s,]+/)) {
    if (!item) continue;
    const value = item.toLowerCase().replace(/\/$/, '');
    if (value === 'https:' || PATTERN.test(value)) patterns.push(value);
    else invalid.push(item);
  }
  return { patterns, invalid };
};

const matches = (url: URL, pattern: OriginPattern): boolean => {
  if (pattern === 'https:') return url.protocol === 'https:';
  const m = PATTERN.exec(pattern);
  if (!m) return false;
  const [, scheme = '', wildcard, host = '', port] = m;
  if (url.protocol !== `${scheme}:`) return false;
  const hostOk = wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host;
  if (!hostOk) return false;
  // URL drops a scheme's default port: '' stands for it.
  const actual = url.port || DEFAULT_PORTS[scheme];
  return port === '*' || actual === (port ?? DEFAULT_PORTS[scheme]);
};

/**
 * The API origins a build allows: the config documents' own origins (the mock names itself; a
 * deployment may serve both from one host), any loopback port when every config address is on
 * loopback, and the `VITE_API_ORIGINS` setting.
 */
export const allowedApiOrigins = (
  configUrls: readonly string[],
  setting: string | undefined,
): OriginPattern[] => {
  const list = new Set<OriginPattern>();
  const loopback = isLoopbackBuild(configUrls) ? LOOPBACK_PATTERNS : [];
  for (const p of loopback) list.add(p);
  for (const raw of configUrls) {
    const url = parseUrl(raw);
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) continue;
    if (!loopback.some((p) => matches(url, p))) list.add(url.origin);
  }
  for (const p of parseOriginPatterns(setting).patterns) list.add(p);
  return [...list];
};

/**
 * An API address the app may use: an http(s) origin (a path is allowed; no user, query or
 * fragment) that one of `patterns` allows.
 */
export const isAllowedApiBase = (
  value: string | null | undefined,
  patterns: readonly OriginPattern[],
): value is string => {
  if (!value) return false;
  const url = parseUrl(value);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return false;
  if (url.username || url.password || url.search || url.hash) return false;
  return patterns.some((p) => matches(url, p));
};
