// Electron main: starts (or reuses) the mock server and the app, serves the harness page and opens
// one locked-down window on it. The decisions live in the pure modules beside this file; this file
// only wires them to Electron.
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';

import { app, BrowserWindow, session, type UtilityProcess } from 'electron';

import { readAppDocument } from './app-document';
import { endpointsOf, harnessPageUrl, planHost } from './host-plan';
import { registerIpcHandlers } from './ipc-handlers';
import { log, warn } from './log';
import { lockDownApp, lockDownSession } from './security';
import { startApp, startMock } from './services';
import { loadExternalAllowList } from './site-info';
import { serveStatic } from './static-server';
import { normalizeOrigin, type OriginPolicy } from './url-policy';
import { HARNESS_PARTITION, harnessWindowOptions } from './window-options';

// The bundle runs from out/main/; the repository root holds the sources the services need.
const outDir = resolve(import.meta.dirname, '..');
const root = resolve(outDir, '..');

const children: UtilityProcess[] = [];
let rendererServer: Server | undefined;

const origins = async (): Promise<OriginPolicy & { isDev: boolean }> => {
  const plan = planHost(process.env);
  let mockOrigin: string;
  if (plan.mock.kind === 'reuse') mockOrigin = plan.mock.value;
  else {
    const mock = await startMock(root, plan.mock.preferredPort);
    children.push(mock.process);
    mockOrigin = mock.origin;
  }
  let appPort: number;
  if (plan.app.kind === 'reuse') appPort = plan.app.value;
  else {
    const started = await startApp(root, plan.app.preferredPort, mockOrigin);
    children.push(started.process);
    appPort = started.port;
  }
  if (plan.renderer.kind === 'dev-server') {
    return { harnessOrigin: plan.renderer.url, mockOrigin, appPort, isDev: true };
  }
  // Every mock, ours or one npm start runs, writes its control token under mock-server/data/.
  const served = await serveStatic(join(outDir, 'renderer'), join(root, 'mock-server', 'data'));
  rendererServer = served.server;
  return { harnessOrigin: `http://127.0.0.1:${served.port}`, mockOrigin, appPort, isDev: false };
};

const openHarness = async (): Promise<void> => {
  const { isDev, ...policy } = await origins();
  const harnessOrigin = normalizeOrigin(policy.harnessOrigin);
  if (harnessOrigin === null) throw new Error(`bad harness origin ${policy.harnessOrigin}`);
  const externalAllowList = () => loadExternalAllowList(policy.mockOrigin);
  // The frames' CSP allows exactly the inline blocks of the app's index.html (csp.ts).
  const appDocument = await readAppDocument(policy.appPort);
  const context = {
    policy: { ...policy, harnessOrigin },
    isDev,
    app: appDocument,
    externalAllowList,
  };

  lockDownApp(context);
  lockDownSession(session.defaultSession, context);
  lockDownSession(session.fromPartition(HARNESS_PARTITION), context);

  const window = new BrowserWindow(harnessWindowOptions(join(outDir, 'preload/index.cjs')));
  registerIpcHandlers({
    window,
    harnessOrigin,
    endpoints: endpointsOf(policy.mockOrigin, policy.appPort),
    externalAllowList,
  });
  window.once('ready-to-show', () => window.show());
  log(`harness: ${harnessOrigin}/ (mock ${policy.mockOrigin}, app port ${policy.appPort})`);
  await window.loadURL(harnessPageUrl(harnessOrigin, planHost(process.env).scenario));
};

// One harness at a time: a second copy would start a second mock server.
if (!app.requestSingleInstanceLock()) app.quit();
else {
  app.enableSandbox();
  app.on('second-instance', () => BrowserWindow.getAllWindows()[0]?.focus());
  app.on('window-all-closed', () => app.quit());
  app.on('will-quit', () => {
    for (const child of children) child.kill();
    rendererServer?.close();
  });
  app
    .whenReady()
    .then(openHarness)
    .catch((error: unknown) => {
      warn(`harness: ${error instanceof Error ? error.message : String(error)}`);
      app.exit(1);
    });
}
