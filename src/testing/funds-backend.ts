// A funds world (/funds, /fundslist) behind the fake backend for the /funds and /fundslist tests: my applications, the
// sub-account positions (open and closed) and the user's balances; a close moves the position to
// the closed list and credits its net, as the mock books it.
import type { FundsApply } from '@/api/contracts/models/funds';
import { fakePage } from '@/lib/queries/testing/fake-page';
import { fakeAdapter, ok, refused, type Reply } from '@/testing/fake-backend';
import { userInfoReply } from '@/testing/world-backend';

export const bj = (text: string) => Date.parse(`${text}+08:00`);

export const apply = (o: Partial<FundsApply> & { id: number; status: number }): FundsApply => ({
  orderNumber: `FA${o.id}`,
  fundsType: 1,
  margin: 50_000,
  fundsAmount: 250_000,
  lever: 5,
  totalTradingAmount: 300_000,
  enabledTradingAmount: 300_000,
  payAmount: 52_500,
  tradersCycle: 20,
  subaccountNumber: 80_000_003,
  manageFee: 2_500,
  addTime: bj('2026-10-26T10:00:00'),
  endTime: bj('2026-11-20T15:00:00'),
  lineWarning: 291_000,
  lineUnwind: 287_500,
  ...o,
});

export type PositionRow = Record<string, unknown>;

/** The sub-account's lot: 1000 浦发银行 bought long at 10 (×1), 5 + 2 in fees. */
export const heldLot = {
  stockName: '浦发银行',
  stockCode: '600000',
  stockGid: 'sh600000',
  orderDirection: '买涨',
  buyOrderPrice: 10,
  orderNum: 1000,
  orderLever: 1,
  orderTotalPrice: 10_000,
  orderFee: 5,
  orderSpread: 0,
  spreadRatePrice: 2,
};

export const position = (o: PositionRow = {}): PositionRow => ({
  id: 7,
  positionType: 0,
  positionSn: 'FP7',
  userId: 1,
  ...heldLot,
  buyOrderTime: bj('2026-10-28T10:00:00'),
  profitAndLose: 500,
  allProfitAndLose: 493,
  now_price: '10.5',
  ...o,
});

export interface FundsWorld {
  applies: FundsApply[];
  open: PositionRow[];
  closed: PositionRow[];
  enableAmt: number;
  allFreezAmt: number;
  /** What sellFunds.do answers; default: closes and credits allProfitAndLose. */
  sell?: () => Reply | Promise<Reply>;
}

export const fundsBackend = (w: FundsWorld) =>
  fakeAdapter(async (call) => {
    const p = call.params;
    const page = Number(p.get('pageNum') ?? 1);
    const size = Number(p.get('pageSize') ?? 10);
    switch (call.url) {
      case '/user/getUserInfo.do':
        return userInfoReply(1, '13800000009', {
          enableAmt: w.enableAmt,
          userAmt: w.enableAmt + w.allFreezAmt,
          allFreezAmt: w.allFreezAmt,
          allProfitAndLose: -120.5,
        });
      case '/user/funds/getUserApplyList.do':
        return ok(fakePage(w.applies, page, size));
      case '/user/funds/fundsList.do':
        return ok(fakePage(p.get('state') === '1' ? w.closed : w.open, page, size));
      case '/user/funds/sellFunds.do': {
        if (w.sell) return w.sell();
        const sn = p.get('positionSn');
        const at = w.open.findIndex((x) => x.positionSn === sn);
        if (at < 0) return refused('平仓失败，此订单已平仓');
        const [row] = w.open.splice(at, 1);
        w.closed.unshift({
          ...row!,
          sellOrderTime: bj('2026-11-02T10:05:00'),
          sellOrderPrice: 10.5,
        });
        w.enableAmt += Number(row!.allProfitAndLose);
        return ok(null, '平仓成功！');
      }
      default:
        return refused(`unexpected ${call.url}`);
    }
  });
