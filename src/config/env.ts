// Build-time configuration of the web app.

/** `VITE_CONFIG_URLS`: comma-separated config addresses, tried in order (two in practice). */
export const parseConfigUrls = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

export const CONFIG_URLS: readonly string[] = parseConfigUrls(
  import.meta.env.VITE_CONFIG_URLS as string | undefined,
);

/** A cached API address worth trying: an http(s) URL with a host (anything else is refetched). */
export const isUsableApiBase = (value: string | null): value is string =>
  value !== null && /^https?:\/\/[^\s/]+/i.test(value);
