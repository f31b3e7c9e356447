// buyNewStockQc.do (§12.7): a grab on a share listing today books shares × issue price from
// available into frozen funds through the ledger and writes a type-3 row; every check in the
// reference's order with its text; the market minimum as intended for every spelling of the market
// (§17.3 #10 not copied); ours: only a share that lists today.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { NEW_SHARE_TEXT as T } from '../../../src/api/contracts/new-share-texts';
import { expectLedgerClean } from '../domain/trading/test-support';

import { GRAB, shareServer, type ShareTestServer } from './new-shares-test-support';

const GRABBED = { status: 0, msg: T.grabbed };

const setMarket = (s: ShareTestServer, stockType: string) =>
  s.store.tables.stockSubscribes.update(s.share.listsToday.id, { stockType });

describe('buyNewStockQc.do accepted', () => {
  it('books num × price enableAmt → djzj and writes a type-3 application (status 1)', async () => {
    const s = await shareServer();
    const before = s.money();
    const share = s.share.listsToday;
    const res = await s.call(GRAB, { code: share.code, num: 600 });
    expect(res.body).toEqual(GRABBED);
    const amount = new Decimal(600).times(share.price ?? 0).toDecimalPlaces(2);
    const row = s.apps().at(-1);
    expect(row).toMatchObject({
      newCode: share.code,
      newName: share.name,
      newType: '深',
      applyNums: 600,
      buyPrice: share.price,
      bond: amount.toNumber(),
      type: 3,
      status: 1,
      addTime: '2026-11-02 10:00:00',
    });
    s.expectFrozen(before, row?.id ?? 0, amount, 'new share grab');
  });

  it('has no trading-hours check (the reference has none here)', async () => {
    const s = await shareServer('verified', '2026-11-02 20:00:00');
    expect((await s.call(GRAB, { code: s.share.listsToday.code, num: 500 })).body).toEqual(GRABBED);
  });
});

describe('buyNewStockQc.do checks, in order', () => {
  it('code blank or quantity not a whole positive number — first of all', async () => {
    const s = await shareServer('fresh');
    const code = s.share.listsToday.code;
    const forms: Record<string, string | number>[] = [
      { num: 500 },
      { code: ' ', num: 500 },
      { code },
      { code, num: 0 },
      { code, num: -500 },
      { code, num: 500.5 },
    ];
    for (const form of forms) {
      await s.refused(GRAB, form, T.grabBadInput);
    }
  });

  it('KYC missing, the holiday switch, then the lock', async () => {
    const fresh = await shareServer('fresh');
    fresh.setProduct({ holidayDisplay: true });
    await fresh.refused(GRAB, { code: 'nope', num: 500 }, T.kycMissing);
    const review = await shareServer('kycReview');
    review.setProduct({ holidayDisplay: true });
    await review.refused(GRAB, { code: 'nope', num: 500 }, T.holiday);
    review.setProduct({ holidayDisplay: false });
    await review.refused(GRAB, { code: 'nope', num: 500 }, T.accountLocked);
  });

  it('an unknown code', async () => {
    const s = await shareServer();
    await s.refused(GRAB, { code: '000000', num: 500 }, T.codeUnknown);
  });

  it('ours: a share that does not list today', async () => {
    const s = await shareServer();
    await s.refused(GRAB, { code: s.share.today.code, num: 1000 }, T.notListingToday);
    s.at('2026-11-03 10:00:00');
    await s.refused(GRAB, { code: s.share.listsToday.code, num: 500 }, T.notListingToday);
  });

  it('Shenzhen at least 500 shares, as 深 and as sz', async () => {
    for (const market of ['深', 'sz', 'SZ']) {
      const s = await shareServer();
      setMarket(s, market);
      await s.refused(GRAB, { code: s.share.listsToday.code, num: 400 }, T.shenzhenMin);
      expect((await s.call(GRAB, { code: s.share.listsToday.code, num: 500 })).body).toEqual(
        GRABBED,
      );
    }
  });

  it('Shanghai at least 1000 shares, as 沪 and as sh; other markets no minimum', async () => {
    for (const market of ['沪', 'sh']) {
      const s = await shareServer();
      setMarket(s, market);
      await s.refused(GRAB, { code: s.share.listsToday.code, num: 900 }, T.shanghaiMin);
      expect((await s.call(GRAB, { code: s.share.listsToday.code, num: 1000 })).body).toEqual(
        GRABBED,
      );
    }
    const s = await shareServer();
    setMarket(s, '北');
    expect((await s.call(GRAB, { code: s.share.listsToday.code, num: 100 })).body).toEqual(GRABBED);
  });

  it('available funds below num × price, nothing moves', async () => {
    const s = await shareServer();
    const share = s.share.listsToday;
    const lots = new Decimal(s.me().enableAmt)
      .div(share.price ?? 1)
      .div(100)
      .floor()
      .plus(1);
    await s.refused(GRAB, { code: share.code, num: lots.times(100).toNumber() }, T.lowBalance);
    expectLedgerClean(s);
  });
});
