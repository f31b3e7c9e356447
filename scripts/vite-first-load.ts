// Chunking of the production build for a small first load (issue 6; measured with `npm run bench`).

/**
 * Libraries every route runs from the start (React, the router, i18n, server state, the HTTP
 * client and the contract's schemas). In one chunk they compress better than in the dozen
 * fragments automatic splitting makes of them, and pages import one file instead of several. No
 * CSS lives in these packages, so stylesheet order is untouched.
 */
export const STARTUP_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|i18next-resources-to-backend|@tanstack[\\/]query-core|@tanstack[\\/]react-query|axios|zod|zustand|use-sync-external-store)[\\/]/;

/**
 * Route page chunks keep their readable name; shared chunks are named by hash only, since their
 * names are repeated in every importing chunk and in the entry's preload table.
 */
export const chunkFileNames = (chunk: {
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
}): string =>
  chunk.isDynamicEntry && chunk.facadeModuleId && /[\\/]pages[\\/]/.test(chunk.facadeModuleId)
    ? 'assets/[name]-[hash].js'
    : 'assets/[hash].js';
