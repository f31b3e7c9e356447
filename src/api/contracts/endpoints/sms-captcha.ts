// SMS codes and the image captcha (api-contract §7).
import { z } from 'zod/mini';

import { defineEndpoint } from '../endpoint';

/** Registration SMS; this backend's reg.do checks the image captcha instead (§7.1 note). */
export const sendRegSms = defineEndpoint({
  path: '/api/sms/sendRegSms.do',
  accepts: 'any',
  uses: 'GET',
  auth: 'public',
  params: z.object({ phoneNum: z.string() }),
  // Absent → HTTP 400; blank → "发送失败，手机号不能为空".
  required400: ['phoneNum'],
  data: z.unknown(),
  reply: 'envelope',
  section: '7.1',
  origin: 'reference',
});

export const sendForgetSms = defineEndpoint({
  path: '/api/sms/sendForgetSms.do',
  accepts: 'any',
  uses: 'GET',
  auth: 'public',
  params: z.object({ phoneNum: z.string() }),
  required400: ['phoneNum'],
  data: z.unknown(),
  reply: 'envelope',
  section: '7.1',
  origin: 'reference',
});

/** JPEG captcha, used as `<img src>`; the text lives 300 s under `code_<uid>`. */
export const getCode = defineEndpoint({
  path: '/code/getCode.do',
  accepts: 'any',
  uses: 'GET',
  auth: 'public',
  params: z.object({ uid: z.string() }),
  required400: ['uid'],
  // The body is the image itself; there is no envelope to parse.
  data: z.unknown(),
  reply: 'image',
  section: '7.2',
  origin: 'reference',
});

/** Bare text `true`/`false` (not an envelope); effectively always `false` in the reference. */
export const checkCode = defineEndpoint({
  path: '/code/checkCode.do',
  accepts: 'any',
  uses: 'GET',
  auth: 'public',
  params: z.object({ code: z.optional(z.string()), timestamp: z.optional(z.string()) }),
  required400: [],
  data: z.enum(['true', 'false']),
  reply: 'text',
  section: '7.3',
  origin: 'reference',
});
