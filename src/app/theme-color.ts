// The browser's bar colour (`<meta name="theme-color">`) follows the theme's design tokens: the
// red theme's brand fill, the black theme's header. Read from the applied tokens, so a recolour of
// tokens.css needs no second copy here; index.html and the web manifest carry the red theme's
// value for the first paint and the installed app (theme-color.test.ts keeps them equal).
import type { Theme } from '@/stores/preferences-slice';

export const THEME_COLOR_TOKEN: Record<Theme, string> = {
  red: '--color-primary-fill',
  black: '--color-header-bg',
};

/** Sets the meta from the tokens of the theme now on `<html>` (call after setting data-theme). */
export const syncThemeColor = (theme: Theme): void => {
  const value = getComputedStyle(document.documentElement)
    .getPropertyValue(THEME_COLOR_TOKEN[theme])
    .trim();
  if (value) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', value);
};
