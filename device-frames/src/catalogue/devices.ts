// The device catalogue: plain data, so a frame's look is a choice of preset, never code. Sizes are
// CSS pixels in portrait; safe areas are what the system reserves (status bar, island, home bar).
// User agents are shown for reference and used by hosts that can set them (Electron sessions);
// a browser iframe cannot change its user agent.

export type Bezel = 'home-button' | 'notch' | 'island' | 'punch-hole' | 'plain' | 'tablet';
export type Platform = 'ios' | 'android';

export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface DevicePreset {
  id: string;
  name: string;
  platform: Platform;
  /** Portrait viewport in CSS pixels. */
  width: number;
  height: number;
  dpr: number;
  /** Portrait safe-area insets in CSS pixels. */
  safeArea: Insets;
  userAgent: string;
  bezel: Bezel;
  /** Corner radius of the screen, CSS pixels. */
  radius: number;
}

const IOS_16 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const IOS_17 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const android = (model: string, version: number) =>
  `Mozilla/5.0 (Linux; Android ${version}; ${model}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36`;

export const DEVICES: readonly DevicePreset[] = [
  {
    id: 'iphone-se',
    name: 'iPhone SE',
    platform: 'ios',
    width: 375,
    height: 667,
    dpr: 2,
    safeArea: { top: 20, right: 0, bottom: 0, left: 0 },
    userAgent: IOS_16,
    bezel: 'home-button',
    radius: 0,
  },
  {
    id: 'iphone-14',
    name: 'iPhone 14',
    platform: 'ios',
    width: 390,
    height: 844,
    dpr: 3,
    safeArea: { top: 47, right: 0, bottom: 34, left: 0 },
    userAgent: IOS_16,
    bezel: 'notch',
    radius: 47,
  },
  {
    id: 'iphone-15-pro-max',
    name: 'iPhone 15 Pro Max',
    platform: 'ios',
    width: 430,
    height: 932,
    dpr: 3,
    safeArea: { top: 59, right: 0, bottom: 34, left: 0 },
    userAgent: IOS_17,
    bezel: 'island',
    radius: 55,
  },
  {
    id: 'pixel-7',
    name: 'Pixel 7',
    platform: 'android',
    width: 412,
    height: 915,
    dpr: 2.625,
    safeArea: { top: 24, right: 0, bottom: 0, left: 0 },
    userAgent: android('Pixel 7', 14),
    bezel: 'punch-hole',
    radius: 28,
  },
  {
    id: 'galaxy-s8',
    name: 'Galaxy S8',
    platform: 'android',
    width: 360,
    height: 740,
    dpr: 4,
    safeArea: { top: 24, right: 0, bottom: 0, left: 0 },
    userAgent: android('SM-G950F', 9),
    bezel: 'plain',
    radius: 20,
  },
  {
    id: 'small-android',
    name: 'Small Android (320)',
    platform: 'android',
    width: 320,
    height: 640,
    dpr: 2,
    safeArea: { top: 24, right: 0, bottom: 0, left: 0 },
    userAgent: android('SM-J260F', 8),
    bezel: 'plain',
    radius: 8,
  },
  {
    id: 'galaxy-s23-ultra',
    name: 'Galaxy S23 Ultra',
    platform: 'android',
    width: 384,
    height: 824,
    dpr: 3.75,
    safeArea: { top: 28, right: 0, bottom: 0, left: 0 },
    userAgent: android('SM-S918B', 14),
    bezel: 'punch-hole',
    radius: 16,
  },
  {
    id: 'galaxy-fold-open',
    name: 'Galaxy Z Fold5 (open)',
    platform: 'android',
    width: 690,
    height: 829,
    dpr: 2.5,
    safeArea: { top: 28, right: 0, bottom: 0, left: 0 },
    userAgent: android('SM-F946B', 14),
    bezel: 'punch-hole',
    radius: 20,
  },
  {
    id: 'ipad-mini',
    name: 'iPad mini',
    platform: 'ios',
    width: 744,
    height: 1133,
    dpr: 2,
    safeArea: { top: 24, right: 0, bottom: 20, left: 0 },
    userAgent:
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    bezel: 'tablet',
    radius: 21,
  },
];

export const DEFAULT_DEVICE_ID = 'iphone-14';

export const deviceById = (id: string): DevicePreset =>
  DEVICES.find((d) => d.id === id) ?? DEVICES.find((d) => d.id === DEFAULT_DEVICE_ID)!;

export interface Screen {
  width: number;
  height: number;
  safeArea: Insets;
  isLandscape: boolean;
}

/** The screen in an orientation: landscape swaps the sides and turns the insets with the phone. */
export const screenOf = (device: DevicePreset, isLandscape: boolean): Screen => {
  if (!isLandscape) return { ...device, isLandscape };
  const { top, right, bottom, left } = device.safeArea;
  // Turned a quarter to the left: the top edge (the island) becomes the left edge.
  return {
    width: device.height,
    height: device.width,
    safeArea: { top: right, right: bottom, bottom: left, left: top },
    isLandscape,
  };
};
