import { describe, expect, it } from 'vitest';

import {
  FRAME_PARAMS,
  FRAME_STATE,
  frameHost,
  frameStateMessage,
  isFrameHost,
  OVERFLOW_REPORT,
  overflowReport,
  overflowRequest,
  readFrameState,
  readOverflowReport,
} from './frame-protocol';

describe('where a frame lives', () => {
  it('names a host the app recognises, and only such hosts', () => {
    expect(frameHost(3)).toBe('f3.localhost');
    expect(isFrameHost(frameHost(901))).toBe(true);
    for (const host of ['f1.localhost.evil.com', 'fx.localhost', 'f1.localhostx', 'localhost']) {
      expect(isFrameHost(host)).toBe(false);
    }
  });

  it('keeps every URL parameter in its own hf_ namespace', () => {
    const names = Object.values(FRAME_PARAMS);
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((n) => n.startsWith('hf_'))).toBe(true);
  });
});

describe('overflow report from a frame', () => {
  it('reads a well-formed report', () => {
    const item = { tag: 'span', text: 'Xác nhận', scrollWidth: 90, clientWidth: 60, rect: {} };
    expect(
      readOverflowReport({ type: OVERFLOW_REPORT, id: 'q', frame: 'f901', items: [item] }),
    ).toEqual({
      id: 'q',
      items: [{ tag: 'span', text: 'Xác nhận', scrollWidth: 90, clientWidth: 60 }],
    });
  });

  it('reads what the app builds', () => {
    const rect = { x: 0, y: 0, width: 60, height: 20 };
    const sent = overflowReport('q2', null, [
      { tag: 'td', text: 'ยืนยัน', scrollWidth: 90, clientWidth: 60, rect },
    ]);
    expect(readOverflowReport(sent)).toEqual({
      id: 'q2',
      items: [{ tag: 'td', text: 'ยืนยัน', scrollWidth: 90, clientWidth: 60 }],
    });
  });

  it('ignores anything else', () => {
    expect(readOverflowReport({ type: 'other', id: 'q', items: [] })).toBeNull();
    expect(readOverflowReport({ type: OVERFLOW_REPORT, id: 'q', items: [{ tag: 1 }] })).toBeNull();
    expect(readOverflowReport({ type: OVERFLOW_REPORT, id: 'q', items: 'all' })).toBeNull();
    expect(readOverflowReport(overflowRequest('q'))).toBeNull();
    expect(readOverflowReport('harness:overflow-report')).toBeNull();
  });
});

describe('frame state from a frame', () => {
  const state = { frame: 'f2', language: 'en', theme: 'black', route: '/setting' } as const;

  it('reads what the app sends', () => {
    expect(readFrameState(frameStateMessage(state))).toEqual(state);
    expect(readFrameState({ ...frameStateMessage(state), frame: null })).toMatchObject({
      frame: null,
    });
  });

  it('refuses anything outside the known languages, themes and routes', () => {
    const bad = [
      { language: 'fr' },
      { theme: 'green' },
      { route: 'setting' },
      { route: `/${'a'.repeat(200)}` },
      { frame: '<script>' },
      { type: 'harness:overflow-report' },
    ];
    for (const change of bad) {
      expect(readFrameState({ type: FRAME_STATE, ...state, ...change })).toBeNull();
    }
    expect(readFrameState('harness:frame-state')).toBeNull();
  });
});
