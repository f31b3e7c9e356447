// Sizes of a drawn device and the zoom that fits a row of them into the window.
import type { Bezel } from '../catalogue/devices';

export interface Size {
  width: number;
  height: number;
}

/** Bezel thickness around the screen, CSS pixels: [sides, top/bottom]. */
const BEZEL: Record<Bezel, [number, number]> = {
  'home-button': [14, 64],
  notch: [12, 12],
  island: [12, 12],
  'punch-hole': [10, 10],
  plain: [10, 28],
  tablet: [20, 20],
};

export const outerSize = (screen: Size, bezel: Bezel, isLandscape: boolean): Size => {
  const [side, end] = BEZEL[bezel];
  return isLandscape
    ? { width: screen.width + 2 * end, height: screen.height + 2 * side }
    : { width: screen.width + 2 * side, height: screen.height + 2 * end };
};

export const bezelPadding = (bezel: Bezel, isLandscape: boolean): string => {
  const [side, end] = BEZEL[bezel];
  return isLandscape ? `${side}px ${end}px` : `${end}px ${side}px`;
};

const MIN_ZOOM = 0.2;

/**
 * The largest zoom (≤ 1) at which every device fits the height and, side by side with `gap`
 * between them, the width of the area.
 */
export const fitZoom = (devices: readonly Size[], area: Size, gap: number): number => {
  if (devices.length === 0 || area.width <= 0 || area.height <= 0) return 1;
  const tallest = Math.max(...devices.map((d) => d.height));
  const totalWidth = devices.reduce((sum, d) => sum + d.width, 0);
  const widthRoom = area.width - gap * (devices.length - 1);
  const zoom = Math.min(1, area.height / tallest, widthRoom / totalWidth);
  return Math.max(MIN_ZOOM, Math.floor(zoom * 100) / 100);
};

/**
 * Each frame's zoom in a row where some frames have a zoom of their own and the others fit:
 * those that fit share the width the fixed ones leave (and the full height).
 */
export const rowZooms = (
  frames: readonly { outer: Size; zoom: number | 'fit' }[],
  area: Size,
  gap: number,
): number[] => {
  const fitting = frames.filter((f) => f.zoom === 'fit').map((f) => f.outer);
  const fixedWidth = frames.reduce(
    (sum, f) => (f.zoom === 'fit' ? sum : sum + f.outer.width * f.zoom + gap),
    0,
  );
  const fit = fitZoom(fitting, { width: area.width - fixedWidth, height: area.height }, gap);
  return frames.map((f) => (f.zoom === 'fit' ? fit : f.zoom));
};
