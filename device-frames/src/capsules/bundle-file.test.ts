import { describe, expect, it } from 'vitest';

import { deviceTime, readBundle, serverTimeOf, utcOffset } from './bundle-file';
import { TEST_BUNDLE } from './bundle-testing';

const bundle = TEST_BUNDLE;

const read = (doc: unknown) => readBundle(JSON.stringify(doc));

describe('reading a support bundle file', () => {
  it('reads what the summary shows, and keeps the file as it was for the mock', () => {
    const result = read(bundle);
    expect(result).toMatchObject({
      ok: true,
      bundle: {
        route: '/warehouse',
        language: 'tww',
        theme: 'black',
        replies: 1,
        isLoggedIn: true,
      },
    });
    expect(result.ok && result.bundle.raw).toEqual(bundle);
  });

  it('says why a file is not a bundle it can replay', () => {
    expect(readBundle('{"format":')).toEqual({ ok: false, problem: { kind: 'not-json' } });
    expect(read({ version: 1, db: {} })).toEqual({ ok: false, problem: { kind: 'not-bundle' } });
    expect(read({ ...bundle, version: 2 })).toEqual({
      ok: false,
      problem: { kind: 'version', version: '2' },
    });
    expect(read({ ...bundle, language: 'fr' })).toEqual({
      ok: false,
      problem: { kind: 'field', field: 'language' },
    });
    expect(read({ ...bundle, replies: [{ path: '/x.do' }] })).toEqual({
      ok: false,
      problem: { kind: 'field', field: 'replies' },
    });
  });

  it("shows the device's own time with its offset, and the server's time", () => {
    const result = read(bundle);
    if (!result.ok) throw new Error('not read');
    expect(deviceTime(result.bundle)).toBe('2026-11-18 10:00:00 (UTC+08:00)');
    expect(serverTimeOf(result.bundle)).toBe(Date.parse('2026-11-18T02:00:01.500Z'));
    expect(utcOffset(-330)).toBe('UTC-05:30');
  });
});
