// The deposit channels the money pages read (api-contract §10.3): a company-transfer channel with
// its payee, an Alipay QR channel and the `/btc` digital-asset channel (ours, ctype 3).
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';

import { PayChannelType } from '../../../src/api/contracts/codes';
import { sitePay, type SitePay } from '../../../src/api/contracts/models/site';
import { testServer } from '../testing';

const listed = async (): Promise<SitePay[]> => {
  const res = await request(testServer().app).post('/api/site/getPayInfo.do');
  return z.array(sitePay).parse((res.body as { data: unknown }).data);
};

const ofType = (pays: SitePay[], ctype: number) => pays.find((p) => p.ctype === ctype);

describe('deposit channels (getPayInfo.do)', () => {
  it('offer a company transfer with payee name, bank and account', async () => {
    expect(ofType(await listed(), PayChannelType.COMPANY_TRANSFER)).toMatchObject({
      channelName: expect.stringMatching(/\S/) as unknown,
      channelType: expect.stringMatching(/银行/) as unknown,
      channelAccount: expect.stringMatching(/^\d{19}$/) as unknown,
      channelMinLimit: 1000,
      confirmations: null,
    });
  });

  it('offer an Alipay channel with a QR image', async () => {
    const qr = ofType(await listed(), PayChannelType.ALIPAY);
    // An image on the upload server (a server without --public-origin answers the path alone).
    expect(qr?.channelImg).toMatch(/^\/upload\/pay\/qr-\d+\.svg$/);
    expect(qr?.channelAccount).toMatch(/^1\d{10}$/);
  });

  it('offer the digital-asset channel: network, address, QR, limits, confirmations', async () => {
    const asset = ofType(await listed(), PayChannelType.DIGITAL_ASSET);
    expect(asset).toMatchObject({
      channelType: 'USDT-TRC20',
      channelAccount: expect.stringMatching(/^T[1-9A-HJ-NP-Za-km-z]{33}$/) as unknown,
      channelMinLimit: 500,
      channelMaxLimit: 1_000_000,
      confirmations: 20,
    });
    expect(asset?.channelImg).toMatch(/^\/upload\/pay\/qr-\d+\.svg$/);
    const byId = await request(testServer().app)
      .post('/api/site/getPayInfoById.do')
      .type('form')
      .send({ payId: asset?.id });
    expect((byId.body as { data: SitePay }).data).toEqual(asset);
  });

  it('leave out hidden and filled-up channels', async () => {
    const pays = await listed();
    expect(pays.every((p) => p.isShow === 0)).toBe(true);
    expect(pays.every((p) => (p.channelMaxLimit ?? 0) > (p.totalPrice ?? 0))).toBe(true);
    expect(pays.map((p) => p.ctype).sort()).toEqual([0, 1, 3]);
  });
});
