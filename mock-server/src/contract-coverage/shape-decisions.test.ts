// api-contract §18.30's shape disagreements, decided for the backend (ADR 0024): the mock answers
// what the reference backend builds, not what the reference client's pages read.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';

import { NAMED_INDEXES, NAMED_STOCKS } from '../../../fixtures/src/named-securities';
import { TOKEN_HEADER } from '../../../src/api/contracts/constants';
import { loginAs } from '../testing';

import { sweepServer } from './sweep';

const server = sweepServer();
let token = '';
beforeAll(async () => {
  token = await loginAs(server, 'trader');
});

const post = async (path: string, form: Record<string, string> = {}) => {
  const res = await request(server.app).post(path).set(TOKEN_HEADER, token).type('form').send(form);
  return res.body as { status: number; data: Record<string, unknown> };
};

describe('§18.30: the mock follows the backend', () => {
  it('D1: getSingleStock nests the quote under data.stock; StockVO.type is never set', async () => {
    for (const code of [NAMED_STOCKS.moutai.code, NAMED_INDEXES.shComposite.gid]) {
      const { data } = await post('/api/stock/getSingleStock.do', { code });
      expect(Object.keys(data).sort()).toEqual(['introduction', 'stock']);
      expect(data.stock).toMatchObject({ type: null, nowPrice: expect.any(String) as unknown });
    }
  });

  it('D3: getSingleStockByCode, which no backend has, is not served (loud 404)', async () => {
    const res = await request(server.app)
      .post('/api/stock/getSingleStockByCode.do')
      .type('form')
      .send({ code: NAMED_STOCKS.moutai.code });
    expect(res.status).toBe(404);
  });

  it('D5: querySingleIndex answers a MarketVO, not a StockIndexVO', async () => {
    const { data } = await post('/api/index/querySingleIndex.do', {
      indexCode: NAMED_INDEXES.shComposite.gid,
    });
    expect(Object.keys(data).sort()).toEqual([
      'increase',
      'increaseRate',
      'name',
      'nowPrice',
      'type',
    ]);
  });

  it('D6: position rows carry stockPlate, never stock_plate', async () => {
    const { data } = await post('/user/position/list.do');
    const rows = data.list as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toHaveProperty('stockPlate');
      expect(row).not.toHaveProperty('stock_plate');
    }
    expect(rows.map((r) => r.stockPlate)).toEqual(expect.arrayContaining(['创业', '科创']));
  });

  it('D7: findStock has stockCode and no stockName', async () => {
    const { data } = await post('/api/realTime/findStock.do', {
      stockCode: NAMED_STOCKS.moutai.code,
    });
    expect(data.stockCode).toBe(NAMED_STOCKS.moutai.code);
    expect(data).not.toHaveProperty('stockName');
  });
});
