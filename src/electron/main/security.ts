// Applies the pure policies (url-policy, permissions, csp) to Electron: every web contents the app
// creates, and the sessions the harness window uses.
import { app, shell, type Session, type WebContents } from 'electron';

import { harnessCsp } from './csp';
import { warn } from './log';
import { isPermissionGranted } from './permissions';
import {
  isAllowedNavigation,
  isExternalAllowed,
  normalizeOrigin,
  type OriginPolicy,
} from './url-policy';

const originOf = (url: string): string | null => normalizeOrigin(url);

export interface SecurityContext {
  policy: OriginPolicy;
  isDev: boolean;
  externalAllowList: () => Promise<string[]>;
}

/** Denied in-app; handed to the OS browser only when it is the customer-service link. */
const openOutside = async (url: string, context: SecurityContext): Promise<void> => {
  if (isExternalAllowed(url, await context.externalAllowList())) await shell.openExternal(url);
  else warn(`harness: refused to open ${url}`);
};

const lockDownContents = (contents: WebContents, context: SecurityContext): void => {
  // Covers the top frame and every device frame (iframes share the window's web contents).
  contents.on('will-frame-navigate', (details) => {
    if (!isAllowedNavigation(details.url, context.policy, details.isMainFrame)) {
      warn(`harness: refused navigation to ${details.url}`);
      details.preventDefault();
    }
  });
  contents.on('will-redirect', (details) => {
    if (!isAllowedNavigation(details.url, context.policy, details.isMainFrame)) {
      details.preventDefault();
    }
  });
  contents.setWindowOpenHandler(({ url }) => {
    void openOutside(url, context);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
};

export const lockDownSession = (session: Session, context: SecurityContext): void => {
  session.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(isPermissionGranted(permission, details.requestingUrl)),
  );
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionGranted(permission, requestingOrigin),
  );
  session.setDevicePermissionHandler(() => false);
  const csp = harnessCsp({ ...context.policy, isDev: context.isDev });
  // Only the harness page gets this policy; the app and the mock keep their own headers.
  session.webRequest.onHeadersReceived((details, callback) => {
    const isHarnessPage =
      details.resourceType === 'mainFrame' &&
      originOf(details.url) === context.policy.harnessOrigin;
    callback({
      responseHeaders: isHarnessPage
        ? { ...details.responseHeaders, 'Content-Security-Policy': [csp] }
        : details.responseHeaders,
    });
  });
};

/** Installs the navigation, window and webview rules on every web contents from now on. */
export const lockDownApp = (context: SecurityContext): void => {
  app.on('web-contents-created', (_event, contents) => lockDownContents(contents, context));
};
