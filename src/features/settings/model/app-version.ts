// The app's version as shown on the settings page (kept equal to package.json's "version").
export const APP_VERSION = '0.1.0';
