// What the journal shows of real calls: passwords, funds passwords, tokens, ID and card numbers
// masked in parameters and replies (support keeps the last 4 digits); `?raw=1` shows them as they
// were, for the token holder.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { NAMED_USERS } from '../../../fixtures/src/users';
import { loginAs, testServer, type TestServer } from '../testing';

import { rawView, type JournalEntry } from './journal';
import { MASK, maskReplyText, maskRow } from './secret-mask';

const { phone, password } = NAMED_USERS.verified;
const FUNDS_PASSWORD = '123456';

const journalOf = async (server: TestServer, query = '') =>
  (
    (await request(server.app).get(`/__harness/journal${query}`)).body as {
      entries: JournalEntry[];
    }
  ).entries;

const entryFor = (entries: JournalEntry[], path: string): JournalEntry => {
  const entry = entries.find((e) => e.path === path);
  if (!entry) throw new Error(`no journal entry for ${path}`);
  return entry;
};

/** Logs in, sets and reads the funds password, reads user and bank info. */
const traffic = async (server: TestServer) => {
  const login = await request(server.app)
    .post('/api/user/login.do')
    .type('form')
    .send({ phone, userPwd: password });
  const token = (login.body as { data: { token: string } }).data.token;
  const as = (path: string, form: Record<string, string> = {}) =>
    request(server.app).post(path).set('USERTOKEN', token).type('form').send(form);
  await as('/user/insertWithPwd.do', { withPwd: FUNDS_PASSWORD });
  await as('/user/findIdWithPwd.do');
  const info = await as('/user/getUserInfo.do');
  const bank = await as('/user/bank/getBankInfo.do');
  await as('/user/buyStockDz.do', { stockCode: '600519', password: 'dz-key-9876', num: '100' });
  await as('/user/updatePwd.do', { oldPwd: password, newPwd: 'n3w-Passw0rd' });
  return {
    token,
    idCard: (info.body as { data: { idCard: string } }).data.idCard,
    bankNo: (bank.body as { data?: { bankNo?: string } | null }).data?.bankNo,
  };
};

describe('journal masking', () => {
  it('hides secrets in what was sent and what came back, everywhere it lists them', async () => {
    const server = testServer();
    const { token, idCard, bankNo } = await traffic(server);
    expect(idCard).toMatch(/^\d{17}[\dX]$/);
    const entries = await journalOf(server);
    const text = JSON.stringify(entries);
    for (const secret of [password, token, idCard, FUNDS_PASSWORD, 'dz-key-9876', 'n3w-Passw0rd']) {
      expect(text).not.toContain(secret);
    }
    if (bankNo) expect(text).not.toContain(bankNo);

    const login = entryFor(entries, '/api/user/login.do');
    expect(login.params).toEqual({ phone, userPwd: MASK });
    // The token's last 4 characters tell sessions apart.
    expect(login.body).toContain(`"token":"${MASK}${token.slice(-4)}"`);
    expect(login.body).toContain('"key":"USERTOKEN"');
    expect(entryFor(entries, '/user/insertWithPwd.do').params).toEqual({ withPwd: MASK });
    expect(entryFor(entries, '/user/findIdWithPwd.do').body).toContain(`"msg":"${MASK}"`);
    expect(entryFor(entries, '/user/getUserInfo.do').body).toContain(
      `"idCard":"${MASK}${idCard.slice(-4)}"`,
    );
    expect(entryFor(entries, '/user/buyStockDz.do').params).toMatchObject({
      password: MASK,
      num: '100',
    });
    expect(entryFor(entries, '/user/updatePwd.do').params).toEqual({ oldPwd: MASK, newPwd: MASK });
  });

  it('the live stream is masked too, raw only when asked', async () => {
    const server = testServer();
    // What the SSE stream writes: each entry as JSON at the moment it is recorded.
    const lines: string[] = [];
    const rawLines: string[] = [];
    const stop = server.harness.journal.subscribe((entry) => {
      lines.push(JSON.stringify(entry));
      rawLines.push(JSON.stringify(rawView(entry)));
    });
    const token = await loginAs(server, 'verified');
    stop();
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(password);
    expect(lines[0]).not.toContain(token);
    expect(rawLines[0]).toContain(token);
    expect(rawLines[0]).toContain(password);
  });

  it('raw=1 gives the token holder what was really sent and answered', async () => {
    const server = testServer();
    const { token, idCard } = await traffic(server);
    const raw = await journalOf(server, '?raw=1');
    expect(entryFor(raw, '/api/user/login.do').params).toEqual({ phone, userPwd: password });
    expect(entryFor(raw, '/api/user/login.do').body).toContain(token);
    expect(entryFor(raw, '/user/insertWithPwd.do').params).toEqual({ withPwd: FUNDS_PASSWORD });
    expect(entryFor(raw, '/user/getUserInfo.do').body).toContain(idCard);
    // Asking for raw values does not unmask the journal for the next reader.
    expect(JSON.stringify(await journalOf(server))).not.toContain(token);
    expect((await request(server.app).get('/__harness/journal?raw=yes')).status).toBe(400);
  });
});

describe('masks', () => {
  it('keep what support needs: set or not, and the last 4 of cards, ID numbers and tokens', () => {
    expect(
      maskRow({
        userPwd: 'scrypt$1024$8$1$abc',
        withPwd: '845629',
        withdrawalPwd: null,
        idCard: '110101197512045683',
        bankNo: '9479851848208366125',
        password: '884509',
        nested: [{ bankNo: 6222020202020202 }],
        phone: '13800000007',
      }),
    ).toEqual({
      userPwd: MASK,
      withPwd: MASK,
      withdrawalPwd: null,
      idCard: `${MASK}5683`,
      bankNo: `${MASK}6125`,
      password: MASK,
      nested: [{ bankNo: `${MASK}0202` }],
      phone: '13800000007',
    });
  });

  it('work on a reply cut off mid-document and leave a failure message alone', () => {
    const cut = '{"status":0,"data":{"idCard":"110101197512045683","bankNo":"94798518482083';
    expect(maskReplyText('/user/getUserInfo.do', cut)).toBe(
      `{"status":0,"data":{"idCard":"${MASK}5683","bankNo":"${MASK}"`,
    );
    expect(maskReplyText('/user/findIdWithPwd.do', '{"status":1,"msg":"请设置提现密码！"}')).toBe(
      '{"status":1,"msg":"请设置提现密码！"}',
    );
    expect(maskReplyText('/user/findIdWithPwd.do', '{"status":0,"msg":"845629"}')).toBe(
      `{"status":0,"msg":"${MASK}"}`,
    );
  });

  it('mask a token carried in a link or a hidden form field (the payment station, ADR 0025)', () => {
    const reply =
      '{"status":0,"data":{"payUrl":"http://x/pay-station/7?token=abcdefghij1234&lang=en"}}';
    expect(maskReplyText('/user/pay/flyPay.do', reply)).toBe(
      `{"status":0,"data":{"payUrl":"http://x/pay-station/7?token=${MASK}1234&lang=en"}}`,
    );
    const page = '<input type="hidden" name="token" value="abcdefghij5678">';
    expect(maskReplyText('/pay-station/7', page)).toBe(
      `<input type="hidden" name="token" value="${MASK}5678">`,
    );
  });
});
