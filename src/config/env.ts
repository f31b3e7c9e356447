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

/**
 * `VITE_API_ORIGINS`: where the config documents may point the app (ADR 0020), e.g.
 * `https://*.example.com`; required by builds whose config addresses are not on loopback.
 */
export const API_ORIGINS_SETTING = import.meta.env.VITE_API_ORIGINS as string | undefined;

// The config snapshot's API address ('' for none), written by the build (scripts/vite-config-
// snapshot.ts, ADR 0035). `typeof` keeps a bundle built without the plugin working.
declare const __CONFIG_SNAPSHOT__: string | undefined;

/** The API address this build shipped with, the first candidate when none is cached; or null. */
export const CONFIG_SNAPSHOT: string | null =
  typeof __CONFIG_SNAPSHOT__ === 'string' && __CONFIG_SNAPSHOT__ ? __CONFIG_SNAPSHOT__ : null;
