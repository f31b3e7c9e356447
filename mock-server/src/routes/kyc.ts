// Real-name verification and uploads (api-contract §13.3, §10.7, §11.13 `/user/upload.do`).
// Uploads are multipart (field `upload_file`), kept in memory by `store.uploads` and served back at
// `GET /upload/<key>` so the app can show what it sent. The file is checked by its first bytes, not
// by the declared type: only JPEG, PNG, WebP, GIF and BMP up to 10 MiB are stored.
// Stricter than the reference (issue 17): uploading needs a login (the interceptor no longer
// exempts it), each user has a quota (files and bytes) and all uploads together a ceiling, and the
// returned URL is built from the server's own origin, never from the request's `Host` header.
import type { Express, Request } from 'express';
import busboy from 'busboy';

import { IMAGE_UPLOAD_MAX_BYTES } from '../../../src/api/contracts/constants';
import { authRealName } from '../../../src/api/contracts/endpoints/money';
import { ossToken } from '../../../src/api/contracts/endpoints/site';
import { upload, UPLOAD_FIELD } from '../../../src/api/contracts/endpoints/trading';
import { LIMIT_TEXT } from '../../../src/api/contracts/limit-texts';
import { fail, ok } from '../http/envelope';
import type { Mount } from '../http/mount';
import type { MockStore } from '../store/store';

export const KYC_MESSAGES = {
  submitted: '实名认证中',
  blank: '参数不能为空',
  wrongState: '当前状态不能认证',
  noUser: '请登录！',
} as const;

export const UPLOAD_MESSAGES = {
  noFile: '请选择要上传的图片',
  tooLarge: '上传图片大小不能超过10M!',
  notImage: '仅支持JPG、PNG、WEBP、GIF、BMP格式的图片',
} as const;

/** Where uploaded files are served back. */
export const UPLOAD_PATH = '/upload';

const isBlank = (text: string | undefined): boolean => !text || text.trim() === '';

/** The image type a file really is, from its first bytes; undefined when it is not one we take. */
export const sniffImageType = (bytes: Buffer): string | undefined => {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  if (bytes.length >= 26 && starts(0x42, 0x4d)) return 'image/bmp';
  return undefined;
};

type ReadUpload = { ok: true; bytes: Buffer; contentType: string } | { ok: false; message: string };

/** Reads the first `upload_file` part; never throws, whatever the body is. */
const readUpload = (req: Request): Promise<ReadUpload> =>
  new Promise((resolve) => {
    let done = false;
    const finish = (result: ReadUpload) => {
      if (done) return;
      done = true;
      resolve(result);
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // busboy stops at the limit itself; one byte more tells "exactly 10 MiB" from "over".
        limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES + 1, files: 4, fields: 20, parts: 30 },
      });
    } catch {
      // Not multipart at all (or no boundary).
      finish({ ok: false, message: UPLOAD_MESSAGES.noFile });
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let hasFile = false;
    let isTooLarge = false;
    parser.on('file', (field, stream) => {
      // A truncated body errors the part stream too; the parser's own error answers.
      stream.on('error', () => finish({ ok: false, message: UPLOAD_MESSAGES.noFile }));
      if (field !== UPLOAD_FIELD || hasFile) {
        stream.resume();
        return;
      }
      hasFile = true;
      stream.on('data', (chunk: Buffer) => {
        if (!isTooLarge) chunks.push(chunk);
      });
      stream.on('limit', () => {
        isTooLarge = true;
        chunks.length = 0;
      });
    });
    parser.on('error', () => finish({ ok: false, message: UPLOAD_MESSAGES.noFile }));
    parser.on('close', () => {
      if (!hasFile) return finish({ ok: false, message: UPLOAD_MESSAGES.noFile });
      const size = chunks.reduce((n, c) => n + c.length, 0);
      if (isTooLarge || size > IMAGE_UPLOAD_MAX_BYTES)
        return finish({ ok: false, message: UPLOAD_MESSAGES.tooLarge });
      const bytes = Buffer.concat(chunks);
      if (bytes.length === 0) return finish({ ok: false, message: UPLOAD_MESSAGES.noFile });
      const contentType = sniffImageType(bytes);
      if (!contentType) return finish({ ok: false, message: UPLOAD_MESSAGES.notImage });
      finish({ ok: true, bytes, contentType });
    });
    req.on('error', () => finish({ ok: false, message: UPLOAD_MESSAGES.noFile }));
    req.on('aborted', () => finish({ ok: false, message: UPLOAD_MESSAGES.noFile }));
    req.pipe(parser);
  });

/**
 * The origin upload URLs are built from: the one the server was configured with, else this
 * server's own port on localhost (where it listens by default). Never the `Host` header, which the
 * caller chooses (a URL pointing elsewhere would be stored in the KYC row and shown to the admin).
 */
export const ownOrigin = (req: Request, configured: string | undefined): string =>
  configured?.replace(/\/+$/, '') ?? `http://localhost:${req.socket.localPort ?? ''}`;

/** The quota refusal for a file of `size` bytes (0 = before reading it: no room left at all). */
const overQuota = (s: MockStore, userId: number, size: number): string | undefined => {
  const { uploadsPerUser, uploadsTotalBytes } = s.limits.limits;
  const used = s.uploads.usage(userId);
  const bytes = Math.max(1, size);
  if (used.files >= uploadsPerUser.files) return LIMIT_TEXT.uploadCount;
  if (used.bytes + bytes > uploadsPerUser.bytes) return LIMIT_TEXT.uploadBytes;
  if (s.uploads.totalBytes + bytes > uploadsTotalBytes) return LIMIT_TEXT.uploadFull;
  return undefined;
};

export const kycRoutes = (
  mount: Mount,
  app: Express,
  store: MockStore,
  publicOrigin?: string,
): void => {
  mount(upload, async ({ req, store: s, now, user }) => {
    // The interceptor admitted only a logged-in user (issue 17); the row may have vanished since.
    if (!user) return fail(KYC_MESSAGES.noUser);
    // A user already over the quota is refused before the body is read into memory.
    const early = overQuota(s, user.id, 0);
    if (early) {
      req.resume();
      return fail(early);
    }
    const read = await readUpload(req);
    if (!read.ok) return fail(read.message);
    const refusal = overQuota(s, user.id, read.bytes.length);
    if (refusal) return fail(refusal);
    const stored = s.uploads.put(read.bytes, read.contentType, user.id, now);
    return ok({
      uri: stored.key,
      url: `${ownOrigin(req, publicOrigin)}${UPLOAD_PATH}/${stored.key}`,
    });
  });

  mount(ossToken, ({ req }) =>
    ok({ uri: upload.path, url: `${ownOrigin(req, publicOrigin)}${upload.path}` }),
  );

  mount(authRealName, ({ params, user, store: s }) => {
    const { img3key } = params;
    const [realName, idCard, img1key, img2key] = [
      params.realName,
      params.idCard,
      params.img1key,
      params.img2key,
    ].map((v) => (v ?? '').trim());
    if ([realName, idCard, img1key, img2key].some(isBlank)) return fail(KYC_MESSAGES.blank);
    if (!user) return fail(KYC_MESSAGES.noUser);
    // Only a new account (0) or a rejected one (3) may (re)submit.
    if (user.isActive !== 0 && user.isActive !== 3) return fail(KYC_MESSAGES.wrongState);
    s.tables.users.update(user.id, {
      realName,
      nickName: realName,
      idCard,
      img1Key: img1key,
      img2Key: img2key,
      img3Key: img3key && !isBlank(img3key) ? img3key : null,
      isActive: 1,
    });
    s.changed();
    return ok(undefined, KYC_MESSAGES.submitted);
  });

  app.get(`${UPLOAD_PATH}/:key`, (req, res) => {
    const file = store.uploads.get(req.params.key ?? '');
    if (!file) return void res.status(404).json({ error: `no upload ${req.params.key}` });
    res.set({
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.length),
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
    res.end(file.bytes);
  });
};
