// The write-ahead log on disk (ADR 0019): files `wal-<generation>.log` beside the snapshot, each a
// run of frames `[length u32 LE][crc32 u32 LE][payload: UTF-8 JSON]`. A frame is appended in one
// write to a file opened O_DSYNC (on disk when the write returns, as write + fdatasync); a crash
// mid-append leaves a short or garbled last frame, which reading detects (length past the end,
// checksum wrong) and drops.
import {
  closeSync,
  constants,
  fsyncSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { open, rename, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { crc32 } from 'node:zlib';

const HEADER_BYTES = 8;
const LOG_NAME = /^wal-(\d+)\.log$/;

export const logName = (generation: number): string =>
  `wal-${String(generation).padStart(8, '0')}.log`;

export const encodeFrame = (payload: string): Buffer => {
  const body = Buffer.from(payload, 'utf8');
  const frame = Buffer.allocUnsafe(HEADER_BYTES + body.length);
  frame.writeUInt32LE(body.length, 0);
  frame.writeUInt32LE(crc32(body), 4);
  body.copy(frame, HEADER_BYTES);
  return frame;
};

export interface DecodedLog {
  payloads: string[];
  /** Bytes after the last whole, intact frame: an append the crash cut short. */
  tornBytes: number;
}

export const decodeFrames = (bytes: Buffer): DecodedLog => {
  const payloads: string[] = [];
  let at = 0;
  while (at + HEADER_BYTES <= bytes.length) {
    const length = bytes.readUInt32LE(at);
    const end = at + HEADER_BYTES + length;
    // Zero length: never written (a gap left by a write that never reached the disk).
    if (length === 0 || end > bytes.length) break;
    const body = bytes.subarray(at + HEADER_BYTES, end);
    if (crc32(body) !== bytes.readUInt32LE(at + 4)) break;
    payloads.push(body.toString('utf8'));
    at = end;
  }
  return { payloads, tornBytes: bytes.length - at };
};

/** Generations of the logs in `dir`, oldest first. */
export const logGenerations = (dir: string): number[] =>
  readdirSync(dir)
    .map((name) => LOG_NAME.exec(name)?.[1])
    .filter((g): g is string => g !== undefined)
    .map(Number)
    .sort((a, b) => a - b);

export const removeLogsBefore = (dir: string, generation: number): void => {
  for (const g of logGenerations(dir)) {
    if (g < generation) rmSync(join(dir, logName(g)), { force: true });
  }
};

/** A rename or a new file survives a power cut only once its folder is synced too. */
const syncDirSync = (dir: string): void => {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
};

const syncDir = async (dir: string): Promise<void> => {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};

let temporaries = 0;
/** Unique per write: a fold in flight and a second server in the same process never share one. */
const temporaryOf = (file: string) => `${file}.${process.pid}-${++temporaries}.tmp`;

/** Temporary files a crash left beside `file`. */
export const removeTemporaries = (file: string): void => {
  const name = basename(file);
  for (const entry of readdirSync(dirname(file))) {
    if (entry.startsWith(`${name}.`) && entry.endsWith('.tmp')) {
      rmSync(join(dirname(file), entry), { force: true });
    }
  }
};

/** Temporary file, fsync, rename over the old one, fsync the folder: old or new, never half. */
export const writeFileDurablySync = (file: string, text: string): void => {
  const tmp = temporaryOf(file);
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
  syncDirSync(dirname(file));
};

export const writeFileDurably = async (file: string, text: string): Promise<void> => {
  const tmp = temporaryOf(file);
  const handle = await open(tmp, 'w');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, file);
  await syncDir(dirname(file));
};

/**
 * One log file, opened on the first append (creating it syncs the folder). Appends may overlap:
 * each gets its place in the file when called, so the file holds frames in call order even when a
 * later write reaches the disk first (a crash then leaves a gap, which reading stops at).
 */
export class LogFile {
  private handle: Promise<FileHandle> | undefined;
  private writing = 0;
  private isRetired = false;
  /** Bytes given a place in the file. */
  size = 0;

  constructor(readonly path: string) {}

  /** Writes the frame at the end and resolves once it is on disk (O_DSYNC: no fdatasync call). */
  async append(frame: Buffer): Promise<void> {
    const at = this.size;
    this.size += frame.length;
    this.writing++;
    try {
      const handle = await (this.handle ??= this.open());
      let done = 0;
      while (done < frame.length) {
        const { bytesWritten } = await handle.write(frame, done, frame.length - done, at + done);
        done += bytesWritten;
      }
    } finally {
      this.writing--;
      if (this.isRetired && this.writing === 0) await this.release();
    }
  }

  /** No more appends: closes once the ones under way are done. */
  async retire(): Promise<void> {
    this.isRetired = true;
    if (this.writing === 0) await this.release();
  }

  /** Lets the file go (a later append opens it again). */
  async release(): Promise<void> {
    const handle = this.handle;
    this.handle = undefined;
    if (handle) await (await handle).close();
  }

  private async open(): Promise<FileHandle> {
    const { O_CREAT, O_DSYNC, O_WRONLY } = constants;
    const handle = await open(this.path, O_WRONLY | O_CREAT | O_DSYNC);
    await syncDir(dirname(this.path));
    return handle;
  }
}
