import { describe, expect, it } from 'vitest';

import {
  addFrame,
  defaultLayout,
  followFrame,
  LAYOUT_KEY,
  loadLayout,
  MAX_FRAMES,
  parseLayout,
  removeFrame,
  saveLayout,
  updateFrame,
  zoomAll,
} from './layout';

const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
};

describe('layout persistence', () => {
  it('brings back the frames, their identity and the zoom after a restart', () => {
    const storage = memoryStorage();
    let layout = addFrame(defaultLayout(), { language: 'tg', theme: 'black' });
    layout = updateFrame(layout, 1, {
      user: '13800000007',
      route: '/warehouse',
      isLandscape: true,
      arePollsHeld: true,
    });
    layout = { ...layout, zoom: 0.5 };
    saveLayout(storage, layout);

    expect(loadLayout(storage)).toEqual(layout);
  });

  it('starts from the default layout when nothing or garbage is stored', () => {
    expect(loadLayout(memoryStorage())).toEqual(defaultLayout());
    const storage = memoryStorage();
    storage.setItem(LAYOUT_KEY, '{not json');
    expect(loadLayout(storage)).toEqual(defaultLayout());
  });

  it('repairs unknown values and drops duplicate frames', () => {
    const layout = parseLayout({
      version: 1,
      frames: [
        {
          id: 3,
          deviceId: 'nokia',
          language: 'fr',
          theme: 'green',
          user: 'admin',
          route: 'javascript:x',
        },
        { id: 3, deviceId: 'pixel-7' },
        { id: 'x' },
      ],
      nextId: 1,
      zoom: 7,
      view: 'matrix',
    });
    expect(layout.frames).toEqual([
      {
        id: 3,
        deviceId: 'iphone-14',
        isLandscape: false,
        language: 'zh-CN',
        theme: 'red',
        user: null,
        route: '/home',
        arePollsHeld: false,
        zoom: 'fit',
      },
    ]);
    // A new frame never reuses an origin in use.
    expect(layout.nextId).toBe(4);
    expect(layout.zoom).toBe('fit');
    expect(layout.view).toBe('matrix');
  });

  it('adds frames with new ids (new origins) up to the limit, and removes them', () => {
    let layout = defaultLayout();
    for (let i = 0; i < MAX_FRAMES + 3; i++) layout = addFrame(layout);
    expect(layout.frames).toHaveLength(MAX_FRAMES);
    expect(new Set(layout.frames.map((f) => f.id)).size).toBe(MAX_FRAMES);
    const removed = removeFrame(layout, 2);
    expect(removed.frames.map((f) => f.id)).not.toContain(2);
    expect(addFrame(removed).frames.at(-1)?.id).toBe(layout.nextId);
  });

  it('loads a layout saved before "hold polls" existed with polling on', () => {
    const storage = memoryStorage();
    const old = {
      version: 1,
      frames: [
        {
          id: 1,
          deviceId: 'pixel-7',
          isLandscape: false,
          language: 'en',
          theme: 'black',
          user: '13800000007',
          route: '/warehouse',
        },
      ],
      nextId: 2,
      zoom: 'fit',
      view: 'frames',
      matrix: { deviceId: 'pixel-7', route: '/home', user: null },
    };
    storage.setItem(LAYOUT_KEY, JSON.stringify(old));
    const [frame] = loadLayout(storage).frames;
    expect(frame).toEqual({ ...old.frames[0], arePollsHeld: false, zoom: 'fit' });
    // Only a real true holds them; anything else stored there means off.
    const odd = parseLayout({ ...old, frames: [{ ...old.frames[0], arePollsHeld: 'yes' }] });
    expect(odd.frames[0]?.arePollsHeld).toBe(false);
  });

  it('starts new frames with polling on, whatever the last frame holds', () => {
    const layout = updateFrame(defaultLayout(), 1, { arePollsHeld: true });
    expect(addFrame(layout).frames.at(-1)?.arePollsHeld).toBe(false);
  });
});

describe('zoom per frame', () => {
  it('gives each frame of an older layout the zoom that layout had for all', () => {
    const old = { ...defaultLayout(), zoom: 0.5, frames: [{ id: 1 }, { id: 2, zoom: 0.25 }] };
    expect(parseLayout(old).frames.map((f) => f.zoom)).toEqual([0.5, 0.25]);
    expect(parseLayout({ ...old, frames: [{ id: 1, zoom: 3 }] }).frames[0]?.zoom).toBe(0.5);
  });

  it('keeps each frame its own zoom; the header sets all, and new frames start with it', () => {
    let layout = addFrame(defaultLayout());
    layout = updateFrame(layout, 2, { zoom: 0.33 });
    expect(layout.frames.map((f) => f.zoom)).toEqual(['fit', 0.33]);
    layout = zoomAll(layout, 0.75);
    expect(layout.frames.map((f) => f.zoom)).toEqual([0.75, 0.75]);
    expect(addFrame(layout).frames.at(-1)?.zoom).toBe(0.75);
  });
});

describe("a frame's app changes its own language, theme or route", () => {
  const shown = { language: 'en', theme: 'black', route: '/setting' };

  it('updates that frame only', () => {
    const layout = addFrame(defaultLayout());
    const next = followFrame(layout, 2, shown);
    expect(next.frames[1]).toMatchObject(shown);
    expect(next.frames[0]).toEqual(layout.frames[0]);
  });

  it('changes nothing for an unknown frame, a repeat, or values it does not know', () => {
    const layout = followFrame(defaultLayout(), 1, shown);
    expect(followFrame(layout, 1, shown)).toBe(layout);
    expect(followFrame(layout, 7, { ...shown, language: 'tg' })).toBe(layout);
    const odd = followFrame(layout, 1, { language: 'fr', theme: 'green', route: '/setting' });
    expect(odd.frames[0]).toMatchObject(shown);
  });
});
