// The handlers as wired to Electron, with Electron replaced by fakes: every channel checks its
// sender before doing anything, and each does its task with validated arguments.
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { BrowserWindow } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { HARNESS_CHANNELS } from '../shared/harness-api';

import { registerIpcHandlers } from './ipc-handlers';
import { IpcInputError } from './ipc-validation';

type Handler = (event: unknown, ...args: unknown[]) => unknown;

const electron = vi.hoisted(() => ({
  handlers: new Map<string, Handler>(),
  showSaveDialog: vi.fn(),
  openExternal: vi.fn(() => Promise.resolve()),
}));

vi.mock('electron', () => ({
  ipcMain: { handle: (channel: string, run: Handler) => electron.handlers.set(channel, run) },
  dialog: { showSaveDialog: electron.showSaveDialog },
  shell: { openExternal: electron.openExternal },
  app: { getPath: () => '/home/trader/Downloads' },
}));

const HARNESS = 'http://127.0.0.1:40123';
const SERVICE = 'https://service.example.com/chat?site=jinniu';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7]);

const capturePage = vi.fn((_rect: unknown) => Promise.resolve({ toPNG: () => Buffer.from(PNG) }));
const window = {
  webContents: { id: 1, capturePage },
  getContentSize: () => [1440, 900],
} as unknown as BrowserWindow;

const endpoints = {
  mockOrigin: 'http://localhost:8091',
  appPort: 5173,
  appProtocol: 'http:',
  appPath: '/',
} as const;

const fromHarness = { sender: { id: 1 }, senderFrame: { url: `${HARNESS}/`, parent: null } };
const fromDeviceFrame = {
  sender: { id: 1 },
  senderFrame: { url: 'http://f1.localhost:5173/', parent: {} },
};
const fromOtherWindow = { sender: { id: 2 }, senderFrame: { url: `${HARNESS}/`, parent: null } };

const call = (channel: string, event: unknown, ...args: unknown[]) =>
  Promise.resolve().then(() => electron.handlers.get(channel)!(event, ...args));

beforeEach(() => {
  electron.handlers.clear();
  vi.clearAllMocks();
  registerIpcHandlers({
    window,
    harnessOrigin: HARNESS,
    endpoints,
    externalAllowList: () => Promise.resolve([SERVICE]),
  });
});

describe('IPC handlers', () => {
  it('handles exactly the four harness channels', () => {
    expect([...electron.handlers.keys()].sort()).toEqual(Object.values(HARNESS_CHANNELS).sort());
  });

  it.each(Object.values(HARNESS_CHANNELS))(
    '%s refuses a device frame and another window, and does nothing',
    async (channel) => {
      const args =
        channel === HARNESS_CHANNELS.saveFile
          ? ['a.json', '{}']
          : channel === HARNESS_CHANNELS.captureRect
            ? [{ x: 0, y: 0, width: 10, height: 10 }]
            : channel === HARNESS_CHANNELS.openExternal
              ? [SERVICE]
              : [];
      await expect(call(channel, fromDeviceFrame, ...args)).rejects.toThrow(IpcInputError);
      await expect(call(channel, fromOtherWindow, ...args)).rejects.toThrow(IpcInputError);
      expect(electron.showSaveDialog).not.toHaveBeenCalled();
      expect(electron.openExternal).not.toHaveBeenCalled();
      expect(capturePage).not.toHaveBeenCalled();
    },
  );

  it('tells the harness where the mock and the app are', async () => {
    await expect(call(HARNESS_CHANNELS.endpoints, fromHarness)).resolves.toEqual(endpoints);
  });

  it('saves a capsule where the user chooses, offering a cleaned name', async () => {
    const target = join(await mkdtemp(join(tmpdir(), 'harness-')), 'capsule.json');
    electron.showSaveDialog.mockResolvedValue({ canceled: false, filePath: target });
    const result = await call(
      HARNESS_CHANNELS.saveFile,
      fromHarness,
      '../../capsule.json',
      '{"v":1}',
    );
    expect(electron.showSaveDialog).toHaveBeenCalledWith(window, {
      defaultPath: join('/home/trader/Downloads', 'capsule.json'),
    });
    expect(result).toEqual({ saved: true, path: target });
    await expect(readFile(target, 'utf8')).resolves.toBe('{"v":1}');
  });

  it('reports a cancelled save', async () => {
    electron.showSaveDialog.mockResolvedValue({ canceled: true, filePath: '' });
    await expect(call(HARNESS_CHANNELS.saveFile, fromHarness, 'a.json', '{}')).resolves.toEqual({
      saved: false,
      reason: 'cancelled',
    });
  });

  it('captures only the visible part of a rectangle, as PNG bytes', async () => {
    const png = await call(HARNESS_CHANNELS.captureRect, fromHarness, {
      x: 1300,
      y: 0,
      width: 390,
      height: 844,
    });
    expect(capturePage).toHaveBeenCalledWith({ x: 1300, y: 0, width: 140, height: 844 });
    expect(png).toEqual(PNG);
  });

  it('captures nothing for a rectangle outside the window or an oversized one', async () => {
    await expect(
      call(HARNESS_CHANNELS.captureRect, fromHarness, { x: 2000, y: 0, width: 10, height: 10 }),
    ).resolves.toBeNull();
    await expect(
      call(HARNESS_CHANNELS.captureRect, fromHarness, { x: 0, y: 0, width: 99_999, height: 10 }),
    ).rejects.toThrow(IpcInputError);
    expect(capturePage).not.toHaveBeenCalled();
  });

  it('opens only the customer-service link in the system browser', async () => {
    await expect(call(HARNESS_CHANNELS.openExternal, fromHarness, SERVICE)).resolves.toBe(true);
    await expect(
      call(HARNESS_CHANNELS.openExternal, fromHarness, 'https://evil.example/'),
    ).resolves.toBe(false);
    await expect(
      call(HARNESS_CHANNELS.openExternal, fromHarness, 'file:///etc/passwd'),
    ).resolves.toBe(false);
    expect(electron.openExternal).toHaveBeenCalledTimes(1);
    expect(electron.openExternal).toHaveBeenCalledWith(SERVICE);
  });

  it('hands the OS the checked address and logs every refusal', async () => {
    const warn = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      await expect(
        call(
          HARNESS_CHANNELS.openExternal,
          fromHarness,
          'https://SERVICE.example.com:443/chat?site=jinniu',
        ),
      ).resolves.toBe(true);
      expect(electron.openExternal).toHaveBeenCalledWith(SERVICE);
      await expect(
        call(HARNESS_CHANNELS.openExternal, fromHarness, 'vscode://file/etc/passwd'),
      ).resolves.toBe(false);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('refused to open'));
    } finally {
      warn.mockRestore();
    }
  });
});
