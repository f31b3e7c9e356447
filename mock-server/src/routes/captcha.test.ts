// `/code/checkCode.do` (api-contract §7.3): a bare `true`/`false` text body, not an envelope. The
// reference compares with a session attribute nothing sets, so it answers `false` — also for the
// text of a captcha just drawn by getCode.do.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { TOKEN_HEADER } from '../../../src/api/contracts/constants';
import { checkCode, getCode } from '../../../src/api/contracts/endpoints/sms-captcha';
import { loginAs, testServer } from '../testing';

const expectBareFalse = (res: request.Response) => {
  expect(res.status).toBe(200);
  expect(res.type).toBe('text/plain');
  expect(res.text).toBe('false');
  expect(checkCode.data.parse(res.text)).toBe('false');
};

describe('checkCode.do (§7.3)', () => {
  it('answers the bare text false for GET and POST, with or without a code', async () => {
    const server = testServer();
    expectBareFalse(await request(server.app).get(checkCode.path));
    expectBareFalse(
      await request(server.app).get(checkCode.path).query({ code: 'abcd', timestamp: '1' }),
    );
    expectBareFalse(
      await request(server.app).post(checkCode.path).type('form').send({ code: 'x' }),
    );
  });

  it('answers false even for the right text of a fresh captcha, logged in or not', async () => {
    const server = testServer();
    const uid = 'check-code-test';
    const image = await request(server.app).get(getCode.path).query({ uid });
    expect(image.status).toBe(200);
    const text = server.store.captchas.get(uid);
    expect(text).toBeTruthy();
    expectBareFalse(await request(server.app).get(checkCode.path).query({ code: text }));
    const token = await loginAs(server, 'verified');
    expectBareFalse(
      await request(server.app)
        .get(checkCode.path)
        .set(TOKEN_HEADER, token)
        .query({ code: text!.toUpperCase() }),
    );
  });

  it('is mounted from its contract entry (not the 404 of unknown routes)', () => {
    const server = testServer();
    expect(server.mounted).toContain(checkCode);
  });
});
