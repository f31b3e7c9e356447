// The image captcha (api-contract §7.2). `/code/**` is public.
import { getCode } from '../../../src/api/contracts/endpoints/sms-captcha';
import { captchaSvg, randomCaptchaText } from '../domain/captcha-image';
import type { Mount } from '../http/mount';

export const captchaRoutes = (mount: Mount): void => {
  // The reference answers a Kaptcha JPEG; an SVG serves the same purpose (`<img src>`).
  mount(getCode, ({ params, res, store }) => {
    const text = randomCaptchaText();
    store.captchas.set(params.uid ?? '', text);
    res.set('Cache-Control', 'no-store, no-cache, must-revalidate');
    res.type('image/svg+xml').send(captchaSvg(text));
  });
};
