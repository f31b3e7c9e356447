import { describe, expect, it } from 'vitest';

import { fitZoom, outerSize, rowZooms } from './fit';

describe('fit to window', () => {
  const phone = { width: 400, height: 800 };

  it('shrinks a row of devices until it fits both ways, never above 100 %', () => {
    expect(fitZoom([phone], { width: 2000, height: 2000 }, 16)).toBe(1);
    expect(fitZoom([phone], { width: 2000, height: 400 }, 16)).toBe(0.5);
    // Two phones and a gap in 416 px.
    expect(fitZoom([phone, phone], { width: 416, height: 2000 }, 16)).toBe(0.5);
  });

  it('keeps a readable minimum', () => {
    expect(fitZoom([phone], { width: 10, height: 10 }, 16)).toBe(0.2);
  });

  it('adds the bezel on the right sides when the device turns', () => {
    const portrait = outerSize({ width: 375, height: 667 }, 'home-button', false);
    const landscape = outerSize({ width: 667, height: 375 }, 'home-button', true);
    expect([landscape.width, landscape.height]).toEqual([portrait.height, portrait.width]);
  });

  it('gives each frame its own zoom, the fitting ones sharing the room the others leave', () => {
    const area = { width: 1016, height: 2000 };
    // One phone at 50 % (200 px + gap) leaves 800 px: two fitting phones and a gap take 0.98.
    expect(
      rowZooms(
        [
          { outer: phone, zoom: 0.5 },
          { outer: phone, zoom: 'fit' },
          { outer: phone, zoom: 'fit' },
        ],
        area,
        16,
      ),
    ).toEqual([0.5, 0.98, 0.98]);
    // Without fixed frames it is the row's fit, as before per-frame zoom.
    expect(rowZooms([{ outer: phone, zoom: 'fit' }], { width: 2000, height: 400 }, 16)).toEqual([
      0.5,
    ]);
    expect(rowZooms([{ outer: phone, zoom: 0.25 }], area, 16)).toEqual([0.25]);
  });
});
