import { describe, expect, it } from 'vitest';

import { FRAME_STATE } from '../../../src/electron/shared/frame-protocol';

import { followFrameMessage, frameIdOfOrigin } from './follow-frames';
import { addFrame, defaultLayout } from './layout';

const endpoints = {
  mockOrigin: 'http://localhost:18650',
  appPort: 18651,
  appProtocol: 'http:' as const,
  appPath: '/',
};

const state = (frame: string | null) => ({
  type: FRAME_STATE,
  frame,
  language: 'en',
  theme: 'black',
  route: '/setting',
});

describe('the harness follows a frame', () => {
  it('knows a frame only by its own origin', () => {
    expect(frameIdOfOrigin(endpoints, 'http://f3.localhost:18651')).toBe(3);
    for (const origin of [
      'http://f3.localhost:1',
      'https://f3.localhost:18651',
      'http://f3.localhost.evil.com:18651',
      'http://localhost:18651',
      'http://f03.localhost:18651',
    ]) {
      expect(frameIdOfOrigin(endpoints, origin)).toBeNull();
    }
  });

  it("takes on the frame's language, theme and route, and only that frame's", () => {
    const layout = addFrame(defaultLayout());
    const next = followFrameMessage(layout, endpoints, 'http://f2.localhost:18651', state('f2'));
    expect(next.frames.map((f) => [f.language, f.theme, f.route])).toEqual([
      ['zh-CN', 'red', '/home'],
      ['en', 'black', '/setting'],
    ]);
  });

  it('ignores another origin, another name, another shape', () => {
    const layout = addFrame(defaultLayout());
    const same = (origin: string, data: unknown) =>
      expect(followFrameMessage(layout, endpoints, origin, data)).toBe(layout);
    same('http://evil.localhost:18651', state('f2'));
    same('http://f2.localhost:9999', state('f2'));
    same('http://f2.localhost:18651', state('f1'));
    same('http://f2.localhost:18651', { ...state('f2'), theme: 'green' });
    same('http://f2.localhost:18651', { type: 'harness:overflow-report', id: '1', items: [] });
  });
});
