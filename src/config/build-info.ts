// What the build says about itself (vite.config.ts `define`): package.json's version and the short
// git commit it was built from ('' when built outside a git checkout). Shown by /about and settings.
declare const __APP_VERSION__: string;
declare const __APP_COMMIT__: string;

export const APP_VERSION: string = __APP_VERSION__;
export const APP_COMMIT: string = __APP_COMMIT__;
