// WCAG 2.x contrast of CSS colours (hex, rgb() with alpha), and reading the design tokens of
// tokens.css as a theme resolves them, so a test can check every text/background pair.

export type Rgb = readonly [number, number, number];

/** A colour with its alpha (1 = opaque). */
export interface Paint {
  rgb: Rgb;
  alpha: number;
}

export const parseColour = (text: string): Paint => {
  const value = text.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    const rgb = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
    return { rgb, alpha: 1 };
  }
  const fn = /^rgba?\(([^)]+)\)$/.exec(value);
  if (fn) {
    const parts = fn[1]!.split(/[\s,/]+/).filter(Boolean);
    const [r, g, b] = parts.slice(0, 3).map(Number) as [number, number, number];
    const a =
      parts[3] === undefined
        ? 1
        : Number(parts[3].replace('%', '')) / (parts[3].endsWith('%') ? 100 : 1);
    return { rgb: [r, g, b], alpha: a };
  }
  throw new Error(`not a colour: ${text}`);
};

/** `top` painted over the opaque `below`. */
export const over = (top: Paint, below: Rgb): Rgb =>
  top.rgb.map((c, i) => c * top.alpha + below[i]! * (1 - top.alpha)) as unknown as Rgb;

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

export const luminance = ([r, g, b]: Rgb): number =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

export const contrast = (a: Rgb, b: Rgb): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** The root attributes a token block can depend on. */
export interface RootState {
  'data-theme': string;
  'data-rise': string;
}

interface Block {
  selectors: string[];
  declarations: Map<string, string>;
}

const blocksOf = (css: string): Block[] =>
  [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)].map((m) => ({
    selectors: m[1]!.split(',').map((s) => s.trim()),
    declarations: new Map(
      [...m[2]!.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((d) => [d[1]!, d[2]!.trim()]),
    ),
  }));

/** How many attributes a `:root[…]` selector asks for, or -1 when `state` does not match it. */
const matchOf = (selector: string, state: RootState): number => {
  if (!selector.startsWith(':root')) return -1;
  const wanted = [...selector.matchAll(/\[([\w-]+)='([^']*)'\]/g)];
  const ok = wanted.every(([, name, value]) => state[name as keyof RootState] === value);
  return ok ? wanted.length : -1;
};

/** The custom properties on `<html>` in `state`: cascade by specificity, then source order. */
export const resolveTokens = (css: string, state: RootState): Map<string, string> => {
  const applied = blocksOf(css)
    .map((block, order) => ({
      block,
      order,
      rank: Math.max(...block.selectors.map((s) => matchOf(s, state))),
    }))
    .filter((b) => b.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.order - b.order);
  const raw = new Map<string, string>();
  for (const { block } of applied) block.declarations.forEach((v, k) => raw.set(k, v));
  const resolve = (value: string, depth = 0): string =>
    depth > 10
      ? value
      : value.replace(/var\((--[\w-]+)\)/g, (_, name: string) =>
          resolve(raw.get(name) ?? '', depth + 1),
        );
  return new Map([...raw].map(([k, v]) => [k, resolve(v)]));
};
