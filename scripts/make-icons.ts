// Draws the app's install icons once: `npx tsx scripts/make-icons.ts` writes public/icons/*.svg
// and rasterises each to PNG in Debian's Chromium (never a downloaded browser). The drawing is the
// skeleton's logo (index.html, public/favicon.svg): a red tile with a white rising line. The
// PNGs are committed; run again only when the drawing changes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { chromium } from '@playwright/test';

const OUT = 'public/icons';
const RED = '#f44336';
const LINE = 'M12 44l12-14 9 8 17-20';

/** The logo on a 64-unit canvas; `scale` shrinks the line toward the centre (maskable safe zone). */
const logo = ({ radius, scale }: { radius: number; scale: number }): string => {
  const shift = (64 * (1 - scale)) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="${radius}" fill="${RED}"/>` +
    `<path transform="translate(${shift} ${shift}) scale(${scale})" d="${LINE}" fill="none" ` +
    `stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></svg>`
  );
};

// "any" icons keep the favicon's rounded tile; the maskable one and Apple's fill the square (the
// platform cuts its own shape) with the line inside the central 80 % circle.
const ICONS = [
  { name: 'icon', svg: logo({ radius: 14, scale: 1 }), pngs: { 'icon-192': 192, 'icon-512': 512 } },
  {
    name: 'icon-maskable',
    svg: logo({ radius: 0, scale: 0.72 }),
    pngs: { 'icon-maskable-512': 512 },
  },
  {
    name: 'apple-touch-icon',
    svg: logo({ radius: 0, scale: 0.84 }),
    pngs: { 'apple-touch-icon': 180 },
  },
];

const main = async (): Promise<void> => {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    for (const icon of ICONS) {
      writeFileSync(join(OUT, `${icon.name}.svg`), `${icon.svg}\n`);
      for (const [file, size] of Object.entries(icon.pngs)) {
        await page.setViewportSize({ width: size, height: size });
        const img = `<img src="data:image/svg+xml,${encodeURIComponent(icon.svg)}" width="${size}" height="${size}">`;
        await page.setContent(
          `<html><body style="margin:0;background:transparent">${img}</body></html>`,
        );
        await page.locator('img').evaluate((el) => (el as { decode(): Promise<void> }).decode());
        await page.screenshot({ path: join(OUT, `${file}.png`), omitBackground: true });
        console.log(`${OUT}/${file}.png`);
      }
    }
  } finally {
    await browser.close();
  }
};

void main();
