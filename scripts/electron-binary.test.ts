// Finding the Electron binary must never start its download (Electron 42+ downloads on require).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it, vi } from 'vitest';

import { electronBinary } from './electron-binary';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A fake `electron` package whose index.js, if anything ran it, would leave a marker file. */
const fakePackage = (files: Record<string, string>): string => {
  const dir = mkdtempSync(join(tmpdir(), 'electron-pkg-'));
  made.push(dir);
  writeFileSync(
    join(dir, 'index.js'),
    "require('fs').writeFileSync(require('path').join(__dirname, 'ran'), '1');",
  );
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
};

describe('the Electron binary lookup', () => {
  it('finds the executable the package recorded', () => {
    const dir = fakePackage({ 'path.txt': 'electron', 'dist/electron': '' });
    expect(electronBinary(dir, {})).toBe(join(dir, 'dist', 'electron'));
  });

  it('answers null, without running the package, when the binary was never downloaded', () => {
    const dir = fakePackage({});
    expect(electronBinary(dir, {})).toBeNull();
    expect(existsSync(join(dir, 'ran'))).toBe(false);
  });

  it('answers null when path.txt points at a missing executable', () => {
    expect(electronBinary(fakePackage({ 'path.txt': 'electron' }), {})).toBeNull();
  });

  it('honours ELECTRON_OVERRIDE_DIST_PATH', () => {
    const elsewhere = fakePackage({ electron: '' });
    const dir = fakePackage({ 'path.txt': 'electron' });
    expect(electronBinary(dir, { ELECTRON_OVERRIDE_DIST_PATH: elsewhere })).toBe(
      join(elsewhere, 'electron'),
    );
  });

  it('never starts the download with the installed package', () => {
    // The old lookup, require('electron'), printed this and spawned the downloader.
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      electronBinary();
      expect(log).not.toHaveBeenCalledWith(expect.stringContaining('Downloading Electron'));
    } finally {
      log.mockRestore();
    }
  });
});
