// Settings and site content (api-contract §10.1–§10.4), checked against the store's rows.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';

import { DEFAULT_AGENT_PHONE } from '../../../fixtures/src/agents';
import { getSetting } from '../../../src/api/contracts/endpoints/site';
import { siteBanner, siteInfo, sitePay } from '../../../src/api/contracts/models/site';
import { testServer } from '../testing';

const post = (server: ReturnType<typeof testServer>, path: string, form = {}) =>
  request(server.app).post(path).type('form').send(form);

describe('settings', () => {
  it.each([
    ['/api/admin/getSetting.do', 'siteSettings'],
    ['/api/admin/getProductSetting.do', 'siteProducts'],
    ['/api/admin/getIndexSetting.do', 'siteIndexSettings'],
    ['/api/admin/getFuturesSetting.do', 'siteFuturesSettings'],
  ] as const)('%s returns the first row of %s', async (path, table) => {
    const server = testServer();
    const res = await post(server, path);
    expect(res.body).toEqual({ status: 0, msg: '', data: server.store.db[table][0] });
  });

  it('getSetting parses with the contract schema and has the levers and sessions', async () => {
    const server = testServer();
    const res = await request(server.app).get('/api/admin/getSetting.do');
    const data = getSetting.data.parse((res.body as { data: unknown }).data);
    expect(data.siteLever?.split('/')).toEqual(['10', '20', '30']);
    expect([data.transAmBegin, data.transAmEnd, data.transPmBegin, data.transPmEnd]).toEqual([
      '9:30',
      '11:30',
      '13:00',
      '15:00',
    ]);
  });
});

describe('/api/site/getBannerByPlat.do', () => {
  it('m: mobile banners (isM 0) by isOrder descending', async () => {
    const server = testServer();
    const res = await post(server, '/api/site/getBannerByPlat.do', { platType: 'm' });
    const banners = z.array(siteBanner).parse((res.body as { data: unknown }).data);
    const expected = server.store.db.siteBanners
      .filter((b) => b.isM === 0)
      .sort((a, b) => (b.isOrder ?? 0) - (a.isOrder ?? 0));
    expect(banners.map((b) => b.id)).toEqual(expected.map((b) => b.id));
    expect(banners.length).toBeGreaterThan(1);
  });

  it('pc: PC banners (isPc 0)', async () => {
    const server = testServer();
    const res = await post(server, '/api/site/getBannerByPlat.do', { platType: 'pc' });
    const ids = (res.body as { data: { id: number }[] }).data.map((b) => b.id).sort();
    const expected = server.store.db.siteBanners.filter((b) => b.isPc === 0).map((b) => b.id);
    expect(ids).toEqual(expected.sort());
  });

  it('another platform → 不存在的平台类型; no platType → 400', async () => {
    const server = testServer();
    for (const platType of ['x', '', 'M']) {
      expect((await post(server, '/api/site/getBannerByPlat.do', { platType })).body).toEqual({
        status: 1,
        msg: '不存在的平台类型',
      });
    }
    expect((await post(server, '/api/site/getBannerByPlat.do')).status).toBe(400);
  });
});

describe('pay channels', () => {
  it('getPayInfo lists shown channels that are not full', async () => {
    const server = testServer();
    const res = await post(server, '/api/site/getPayInfo.do');
    const pays = z.array(sitePay).parse((res.body as { data: unknown }).data);
    const expected = server.store.db.sitePays.filter(
      (p) => p.isShow === 0 && (p.channelMaxLimit ?? 0) > (p.totalPrice ?? 0),
    );
    expect(pays.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    expect(pays.length).toBeLessThan(server.store.db.sitePays.length);
  });

  it('getPayInfoById returns the row, or data null', async () => {
    const server = testServer();
    const first = server.store.db.sitePays[0];
    const found = await post(server, '/api/site/getPayInfoById.do', { payId: String(first?.id) });
    expect(found.body).toEqual({ status: 0, msg: '', data: first });
    const missing = await post(server, '/api/site/getPayInfoById.do', { payId: '999' });
    expect(missing.text).toBe('{"status":0,"msg":"","data":null}');
    expect((await post(server, '/api/site/getPayInfoById.do')).body).toEqual({
      status: 0,
      msg: '',
      data: null,
    });
  });
});

describe('/api/site/getInfo.do', () => {
  it('returns the site info with the 18888888888 agent code', async () => {
    const server = testServer();
    const res = await post(server, '/api/site/getInfo.do');
    const info = siteInfo.parse((res.body as { data: unknown }).data);
    const agent = server.store.db.agents.find((a) => a.agentPhone === DEFAULT_AGENT_PHONE);
    expect(info.agentCode).toBe(agent?.agentCode);
    expect(info.siteName).toBe(server.store.db.siteInfos[0]?.siteName);
    expect(info.onlineService).toMatch(/^https?:\/\//);
  });

  it('keeps its own agentCode when there is no such agent', async () => {
    const server = testServer();
    server.store.db.agents = [];
    const res = await post(server, '/api/site/getInfo.do');
    expect(res.body).toMatchObject({
      data: { agentCode: server.store.db.siteInfos[0]?.agentCode },
    });
  });

  it('设置信息info不存在 when there is no row', async () => {
    const server = testServer();
    server.store.db.siteInfos = [];
    expect((await post(server, '/api/site/getInfo.do')).body).toEqual({
      status: 1,
      msg: '设置信息info不存在',
    });
  });
});
