// "Figures shown equal the mock's booking to the cent" (issue 19), over generated amounts and fee
// settings: the app previews the fee from what it reads — the amount as typed and the settings as
// getSetting.do serves them — with the contract's withdrawFee; the mock books the request. Both
// go through JSON, so a float step on either side (a fee rounded from a binary product, a setting
// re-serialised) would show here as a one-cent difference.
import { fc, test } from '@fast-check/vitest';
import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';

import { parseMoneyText, withdrawFee } from '../../../src/api/contracts/money-math';
import { expectLedgerClean } from '../domain/trading/test-support';
import { moveMoney } from '../store/ledger';

import { WITHDRAW_LIST, withdrawServer, type WithdrawTestServer } from './withdrawals-test-support';

/** An amount as a trader types it: whole yuan, or with one or two decimals. */
const typedAmount = fc
  .tuple(fc.integer({ min: 100, max: 4_000 }), fc.integer({ min: 0, max: 99 }), fc.nat(2))
  .map(([yuan, cents, digits]) =>
    digits === 0
      ? String(yuan)
      : digits === 1
        ? `${yuan}.${Math.floor(cents / 10)}`
        : `${yuan}.${String(cents).padStart(2, '0')}`,
  );

/** Fee settings as an operator enters them: a per-mille rate and a whole-yuan flat part. */
const feeSetting = fc.record({
  withFeePercent: fc.integer({ min: 0, max: 50 }).map((permille) => permille / 1000),
  withFeeSingle: fc.integer({ min: 0, max: 20 }),
});

type Setting = { withFeePercent: number; withFeeSingle: number };

let s: WithdrawTestServer;

beforeAll(async () => {
  s = await withdrawServer();
  // Enough money for every generated request (the balance is not what this checks), booked like
  // any other move.
  const topUp = { userAmt: 10_000_000, enableAmt: 10_000_000 };
  moveMoney(s.store, s.me().id, topUp, { reason: 'test top-up', ref: 'test:fee-property' });
});

const servedSetting = async () => (await s.call('/api/admin/getSetting.do')).body.data as Setting;

const newestRow = async () =>
  (await s.call(WITHDRAW_LIST, { pageNum: 1, pageSize: 1 })).body.data.list[0] as {
    withAmt: number;
    withFee: number;
  };

describe('withdrawal fee: the preview equals the booking', () => {
  // Amounts whose fee sits on a half cent at the fixture's 1‰ + 2 yuan: binary floats round them
  // down (135 → 2.13), decimals half-up (2.14).
  const halfCents = ['135', '175', '385', '425', '2065'].map(
    (typed) => [typed, { withFeePercent: 0.001, withFeeSingle: 2 }] as [string, Setting],
  );

  test.prop([typedAmount, feeSetting], { numRuns: 60, examples: halfCents })(
    'for any typed amount and fee setting, to the cent',
    async (typed, setting) => {
      s.store.tables.siteSettings.update(1, setting);
      const served = await servedSetting();
      const preview = withdrawFee(parseMoneyText(typed)!, served).toFixed(2);

      const before = new Decimal(s.me().enableAmt);
      const res = await s.withdraw(typed);
      expect(res.body).toEqual({ status: 0, msg: '提现成功' });

      const row = await newestRow();
      expect(new Decimal(row.withFee).toFixed(2)).toBe(preview);
      expect(new Decimal(row.withAmt).toFixed(2)).toBe(new Decimal(typed).toFixed(2));
      // The fee is recorded, not deducted: exactly the typed amount left the balance.
      expect(new Decimal(s.me().enableAmt).toFixed(2)).toBe(before.minus(typed).toFixed(2));
    },
  );

  it('every one of those moves went through the ledger', () => {
    expectLedgerClean(s);
  });
});
