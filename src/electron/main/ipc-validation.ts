// Checks on every IPC call from the harness page, before the main process acts on it: who sent it
// (the harness's own top frame only, never a device frame or a page it navigated to) and what it
// sent (zod). Pure, so the tests need no Electron.
import { z } from 'zod/mini';

import type { CaptureRect } from '../shared/harness-api';

import { normalizeOrigin, parseUrl } from './url-policy';

export const IPC_LIMITS = {
  /** Characters of a suggested file name, after cleaning. */
  maxNameLength: 120,
  /** A capsule or other text file. */
  maxTextChars: 20 * 1024 * 1024,
  /** A PNG the harness saves, or one `captureRect` returns. */
  maxPngBytes: 64 * 1024 * 1024,
  /** Longest side and area of a capture, in CSS pixels (8K wide, several frames side by side). */
  maxRectSide: 16_384,
  maxRectArea: 8_192 * 8_192,
  maxUrlLength: 2_048,
} as const;

/** Thrown for a call the main process refuses; the renderer's promise rejects with it. */
export class IpcInputError extends Error {
  override readonly name = 'IpcInputError';
}

export interface SenderInfo {
  /** URL of the frame that called (`event.senderFrame.url`); null when the frame is gone. */
  url: string | null;
  /** The frame is the window's top frame (not an iframe). */
  isTopFrame: boolean;
}

/** Only the harness page itself, in the top frame, may call the host. */
export const isTrustedSender = (sender: SenderInfo, harnessOrigin: string): boolean => {
  if (!sender.isTopFrame || sender.url === null) return false;
  const url = parseUrl(sender.url);
  const expected = normalizeOrigin(harnessOrigin);
  return url !== null && expected !== null && url.origin === expected;
};

export const assertTrustedSender = (sender: SenderInfo, harnessOrigin: string): void => {
  if (!isTrustedSender(sender, harnessOrigin)) {
    throw new IpcInputError(`IPC refused: sender ${sender.url ?? '(gone)'} is not the harness`);
  }
};

const SAVE_EXTENSIONS = ['.json', '.png', '.txt'] as const;
type SaveExtension = (typeof SAVE_EXTENSIONS)[number];

const WINDOWS_RESERVED = /^(?:con|prn|aux|nul|com\d|lpt\d)(?:\.|$)/i;
// Control characters and those Windows forbids in names; path separators are handled before.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f<>:"|?*]/g;

/**
 * The last path segment of a suggested name, made safe to offer in a save dialog: no folders
 * (`../`, `C:\`), no control or reserved characters, no leading dots (hidden files), a known
 * extension. Null when nothing usable is left.
 */
export const sanitizeFileName = (suggested: string): string | null => {
  const lastSegment = suggested.split(/[/\\]/).pop() ?? '';
  let name = lastSegment
    .normalize('NFC')
    .replace(UNSAFE_CHARS, '-')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (name.length > IPC_LIMITS.maxNameLength) {
    const ext = extensionOf(name) ?? '';
    name = name.slice(0, IPC_LIMITS.maxNameLength - ext.length) + ext;
  }
  if (WINDOWS_RESERVED.test(name)) name = `_${name}`;
  const ext = extensionOf(name);
  // `.json` alone is no name; nor is a name whose extension is not one the harness writes.
  return ext !== null && name.length > ext.length ? name : null;
};

const extensionOf = (name: string): SaveExtension | null => {
  const lower = name.toLowerCase();
  return SAVE_EXTENSIONS.find((ext) => lower.endsWith(ext)) ?? null;
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const isPng = (bytes: Uint8Array): boolean =>
  bytes.length > PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => bytes[i] === b);

const saveArgs = z.tuple([
  z.string().check(z.minLength(1), z.maxLength(1_000)),
  z.union([z.string().check(z.maxLength(IPC_LIMITS.maxTextChars)), z.instanceof(Uint8Array)]),
]);

export interface SaveRequest {
  fileName: string;
  data: string | Uint8Array;
}

/** `saveFile(suggestedName, data)`: text for .json/.txt, real PNG bytes for .png. */
export const parseSaveFileArgs = (args: readonly unknown[]): SaveRequest => {
  const parsed = saveArgs.safeParse(args);
  if (!parsed.success) throw new IpcInputError('saveFile: expected (name, text | bytes)');
  const [suggested, data] = parsed.data;
  const fileName = sanitizeFileName(suggested);
  if (fileName === null) {
    throw new IpcInputError(`saveFile: unusable name; use one of ${SAVE_EXTENSIONS.join(', ')}`);
  }
  if (extensionOf(fileName) === '.png') {
    if (typeof data === 'string' || !isPng(data)) throw new IpcInputError('saveFile: not a PNG');
    if (data.byteLength > IPC_LIMITS.maxPngBytes) throw new IpcInputError('saveFile: too large');
  } else if (typeof data !== 'string') {
    throw new IpcInputError('saveFile: text files take a string');
  }
  return { fileName, data };
};

const coordinate = z.number().check(z.gte(0), z.lte(IPC_LIMITS.maxRectSide));
const side = z.number().check(z.positive(), z.lte(IPC_LIMITS.maxRectSide));
const rectArgs = z.tuple([
  z
    .strictObject({ x: coordinate, y: coordinate, width: side, height: side })
    .check(z.refine((r) => r.width * r.height <= IPC_LIMITS.maxRectArea, 'area too large')),
]);

/** `captureRect(rect)`: a finite, positive rectangle of bounded size. */
export const parseCaptureArgs = (args: readonly unknown[]): CaptureRect => {
  const parsed = rectArgs.safeParse(args);
  if (!parsed.success)
    throw new IpcInputError('captureRect: expected a bounded {x, y, width, height}');
  return parsed.data[0];
};

/**
 * The part of `rect` inside the window's content (both in CSS pixels), in whole pixels as
 * `capturePage` wants them; null when nothing of it is visible.
 */
export const clampRect = (
  rect: CaptureRect,
  content: { width: number; height: number },
): CaptureRect | null => {
  const x = Math.max(0, Math.floor(rect.x));
  const y = Math.max(0, Math.floor(rect.y));
  const right = Math.min(content.width, Math.ceil(rect.x + rect.width));
  const bottom = Math.min(content.height, Math.ceil(rect.y + rect.height));
  if (right <= x || bottom <= y) return null;
  return { x, y, width: right - x, height: bottom - y };
};

/** A captured PNG goes back only when it is within the size limit. */
export const acceptCapturedPng = (png: Uint8Array): Uint8Array | null =>
  png.byteLength > 0 && png.byteLength <= IPC_LIMITS.maxPngBytes ? png : null;

const urlArgs = z.tuple([z.string().check(z.minLength(1), z.maxLength(IPC_LIMITS.maxUrlLength))]);

/** `openExternal(url)`: one string; whether it may open is url-policy's call. */
export const parseOpenExternalArgs = (args: readonly unknown[]): string => {
  const parsed = urlArgs.safeParse(args);
  if (!parsed.success) throw new IpcInputError('openExternal: expected one URL string');
  return parsed.data[0];
};

/** `endpoints()` takes nothing. */
export const parseNoArgs = (args: readonly unknown[]): void => {
  if (args.length !== 0) throw new IpcInputError('endpoints: takes no arguments');
};
