// The harness window's settings. The renderer only ever gets the preload's four task functions:
// no Node anywhere (top frame, workers, sub-frames), an isolated and sandboxed preload, no
// <webview>. Pure so a unit test can pin every flag.
import type { BrowserWindowConstructorOptions } from 'electron';

/** One persistent session for the harness; each frame's storage is still split by its origin. */
export const HARNESS_PARTITION = 'persist:harness';

export const harnessWindowOptions = (preloadPath: string): BrowserWindowConstructorOptions => ({
  width: 1440,
  height: 960,
  minWidth: 800,
  minHeight: 600,
  title: 'Trader harness',
  // Shown once the first paint is ready, so no white flash.
  show: false,
  webPreferences: {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webviewTag: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    spellcheck: false,
    partition: HARNESS_PARTITION,
  },
});
