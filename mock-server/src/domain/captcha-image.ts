// The image captcha. The reference serves a Kaptcha JPEG; the mock draws an SVG (image/svg+xml)
// with the same role: 4 characters over noise, readable by a person, not meant to be OCR-proof.
import { randomInt } from 'node:crypto';

/** No 0/o, 1/l/i: easy to read back. */
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
export const CAPTCHA_LENGTH = 4;

export const randomCaptchaText = (): string =>
  Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const WIDTH = 120;
const HEIGHT = 40;

const colour = () => `hsl(${randomInt(360)},60%,${randomInt(25, 55)}%)`;

export const captchaSvg = (text: string): string => {
  const noise = Array.from(
    { length: 6 },
    () =>
      `<line x1="${randomInt(WIDTH)}" y1="${randomInt(HEIGHT)}" x2="${randomInt(WIDTH)}" y2="${randomInt(HEIGHT)}" stroke="${colour()}" stroke-width="1"/>`,
  ).join('');
  const dots = Array.from(
    { length: 30 },
    () => `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="1" fill="${colour()}"/>`,
  ).join('');
  const step = WIDTH / (text.length + 1);
  const glyphs = [...text]
    .map((ch, i) => {
      const x = Math.round(step * (i + 1));
      const y = 28 + randomInt(-4, 5);
      return `<text x="${x}" y="${y}" transform="rotate(${randomInt(-25, 26)} ${x} ${y})" font-family="monospace" font-size="26" font-weight="700" text-anchor="middle" fill="${colour()}">${ch}</text>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f4f4"/>${noise}${dots}${glyphs}</svg>`
  );
};
