import { describe, expect, it } from 'vitest';

import { addFrame, defaultLayout, MAX_FRAMES, updateFrame } from '../frames/layout';

import {
  isScenarioName,
  layoutWithScenarioFrames,
  layoutWithScenarioUser,
  scenarioFile,
  scenarioFramesOf,
  usersOf,
} from './scenario-frames';
import { SNAPSHOT } from './scenario-testing';

const frame = (user?: string | null) => ({
  device: 'pixel-7',
  landscape: true,
  language: 'tg',
  theme: 'black',
  route: '/detail?code=600519',
  ...(user === undefined ? {} : { user }),
});

const threeFrames = () => {
  let layout = addFrame(addFrame(defaultLayout()));
  layout = updateFrame(layout, 3, { user: '13800000002', arePollsHeld: true });
  return { ...layout, view: 'matrix' as const };
};

describe('scenario frames in the layout', () => {
  it("replaces the frames with f1…fN, a missing user being the scenario's and null a visitor", () => {
    const next = layoutWithScenarioFrames(threeFrames(), [frame(), frame(null)], '13800000007');
    expect(
      next.frames.map((f) => [
        f.id,
        f.user,
        f.deviceId,
        f.isLandscape,
        f.language,
        f.theme,
        f.route,
        f.arePollsHeld,
      ]),
    ).toEqual([
      [1, '13800000007', 'pixel-7', true, 'tg', 'black', '/detail?code=600519', false],
      [2, null, 'pixel-7', true, 'tg', 'black', '/detail?code=600519', false],
    ]);
    expect(next.nextId).toBe(3);
    // The rest of the layout is the developer's and stays.
    expect(next.view).toBe('matrix');
  });

  it('repairs what the harness cannot show and keeps at most MAX_FRAMES', () => {
    const odd = { ...frame(), device: 'nokia-3310', language: 'fr', route: 'javascript:x' };
    const next = layoutWithScenarioFrames(threeFrames(), Array(20).fill(odd), null);
    expect(next.frames).toHaveLength(MAX_FRAMES);
    expect(next.frames[0]).toMatchObject({
      deviceId: 'iphone-14',
      language: 'zh-CN',
      route: '/home',
    });
  });

  it("without frames of its own, logs the scenario's user into the first frame only", () => {
    const next = layoutWithScenarioUser(threeFrames(), '13800000001');
    expect(next.frames.map((f) => f.user)).toEqual(['13800000001', null, '13800000002']);
    expect(layoutWithScenarioUser(threeFrames(), null)).toEqual(threeFrames());
  });
});

describe('saving the layout as a scenario', () => {
  it('says each frame as the scenario schema does, every user explicit', () => {
    const { frames } = threeFrames();
    expect(scenarioFramesOf(frames)[2]).toEqual({
      device: 'iphone-14',
      landscape: false,
      language: 'zh-CN',
      theme: 'red',
      user: '13800000002',
      route: '/home',
    });
    expect(usersOf([...frames, ...frames])).toEqual(['13800000002']);
  });

  it("takes the first frame's user as the scenario's, else the snapshot's", () => {
    const layout = threeFrames();
    const withFirst = updateFrame(layout, 1, { user: '13800000009' });
    expect(scenarioFile(SNAPSHOT, withFirst.frames, 'd').user).toBe('13800000009');
    const file = scenarioFile({ ...SNAPSHOT, user: '13800000002' }, layout.frames, 'd');
    expect(file).toMatchObject({ description: 'd', user: '13800000002', clock: SNAPSHOT.clock });
    expect(file.frames).toHaveLength(3);
    expect(scenarioFile(SNAPSHOT, layout.frames, 'd')).not.toHaveProperty('user');
  });

  it('accepts the names the mock accepts', () => {
    expect(['lunch-trader', '2-frames', 'a'].every(isScenarioName)).toBe(true);
    expect(['Lunch', '-x', 'a b', 'a/b', '', 'x'.repeat(65)].some(isScenarioName)).toBe(false);
  });
});
