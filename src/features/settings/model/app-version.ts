// The app's version as shown on the settings page: the build's (package.json's "version").
export { APP_VERSION } from '@/config/build-info';
