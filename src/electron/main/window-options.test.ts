import { describe, expect, it } from 'vitest';

import { harnessCsp } from './csp';
import { isPermissionGranted } from './permissions';
import { harnessWindowOptions } from './window-options';

describe('the harness window', () => {
  const { webPreferences } = harnessWindowOptions('/app/out/preload/index.cjs');

  it('isolates and sandboxes the page and gives Node to no frame or worker', () => {
    expect(webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
    });
  });

  it('stays hidden until its first paint', () => {
    expect(harnessWindowOptions('/p.cjs').show).toBe(false);
  });
});

describe('permissions', () => {
  it.each([
    ['media', 'http://f1.localhost:5173/'],
    ['geolocation', 'http://f1.localhost:5173/'],
    ['notifications', 'http://127.0.0.1:40123/'],
    ['clipboard-read', 'http://127.0.0.1:40123/'],
    ['openExternal', 'http://f2.localhost:5173/'],
    ['fullscreen', 'https://evil.example/'],
  ])('denies %s to %s', (permission, url) => {
    expect(isPermissionGranted(permission, url)).toBe(false);
  });
});

describe('the harness page CSP', () => {
  const base = {
    harnessOrigin: 'http://127.0.0.1:40123',
    mockOrigin: 'http://localhost:8091',
    appPort: 5173,
  };
  const directive = (csp: string, name: string) =>
    csp
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.slice(name.length + 1);

  it('frames only the app hosts and talks only to itself and the mock', () => {
    const csp = harnessCsp({ ...base, isDev: false });
    expect(directive(csp, 'frame-src')).toContain('http://*.localhost:5173');
    expect(directive(csp, 'connect-src')).toBe("'self' http://localhost:8091");
    expect(directive(csp, 'script-src')).toBe("'self'");
    expect(directive(csp, 'object-src')).toBe("'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("'none'");
  });

  it('lets the dev server run its inline preamble and hot-reload socket only in dev', () => {
    const csp = harnessCsp({ ...base, harnessOrigin: 'http://localhost:5174', isDev: true });
    expect(directive(csp, 'script-src')).toContain("'unsafe-inline'");
    expect(directive(csp, 'connect-src')).toContain('ws://localhost:5174');
  });
});
