// Uploads (/user/upload.do, served back at /upload/<key>) and real-name verification
// (/user/auth.do, api-contract §13.3).
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { NAMED_USERS } from '../../../fixtures/src/users';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../../src/api/contracts/constants';
import { uploadResult } from '../../../src/api/contracts/models/site';
import { createMockServer } from '../create-app';
import { findUserByPhone } from '../store/users';
import { loginAs, testServer, type TestServer } from '../testing';

import { sniffImageType } from './kyc';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

/** Uploads as the logged-in `fresh` fixture user (a token per server, made on first use). */
const tokens = new WeakMap<TestServer, Promise<string>>();
const tokenOf = (server: TestServer): Promise<string> => {
  const token = tokens.get(server) ?? loginAs(server, 'fresh');
  tokens.set(server, token);
  return token;
};
const uploadFile = async (
  server: TestServer,
  bytes: Buffer,
  name = 'id.png',
  field = 'upload_file',
) =>
  request(server.app)
    .post('/user/upload.do')
    .set('USERTOKEN', await tokenOf(server))
    .attach(field, bytes, name);

const auth = (server: TestServer, token: string, form: Record<string, string>) =>
  request(server.app).post('/user/auth.do').set('USERTOKEN', token).type('form').send(form);

const FORM = {
  realName: '李小明',
  idCard: '11010119900307123X',
  img1key: 'http://x/upload/a.png',
  img2key: 'http://x/upload/b.png',
};

describe('sniffImageType', () => {
  it('knows JPEG, PNG, GIF, WebP and BMP by their first bytes, nothing else', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('GIF89a......'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(Buffer.concat([Buffer.from('BM'), Buffer.alloc(40)]))).toBe('image/bmp');
    expect(
      sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeUndefined();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeUndefined();
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('/user/upload.do', () => {
  it('stores an image of a logged-in user and serves it back at the returned url', async () => {
    const server = testServer();
    const res = await uploadFile(server, PNG);
    expect(res.body).toMatchObject({ status: 0 });
    const data = uploadResult.parse((res.body as { data: unknown }).data);
    expect(data.url).toMatch(/^http:\/\/localhost:\d+\/upload\/[0-9a-f-]+\.png$/);
    const path = new URL(data.url).pathname;
    const back = await request(server.app).get(path);
    expect(back.status).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(back.body as Buffer, PNG)).toBe(0);
  });

  it('records the owner when a live token comes along', async () => {
    const server = testServer();
    const token = await loginAs(server, 'fresh');
    const res = await request(server.app)
      .post('/user/upload.do')
      .set('USERTOKEN', token)
      .attach('upload_file', JPEG, 'photo.jpg');
    const uri = (res.body as { data: { uri: string } }).data.uri;
    expect(server.store.uploads.get(uri)?.userId).toBe(
      findUserByPhone(server.store, NAMED_USERS.fresh.phone)?.id,
    );
    expect(server.store.uploads.get(uri)?.contentType).toBe('image/jpeg');
  });

  // Issue 17 #7: ten anonymous 10 MiB uploads raised the mock's memory by ~90 MB.
  it('refuses an upload without a live login, before storing anything', async () => {
    const server = testServer();
    for (const token of [undefined, 'USERnot-a-session']) {
      const req = request(server.app).post('/user/upload.do');
      if (token) void req.set('USERTOKEN', token);
      const res = await req.attach('upload_file', PNG, 'id.png');
      expect(res.body).toEqual({ success: false, msg: '請先登錄，無權限訪問user' });
    }
    expect(server.store.uploads.totalBytes).toBe(0);
  });

  it('builds the url from its own origin, never from the Host header', async () => {
    const server = testServer();
    const res = await request(server.app)
      .post('/user/upload.do')
      .set('USERTOKEN', await tokenOf(server))
      // A loopback name (another one is refused outright: http/host-check.ts), not its own.
      .set('Host', 'evil.localhost')
      .set('X-Forwarded-Host', 'evil.example')
      .attach('upload_file', PNG, 'id.png');
    const { url } = uploadResult.parse((res.body as { data: unknown }).data);
    expect(url).toMatch(/^http:\/\/localhost:\d+\/upload\//);
    const oss = await request(server.app).post('/api/oss/token.do').set('Host', 'evil.localhost');
    expect(JSON.stringify(oss.body)).not.toContain('evil');
  });

  it('uses the configured public origin when there is one', async () => {
    const server = createMockServer({
      publicOrigin: 'http://192.168.1.5:8091/',
      isControlOpenForInProcessTests: true,
      log: () => undefined,
    });
    const token = await loginAs(server, 'fresh');
    const res = await request(server.app)
      .post('/user/upload.do')
      .set('USERTOKEN', token)
      .attach('upload_file', PNG, 'id.png');
    expect((res.body as { data: { url: string } }).data.url).toMatch(
      /^http:\/\/192\.168\.1\.5:8091\/upload\/[0-9a-f-]+\.png$/,
    );
  });

  it('keeps a quota per user: files, then bytes, each with its own message', async () => {
    const server = testServer();
    server.store.limits.configure({ uploadsPerUser: { files: 3, bytes: 1_000 } });
    for (let i = 0; i < 3; i++) {
      expect((await uploadFile(server, PNG)).body).toMatchObject({ status: 0 });
    }
    expect((await uploadFile(server, PNG)).body).toEqual({
      status: 1,
      msg: '上传图片数量已达上限',
    });
    // Another user has a quota of their own; a file that would pass the byte quota is refused.
    const other = await loginAs(server, 'verified');
    const big = Buffer.concat([JPEG, Buffer.alloc(1_000)]);
    const res = await request(server.app)
      .post('/user/upload.do')
      .set('USERTOKEN', other)
      .attach('upload_file', big, 'big.jpg');
    expect(res.body).toEqual({ status: 1, msg: '上传图片总大小已达上限' });
    expect(server.store.uploads.totalBytes).toBe(3 * PNG.length);
  });

  it('stops at a ceiling for all users together', async () => {
    const server = testServer();
    server.store.limits.configure({ uploadsTotalBytes: PNG.length * 2 });
    expect((await uploadFile(server, PNG)).body).toMatchObject({ status: 0 });
    expect((await uploadFile(server, PNG)).body).toMatchObject({ status: 0 });
    expect((await uploadFile(server, PNG)).body).toEqual({
      status: 1,
      msg: '服务器存储空间已满，请稍后再试',
    });
  });

  it('judges the bytes, not the declared name or type', async () => {
    const server = testServer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>');
    for (const [bytes, name] of [
      [svg, 'id.png'],
      [Buffer.from('plain text'), 'id.jpg'],
      [Buffer.from('%PDF-1.4 ...'), 'id.pdf'],
    ] as const) {
      expect((await uploadFile(server, bytes, name)).body).toEqual({
        status: 1,
        msg: '仅支持JPG、PNG、WEBP、GIF、BMP格式的图片',
      });
    }
    // A PNG named .txt is still a PNG.
    expect((await uploadFile(server, PNG, 'notes.txt')).body).toMatchObject({ status: 0 });
  });

  it('over 10 MiB → 上传图片大小不能超过10M!, exactly 10 MiB is fine', async () => {
    const server = testServer();
    const big = Buffer.concat([JPEG, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1 - JPEG.length)]);
    expect((await uploadFile(server, big)).body).toEqual({
      status: 1,
      msg: '上传图片大小不能超过10M!',
    });
    const edge = Buffer.concat([JPEG, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES - JPEG.length)]);
    expect((await uploadFile(server, edge)).body).toMatchObject({ status: 0 });
  });

  it('no file, an empty file, another field or a junk body → 请选择要上传的图片, never a crash', async () => {
    const server = testServer();
    const noFile = { status: 1, msg: '请选择要上传的图片' };
    expect((await uploadFile(server, PNG, 'a.png', 'file')).body).toEqual(noFile);
    expect((await uploadFile(server, Buffer.alloc(0))).body).toEqual(noFile);
    const token = await tokenOf(server);
    const post = () => request(server.app).post('/user/upload.do').set('USERTOKEN', token);
    expect((await post()).body).toEqual(noFile);
    expect((await post().type('form').send({ upload_file: 'x' })).body).toEqual(noFile);
    expect(
      (await post().set('Content-Type', 'multipart/form-data').send('no boundary here')).body,
    ).toEqual(noFile);
    expect(
      (
        await post()
          .set('Content-Type', 'multipart/form-data; boundary=XYZ')
          .send(
            '--XYZ\r\nContent-Disposition: form-data; name="upload_file"; filename="a"\r\n\r\nabc',
          )
      ).body,
    ).toMatchObject({ status: 1 });
    expect(server.logged.filter((l) => /exception|error/i.test(l))).toEqual([]);
  });

  it('an unknown upload key is a 404', async () => {
    const res = await request(testServer().app).get('/upload/nope.png');
    expect(res.status).toBe(404);
  });
});

describe('/api/oss/token.do', () => {
  it('answers where uploads go', async () => {
    const res = await request(testServer().app).post('/api/oss/token.do');
    expect(res.body).toMatchObject({
      status: 0,
      data: {
        uri: '/user/upload.do',
        url: expect.stringMatching(/\/user\/upload\.do$/) as unknown,
      },
    });
  });
});

describe('/user/auth.do', () => {
  it('a fresh user submits: 实名认证中, in review (isActive 1), nickName follows the name', async () => {
    const server = testServer();
    const token = await loginAs(server, 'fresh');
    const res = await auth(server, token, { ...FORM, realName: ' 李小明 ' });
    expect(res.body).toEqual({ status: 0, msg: '实名认证中' });
    const user = findUserByPhone(server.store, NAMED_USERS.fresh.phone);
    expect(user).toMatchObject({
      realName: '李小明',
      nickName: '李小明',
      idCard: FORM.idCard,
      img1Key: FORM.img1key,
      img2Key: FORM.img2key,
      img3Key: null,
      isActive: 1,
      isLock: 1,
    });
  });

  it('a rejected user may resubmit', async () => {
    const server = testServer();
    const token = await loginAs(server, 'kycRejected');
    expect((await auth(server, token, FORM)).body).toEqual({ status: 0, msg: '实名认证中' });
    expect(findUserByPhone(server.store, NAMED_USERS.kycRejected.phone)?.isActive).toBe(1);
  });

  it('in review or verified → 当前状态不能认证, nothing changes', async () => {
    const server = testServer();
    for (const key of ['kycReview', 'verified'] as const) {
      const before = structuredClone(findUserByPhone(server.store, NAMED_USERS[key].phone));
      const token = await loginAs(server, key);
      expect((await auth(server, token, FORM)).body).toEqual({
        status: 1,
        msg: '当前状态不能认证',
      });
      expect(findUserByPhone(server.store, NAMED_USERS[key].phone)).toEqual(before);
    }
  });

  it('a blank field → 参数不能为空; a missing one → HTTP 400', async () => {
    const server = testServer();
    const token = await loginAs(server, 'fresh');
    for (const field of ['realName', 'idCard', 'img1key', 'img2key'] as const) {
      expect((await auth(server, token, { ...FORM, [field]: '  ' })).body).toEqual({
        status: 1,
        msg: '参数不能为空',
      });
      const rest: Record<string, string> = { ...FORM };
      delete rest[field];
      expect((await auth(server, token, rest)).status).toBe(400);
    }
    expect(findUserByPhone(server.store, NAMED_USERS.fresh.phone)?.isActive).toBe(0);
  });

  it('without a session → the interceptor reply', async () => {
    const res = await request(testServer().app).post('/user/auth.do').type('form').send(FORM);
    expect(res.body).toEqual({ success: false, msg: '請先登錄，無權限訪問user' });
  });
});
