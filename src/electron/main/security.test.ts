// The policies as installed on Electron objects (faked): what happens when a frame navigates,
// a page opens a window, a <webview> is attached or a permission is asked for.
import type { Session, WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';

import { lockDownApp, lockDownSession, type SecurityContext } from './security';

type Listener = (...args: unknown[]) => void;

const electron = vi.hoisted(() => ({
  appListeners: new Map<string, Listener>(),
  openExternal: vi.fn((_url: string) => Promise.resolve()),
  warnings: [] as string[],
}));

vi.mock('electron', () => ({
  app: { on: (name: string, listener: Listener) => electron.appListeners.set(name, listener) },
  shell: { openExternal: electron.openExternal },
}));

vi.mock('./log', () => ({
  log: () => undefined,
  warn: (line: string) => electron.warnings.push(line),
}));

const SERVICE = 'https://service.example.com/chat?site=jinniu';
const context: SecurityContext = {
  policy: {
    harnessOrigin: 'http://127.0.0.1:40123',
    mockOrigin: 'http://localhost:8091',
    appPort: 5173,
  },
  isDev: false,
  app: { isDevServer: false, inline: { scripts: [], styles: ["'sha256-skeleton'"] } },
  externalAllowList: () => Promise.resolve([SERVICE]),
};

const fakeContents = () => {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { url: string }) => { action: string }) | undefined;
  const contents = {
    on: (name: string, listener: Listener) => listeners.set(name, listener),
    setWindowOpenHandler: (handler: typeof openHandler) => {
      openHandler = handler;
    },
  };
  electron.appListeners.get('web-contents-created')?.({}, contents as unknown as WebContents);
  return {
    navigate: (url: string, isMainFrame: boolean) => {
      const details = { url, isMainFrame, preventDefault: vi.fn() };
      listeners.get('will-frame-navigate')?.(details);
      return details.preventDefault.mock.calls.length === 0;
    },
    open: (url: string) => openHandler?.({ url }),
    attachWebview: () => {
      const event = { preventDefault: vi.fn() };
      listeners.get('will-attach-webview')?.(event, {}, {});
      return event.preventDefault.mock.calls.length > 0;
    },
  };
};

lockDownApp(context);

describe('every web contents', () => {
  it('lets device frames load the app and refuses other places', () => {
    const contents = fakeContents();
    expect(contents.navigate('http://f2.localhost:5173/#/login', false)).toBe(true);
    expect(contents.navigate('http://f2.localhost.evil.com:5173/', false)).toBe(false);
    expect(contents.navigate('https://evil.example/', true)).toBe(false);
    expect(contents.navigate('file:///etc/passwd', true)).toBe(false);
  });

  it('never opens a window, and sends only the service link to the system browser', async () => {
    const contents = fakeContents();
    expect(contents.open(SERVICE)).toEqual({ action: 'deny' });
    expect(contents.open('https://evil.example/')).toEqual({ action: 'deny' });
    expect(contents.open('javascript:alert(1)')).toEqual({ action: 'deny' });
    await vi.waitFor(() => expect(electron.openExternal).toHaveBeenCalledWith(SERVICE));
    expect(electron.openExternal).toHaveBeenCalledTimes(1);
  });

  it('opens the address it checked, not the raw string the page passed', async () => {
    electron.openExternal.mockClear();
    const contents = fakeContents();
    // The same service link in another spelling, with a tab and a newline the URL parser drops.
    contents.open(' https://SERVICE.example.com:443/ch\tat?site=jinniu\n');
    await vi.waitFor(() => expect(electron.openExternal).toHaveBeenCalledTimes(1));
    expect(electron.openExternal).toHaveBeenCalledWith(SERVICE);
  });

  it.each([
    'http://service.example.com/chat?site=jinniu',
    'file:///C:/Windows/System32/calc.exe',
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'ms-settings:privacy',
    'vscode://file/etc/passwd',
    'mailto:support@example.com',
    'smb://attacker.example/share',
    'https://evil.example/',
  ])('refuses to hand %s to the OS, and says so', async (url) => {
    electron.openExternal.mockClear();
    electron.warnings.length = 0;
    expect(fakeContents().open(url)).toEqual({ action: 'deny' });
    await vi.waitFor(() => expect(electron.warnings).toHaveLength(1));
    expect(electron.warnings[0]).toContain('refused to open');
    expect(electron.openExternal).not.toHaveBeenCalled();
  });

  it('blocks <webview>', () => {
    expect(fakeContents().attachWebview()).toBe(true);
  });
});

describe('the session', () => {
  const fakeSession = () => {
    const handlers: Record<string, (...args: never[]) => unknown> = {};
    const session = {
      setPermissionRequestHandler: (h: never) => (handlers.request = h),
      setPermissionCheckHandler: (h: never) => (handlers.check = h),
      setDevicePermissionHandler: (h: never) => (handlers.device = h),
      webRequest: { onHeadersReceived: (h: never) => (handlers.headers = h) },
    };
    lockDownSession(session as unknown as Session, context);
    return handlers as Record<string, (...args: unknown[]) => unknown>;
  };

  it('denies every permission request and check', () => {
    const handlers = fakeSession();
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read']) {
      const callback = vi.fn();
      handlers.request!({}, permission, callback, { requestingUrl: 'http://f1.localhost:5173/' });
      expect(callback).toHaveBeenCalledWith(false);
      expect(handlers.check!({}, permission, 'http://127.0.0.1:40123')).toBe(false);
    }
    expect(handlers.device!({})).toBe(false);
  });

  it('adds the CSP to the harness page only', () => {
    const handlers = fakeSession();
    const headersFor = (url: string, resourceType: string) => {
      const callback = vi.fn();
      handlers.headers!({ url, resourceType, responseHeaders: { 'X-A': ['1'] } }, callback);
      return (callback.mock.calls[0]?.[0] as { responseHeaders: Record<string, string[]> })
        .responseHeaders;
    };
    expect(headersFor('http://127.0.0.1:40123/', 'mainFrame')['Content-Security-Policy']).toEqual([
      expect.stringContaining("object-src 'none'"),
    ]);
    expect(headersFor('http://127.0.0.1:40123/assets/a.js', 'script')).toEqual({ 'X-A': ['1'] });
    expect(headersFor('http://localhost:8091/__db', 'subFrame')).toEqual({ 'X-A': ['1'] });
  });

  it('adds the app policy to the app inside every device frame', () => {
    const handlers = fakeSession();
    const callback = vi.fn();
    handlers.headers!(
      { url: 'http://f2.localhost:5173/', resourceType: 'subFrame', responseHeaders: {} },
      callback,
    );
    const headers = (callback.mock.calls[0]?.[0] as { responseHeaders: Record<string, string[]> })
      .responseHeaders;
    const [csp = ''] = headers['Content-Security-Policy'] ?? [];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'sha256-skeleton';");
    expect(csp).toContain(`frame-ancestors ${context.policy.harnessOrigin}`);
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    expect(headers['X-Content-Type-Options']).toEqual(['nosniff']);
  });
});
