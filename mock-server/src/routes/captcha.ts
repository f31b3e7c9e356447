// The image captcha (api-contract §7.2, §7.3). `/code/**` is public.
import { checkCode, getCode } from '../../../src/api/contracts/endpoints/sms-captcha';
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

  // §7.3: the reference compares `code` with the HTTP-session attribute KAPTCHA_SESSION_KEY, which
  // nothing sets (getCode.do keeps its text under `code_<uid>`, and checkCode.do takes no uid), so
  // its bare answer is always `false` — also for the right text of a fresh captcha. The mock keeps
  // that: a captcha is checked where it is used (reg.do), never here.
  mount(checkCode, ({ res }) => {
    res.set('Cache-Control', 'no-store');
    res.type('text/plain').send('false');
  });
};
