// Applies the pure policies (url-policy, permissions, csp) to Electron: every web contents the app
// creates, and the sessions the harness window uses.
import { app, shell, type Session, type WebContents } from 'electron';

import { appFrameCsp, documentHeaders, harnessCsp, mergeHeaders, type AppDocument } from './csp';
import { warn } from './log';
import { isPermissionGranted } from './permissions';
import { externalDecision, isAllowedNavigation, type OriginPolicy } from './url-policy';

export interface SecurityContext {
  policy: OriginPolicy;
  isDev: boolean;
  /** What the app server's index.html needs (read once when the window opens). */
  app: AppDocument;
  externalAllowList: () => Promise<string[]>;
}

/** Denied in-app; handed to the OS browser only when it is the customer-service link. */
const openOutside = async (url: string, context: SecurityContext): Promise<void> => {
  const decision = externalDecision(url, await context.externalAllowList());
  // The OS gets the address as checked (normalised), never the page's raw string.
  if (decision.allowed) await shell.openExternal(decision.href);
  else warn(`harness: refused to open ${JSON.stringify(url)} (${decision.reason})`);
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
  const csp = {
    harness: harnessCsp({ ...context.policy, isDev: context.isDev }),
    app: appFrameCsp({ ...context.policy, app: context.app }),
  };
  // The harness page and the app in every device frame get their policy; the mock's pages and
  // sub-resources keep the headers their server sent.
  session.webRequest.onHeadersReceived((details, callback) => {
    const extra = documentHeaders(details.url, details.resourceType, context.policy, csp);
    callback({
      responseHeaders: extra
        ? mergeHeaders(details.responseHeaders, extra)
        : details.responseHeaders,
    });
  });
};

/** Installs the navigation, window and webview rules on every web contents from now on. */
export const lockDownApp = (context: SecurityContext): void => {
  app.on('web-contents-created', (_event, contents) => lockDownContents(contents, context));
};
