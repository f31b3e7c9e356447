// The preload with Electron faked: the page gets exactly the HarnessApi, each function invoking
// its own channel, and nothing else (no ipcRenderer, no Node).
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { HARNESS_CHANNELS, type HarnessApi } from '../shared/harness-api';

const electron = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  invoke: vi.fn((..._args: unknown[]) => Promise.resolve('reply')),
}));

vi.mock('electron', () => ({
  contextBridge: {
    exposeInMainWorld: (key: string, api: unknown) => electron.exposed.set(key, api),
  },
  ipcRenderer: { invoke: electron.invoke },
}));

let api: HarnessApi;
beforeAll(async () => {
  await import('./index');
  api = electron.exposed.get('harness') as HarnessApi;
});

describe('the preload', () => {
  it('exposes only `harness`, with the host name and four task functions', () => {
    expect([...electron.exposed.keys()]).toEqual(['harness']);
    expect(Object.keys(api).sort()).toEqual(
      ['captureRect', 'endpoints', 'host', 'openExternal', 'saveFile'].sort(),
    );
    expect(api.host).toBe('electron');
  });

  it('sends each call on its own channel', async () => {
    await api.endpoints();
    await api.saveFile('a.json', '{}');
    await api.openExternal('https://service.example.com/');
    expect(electron.invoke.mock.calls).toEqual([
      [HARNESS_CHANNELS.endpoints],
      [HARNESS_CHANNELS.saveFile, 'a.json', '{}'],
      [HARNESS_CHANNELS.openExternal, 'https://service.example.com/'],
    ]);
  });

  it('passes only the four numbers of a capture rectangle', async () => {
    const rect = Object.assign({ x: 1, y: 2, width: 3, height: 4 }, { extra: () => 'x' });
    await api.captureRect(rect);
    expect(electron.invoke).toHaveBeenLastCalledWith(HARNESS_CHANNELS.captureRect, {
      x: 1,
      y: 2,
      width: 3,
      height: 4,
    });
  });
});
