// The four IPC handlers behind the preload's HarnessApi. Each checks its sender and arguments with
// ipc-validation.ts before touching the file system, the screen or the OS browser.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { app, dialog, ipcMain, shell, type BrowserWindow, type IpcMainInvokeEvent } from 'electron';

import { HARNESS_CHANNELS, type HarnessEndpoints, type SaveResult } from '../shared/harness-api';

import {
  acceptCapturedPng,
  assertTrustedSender,
  clampRect,
  parseCaptureArgs,
  parseNoArgs,
  parseOpenExternalArgs,
  parseSaveFileArgs,
} from './ipc-validation';
import { warn } from './log';
import { externalDecision } from './url-policy';

export interface IpcContext {
  window: BrowserWindow;
  harnessOrigin: string;
  endpoints: HarnessEndpoints;
  /** Current allow-list for the OS browser (read from the mock on each use). */
  externalAllowList: () => Promise<string[]>;
}

const checkSender = (event: IpcMainInvokeEvent, context: IpcContext): void => {
  const frame = event.senderFrame;
  assertTrustedSender(
    {
      url: frame?.url ?? null,
      // Same window and its top frame: device frames never reach the host.
      isTopFrame:
        frame !== null &&
        frame.parent === null &&
        event.sender.id === context.window.webContents.id,
    },
    context.harnessOrigin,
  );
};

const saveFile = async (context: IpcContext, args: unknown[]): Promise<SaveResult> => {
  const { fileName, data } = parseSaveFileArgs(args);
  const choice = await dialog.showSaveDialog(context.window, {
    defaultPath: join(app.getPath('downloads'), fileName),
  });
  if (choice.canceled || !choice.filePath) return { saved: false, reason: 'cancelled' };
  try {
    await writeFile(choice.filePath, data);
    return { saved: true, path: choice.filePath };
  } catch {
    return { saved: false, reason: 'failed' };
  }
};

const captureRect = async (context: IpcContext, args: unknown[]): Promise<Uint8Array | null> => {
  const [width = 0, height = 0] = context.window.getContentSize();
  const rect = clampRect(parseCaptureArgs(args), { width, height });
  if (rect === null) return null;
  const image = await context.window.webContents.capturePage(rect);
  const png = image.toPNG();
  return acceptCapturedPng(new Uint8Array(png.buffer, png.byteOffset, png.byteLength));
};

const openExternal = async (context: IpcContext, args: unknown[]): Promise<boolean> => {
  const url = parseOpenExternalArgs(args);
  const decision = externalDecision(url, await context.externalAllowList());
  if (!decision.allowed) {
    warn(`harness: refused to open ${JSON.stringify(url)} (${decision.reason})`);
    return false;
  }
  // The OS gets the address as checked (normalised), never the page's raw string.
  await shell.openExternal(decision.href);
  return true;
};

export const registerIpcHandlers = (context: IpcContext): void => {
  const handle = <T>(channel: string, run: (args: unknown[]) => Promise<T> | T) => {
    ipcMain.handle(channel, (event, ...args: unknown[]) => {
      checkSender(event, context);
      return run(args);
    });
  };
  handle(HARNESS_CHANNELS.endpoints, (args) => {
    parseNoArgs(args);
    return context.endpoints;
  });
  handle(HARNESS_CHANNELS.saveFile, (args) => saveFile(context, args));
  handle(HARNESS_CHANNELS.captureRect, (args) => captureRect(context, args));
  handle(HARNESS_CHANNELS.openExternal, (args) => openExternal(context, args));
};
