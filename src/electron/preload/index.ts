// The harness page's only way to its host: four task functions over fixed IPC channels, never
// ipcRenderer itself. Runs sandboxed, so it imports nothing but `electron` and the shared contract.
import { contextBridge, ipcRenderer } from 'electron';

import {
  HARNESS_CHANNELS,
  type HarnessApi,
  type HarnessEndpoints,
  type SaveResult,
} from '../shared/harness-api';

const api = {
  host: 'electron',
  endpoints: () => ipcRenderer.invoke(HARNESS_CHANNELS.endpoints) as Promise<HarnessEndpoints>,
  saveFile: (suggestedName, data) =>
    ipcRenderer.invoke(HARNESS_CHANNELS.saveFile, suggestedName, data) as Promise<SaveResult>,
  // Only the four numbers cross: no page object is cloned into the main process.
  captureRect: (rect) =>
    ipcRenderer.invoke(HARNESS_CHANNELS.captureRect, {
      x: rect.x,
      y: rect.y,
      width: rect.width,
      height: rect.height,
    }) as Promise<Uint8Array | null>,
  openExternal: (url) => ipcRenderer.invoke(HARNESS_CHANNELS.openExternal, url) as Promise<boolean>,
} satisfies HarnessApi;

contextBridge.exposeInMainWorld('harness', api);
