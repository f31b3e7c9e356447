// Chart colours come from CSS custom properties (tokens.css and chart.module.css), never from
// literals here: rise/fall follow the up/down preference (`data-rise` on <html>), the rest follow
// the red/black theme (`data-theme`). ECharts draws on canvas, so the resolved values are read
// with getComputedStyle and re-read when either attribute changes.

export interface ChartPalette {
  rise: string;
  fall: string;
  /** Axis labels. */
  axis: string;
  /** Grid and split lines. */
  grid: string;
  /** Crosshair lines. */
  crosshair: string;
  /** Time-share price line. */
  price: string;
  /** Time-share average-price line. */
  average: string;
  /** One colour per moving average, in order (MA5, MA10, MA20, MA30). */
  ma: readonly string[];
}

/** The custom property behind each palette entry. */
export const PALETTE_VARS = {
  rise: '--color-rise',
  fall: '--color-fall',
  axis: '--color-text-secondary',
  grid: '--color-border',
  crosshair: '--chart-crosshair',
  price: '--chart-price',
  average: '--chart-average',
  ma: ['--chart-ma1', '--chart-ma2', '--chart-ma3', '--chart-ma4'],
} as const;

/** Resolved palette for an element (custom properties inherit, so the chart root is enough). */
export const readPalette = (el: Element): ChartPalette => {
  const style = getComputedStyle(el);
  const read = (name: string, fallback = ''): string =>
    style.getPropertyValue(name).trim() || fallback;
  // A token missing (tests without CSS) falls back to another token, then to ECharts' default.
  const axis = read(PALETTE_VARS.axis);
  return {
    rise: read(PALETTE_VARS.rise),
    fall: read(PALETTE_VARS.fall),
    axis,
    grid: read(PALETTE_VARS.grid),
    crosshair: read(PALETTE_VARS.crosshair, axis),
    price: read(PALETTE_VARS.price, axis),
    average: read(PALETTE_VARS.average, axis),
    ma: PALETTE_VARS.ma.map((name) => read(name, axis)),
  };
};

export const samePalette = (a: ChartPalette, b: ChartPalette): boolean =>
  a.rise === b.rise &&
  a.fall === b.fall &&
  a.axis === b.axis &&
  a.grid === b.grid &&
  a.crosshair === b.crosshair &&
  a.price === b.price &&
  a.average === b.average &&
  a.ma.length === b.ma.length &&
  a.ma.every((c, i) => c === b.ma[i]);

/** Colour of moving average `i` (cycles when more averages than colours). */
export const maColour = (palette: ChartPalette, i: number): string =>
  palette.ma[i % Math.max(1, palette.ma.length)] ?? palette.axis;

/** Before the first read: ECharts' own defaults apply to empty colours. */
export const EMPTY_PALETTE: ChartPalette = {
  rise: '',
  fall: '',
  axis: '',
  grid: '',
  crosshair: '',
  price: '',
  average: '',
  ma: [],
};

/**
 * Calls `onChange` with the palette now and whenever the theme or the up/down colours switch
 * (attributes on <html>). Returns the unsubscribe function.
 */
export const watchPalette = (
  el: Element,
  onChange: (palette: ChartPalette) => void,
): (() => void) => {
  let current = readPalette(el);
  onChange(current);
  if (typeof MutationObserver === 'undefined') return () => undefined;
  const observer = new MutationObserver(() => {
    const next = readPalette(el);
    if (samePalette(next, current)) return;
    current = next;
    onChange(next);
  });
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme', 'data-rise', 'class', 'style'],
  });
  return () => observer.disconnect();
};
