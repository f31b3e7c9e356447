// Nothing in the harness needs a browser permission: the app's features that would ask (camera
// for KYC photos uses a file input, clipboard writes are best effort) must behave as on a phone
// that said no. Denying everything also covers permissions added by future Electron versions.

/** Answer to every permission request and check, whatever the origin. */
export const isPermissionGranted = (_permission: string, _requestingUrl: string): boolean => false;
