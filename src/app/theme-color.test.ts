// The browser bar is the theme's colour from tokens.css: switching theme repaints it, and the
// first paint (index.html) and the installed app (web manifest) use the red theme's token, so a
// recolour of the tokens that forgets them fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { resolveTokens } from '@/styles/contrast';

import { syncThemeColor, THEME_COLOR_TOKEN } from './theme-color';

const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8');
const CSS = read('src/styles/tokens.css');
const tokenOf = (theme: 'red' | 'black') =>
  resolveTokens(CSS, { 'data-theme': theme, 'data-rise': 'red-up' }).get(THEME_COLOR_TOKEN[theme]);

const meta = () => document.querySelector('meta[name="theme-color"]')!.getAttribute('content');

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = CSS;
  document.head.append(style);
  const tag = document.createElement('meta');
  tag.name = 'theme-color';
  tag.content = '#000000';
  document.head.append(tag);
});

afterEach(() => delete document.documentElement.dataset.theme);

describe('theme colour', () => {
  it.each(['red', 'black'] as const)('the %s theme paints the bar with its token', (theme) => {
    document.documentElement.dataset.theme = theme;
    syncThemeColor(theme);
    expect(meta()).toBe(tokenOf(theme));
  });

  it('the two themes give the bar different colours', () => {
    expect(tokenOf('red')).toMatch(/^#[0-9a-f]{6}$/i);
    expect(tokenOf('black')).toMatch(/^#[0-9a-f]{6}$/i);
    expect(tokenOf('red')).not.toBe(tokenOf('black'));
  });

  it('index.html and the web manifest start with the red theme token', () => {
    const html = /<meta name="theme-color" content="([^"]+)"/.exec(read('index.html'))?.[1];
    const manifest = /THEME_COLOR = '([^']+)'/.exec(read('scripts/vite-pwa.ts'))?.[1];
    expect(html).toBe(tokenOf('red'));
    expect(manifest).toBe(tokenOf('red'));
  });
});
