import { describe, expect, it } from 'vitest';

import { DEFAULT_DEVICE_ID, deviceById, DEVICES, screenOf } from './devices';

describe('device catalogue', () => {
  it('offers the phones and tablets the harness promises', () => {
    const names = DEVICES.map((d) => d.name);
    expect(DEVICES.length).toBeGreaterThanOrEqual(8);
    expect(names).toEqual(
      expect.arrayContaining([
        'iPhone SE',
        'iPhone 14',
        'iPhone 15 Pro Max',
        'Pixel 7',
        'Galaxy S8',
      ]),
    );
    expect(DEVICES.some((d) => d.bezel === 'island')).toBe(true);
    expect(DEVICES.some((d) => d.bezel === 'tablet' || d.id.includes('fold'))).toBe(true);
  });

  it('has unique ids and consistent data for every preset', () => {
    expect(new Set(DEVICES.map((d) => d.id)).size).toBe(DEVICES.length);
    for (const d of DEVICES) {
      expect(d.width).toBeLessThan(d.height);
      expect(d.dpr).toBeGreaterThanOrEqual(1);
      expect(d.safeArea.top + d.safeArea.bottom).toBeLessThan(d.height / 4);
      expect(d.userAgent).toMatch(d.platform === 'ios' ? /iPhone|iPad/ : /Android/);
    }
  });

  it('falls back to the default device for an unknown id', () => {
    expect(deviceById('nokia-3310').id).toBe(DEFAULT_DEVICE_ID);
    expect(deviceById('pixel-7').name).toBe('Pixel 7');
  });

  it('turns the screen and its safe areas in landscape', () => {
    const phone = deviceById('iphone-15-pro-max');
    const portrait = screenOf(phone, false);
    const landscape = screenOf(phone, true);
    expect([landscape.width, landscape.height]).toEqual([portrait.height, portrait.width]);
    // The island's inset moves from the top edge to the left edge.
    expect(landscape.safeArea.left).toBe(portrait.safeArea.top);
    expect(landscape.safeArea.top).toBe(portrait.safeArea.right);
  });
});
