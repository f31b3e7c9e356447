// Bars for the transforms-*.test.ts files: Beijing wall-clock instants and simple daily bars.
import type { Bar } from './transforms-bars';

/** Beijing wall-clock time → epoch ms. */
export const bj = (iso: string): number => Date.parse(`${iso}+08:00`);
const DAY = 86_400_000;

export const bar = (t: number, c: number, extra: Partial<Bar> = {}): Bar => ({
  t,
  o: c,
  h: c,
  l: c,
  c,
  v: 100,
  ...extra,
});

/** n daily bars from 2026-01-01 with closes 1, 2, 3 … */
export const days = (n: number, from = 0): Bar[] =>
  Array.from({ length: n }, (_, i) =>
    bar(bj('2026-01-01T00:00:00') + (from + i) * DAY, from + i + 1),
  );
