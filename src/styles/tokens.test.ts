// Every text/background pair of the design tokens reads at WCAG AA (4.5:1) in both themes and
// both rise conventions: computed from tokens.css, so a colour picked too light fails here before
// axe finds it on a page (issue 24).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { contrast, over, parseColour, resolveTokens, type Rgb } from './contrast';

const CSS = readFileSync(join(process.cwd(), 'src/styles/tokens.css'), 'utf8');
const AA = 4.5;

/** The page backgrounds text sits on. */
const SURFACES = ['bg', 'bg-subtle', 'panel', 'header-bg'];

/** [text, background, painted under it] — a background may be translucent over a surface. */
const PAIRS: [string, string, string?][] = [
  ...SURFACES.flatMap((s): [string, string][] => [
    ['text', s],
    ['text-secondary', s],
    ['primary', s],
    ['accent', s],
    ['rise', s],
    ['fall', s],
  ]),
  ['text-secondary', 'tabbar-bg'],
  ['tab-inactive', 'tabbar-bg'],
  ['primary', 'tabbar-bg'],
  ['primary-contrast', 'primary-fill'],
  ['primary-contrast', 'neutral-fill'],
  ['primary-contrast', 'rise-fill'],
  ['primary-contrast', 'fall-fill'],
  ['notice-text', 'notice-bg'],
  // The tinted rise/fall tiles, over the page and over a panel.
  ['rise', 'rise-bg', 'bg'],
  ['rise', 'rise-bg', 'panel'],
  ['fall', 'fall-bg', 'bg'],
  ['fall', 'fall-bg', 'panel'],
  ['text', 'rise-bg', 'panel'],
  ['text', 'fall-bg', 'panel'],
  // `name@a`: the colour at alpha a — chips and badges tinted with their own colour (12 % and
  // 14 % in the stylesheets), captions at 85 % white on a filled header.
  ['primary', 'primary@0.12', 'bg'],
  ['primary', 'primary@0.12', 'panel'],
  ['accent', 'accent@0.14', 'bg'],
  ['accent', 'accent@0.14', 'panel'],
  ['primary-contrast@0.84', 'primary-fill'],
];

const STATES = ['red', 'black'].flatMap((theme) =>
  ['red-up', 'green-up'].map((rise) => ({ 'data-theme': theme, 'data-rise': rise })),
);

describe('contrast of the design tokens', () => {
  it('measures as WCAG does', () => {
    const white: Rgb = [255, 255, 255];
    expect(contrast(white, [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrast([118, 118, 118], white)).toBeCloseTo(4.54, 2);
    expect(over(parseColour('rgb(0 0 0 / 0.5)'), white)).toEqual([127.5, 127.5, 127.5]);
    expect(parseColour('#fA0').rgb).toEqual([255, 170, 0]);
  });

  it.each(STATES)('every text colour reads at 4.5:1 on its backgrounds, %o', (state) => {
    const tokens = resolveTokens(CSS, state);
    const colour = (spec: string) => {
      const [name, alpha] = spec.split('@');
      const value = tokens.get(`--color-${name}`);
      if (!value) throw new Error(`no token --color-${name} in ${JSON.stringify(state)}`);
      const paint = parseColour(value);
      return alpha ? { ...paint, alpha: Number(alpha) } : paint;
    };
    const failing = PAIRS.flatMap(([text, background, under]) => {
      const below = under ? over(colour(background), colour(under).rgb) : colour(background).rgb;
      const ratio = contrast(over(colour(text), below), below);
      return ratio < AA
        ? [`${text} on ${background}${under ? ` over ${under}` : ''}: ${ratio.toFixed(2)}`]
        : [];
    });
    expect(failing).toEqual([]);
  });

  it.each(STATES)('the focus ring stands out at 3:1 from the page, %o', (state) => {
    const tokens = resolveTokens(CSS, state);
    const ring = parseColour(tokens.get('--color-focus')!).rgb;
    for (const surface of SURFACES) {
      const below = parseColour(tokens.get(`--color-${surface}`)!).rgb;
      expect(contrast(ring, below), surface).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps each theme its own: the black theme is dark, the red theme light', () => {
    const lightness = (state: (typeof STATES)[number]) =>
      parseColour(resolveTokens(CSS, state).get('--color-bg')!).rgb[0];
    expect(lightness(STATES[0]!)).toBeGreaterThan(200);
    expect(lightness(STATES[2]!)).toBeLessThan(60);
  });
});
