// What the app knows when an add-on is checked before sending (api-contract §11.3 "Add-on buys"):
// the stock's session on the server's clock (shared trading hours, holiday mode), the quantity
// limits and money rules of the site setting, the available funds, and — from the live quote —
// the change % for the limit-up and board-band rules (shared trading-rules, as the ticket).
import { plateOfCode } from '@/api/contracts/market-rules';
import { sessionVerdictKey, stockBuyVerdict } from '@/api/contracts/trading-hours';
import type { BuyFacts } from '@/api/contracts/trading-rules';
import { useSteadyServerNow } from '@/lib/market/use-server-clock-key';
import { useHolidayMode } from '@/lib/queries/product-setting';
import { useSiteSetting } from '@/lib/queries/site-setting';
import { useQuote } from '@/lib/queries/stock-quote';
import { useUserInfo } from '@/lib/queries/user-info';
import { creaseMaxOf } from '@/lib/trading/crease-max';

import type { StockPositionView } from '../model/stock-position';

const numberOf = (v: number | string | null | undefined): number | null => {
  const n = v === null || v === undefined || v === '' ? NaN : Number(v);
  return Number.isFinite(n) ? n : null;
};

export const useAddOnFacts = (view: StockPositionView) => {
  const { data: setting } = useSiteSetting();
  const user = useUserInfo();
  const isHoliday = useHolidayMode();
  const quote = useQuote(view.code);
  const changePct = numberOf(quote.data?.stock.hcrate);
  const gid = view.source.stockGid || view.code;
  // The open sheet renders for the clock only when the session's verdict changes.
  const now = useSteadyServerNow((at) =>
    sessionVerdictKey(setting ? stockBuyVerdict(at, gid, setting, isHoliday) : undefined),
  );
  const available = user.data?.enableAmt;

  const facts = (shares: number, margin?: string): BuyFacts => {
    const s = setting;
    return {
      stock: {
        name: view.name,
        gid,
        plate: view.source.stockPlate || plateOfCode(view.code),
      },
      hasSettings: s !== undefined,
      session: s ? stockBuyVerdict(now, gid, s, isHoliday) : undefined,
      shares,
      minShares: s?.buyMinNum ?? undefined,
      maxShares: s?.buyMaxNum ?? undefined,
      direction: view.direction,
      price: view.price?.toString() ?? null,
      changePct,
      creaseMax: creaseMaxOf(s),
      margin,
      buyMinAmt: s?.buyMinAmt ?? undefined,
      buyMaxAmtPercent: s?.buyMaxAmtPercent ?? undefined,
      available,
    };
  };

  return {
    facts,
    setting,
    available,
    changePct,
    rates: setting && {
      buyFee: setting.buyFee ?? 0,
      sellFee: setting.sellFee ?? 0,
      dutyFee: setting.dutyFee ?? 0,
    },
  };
};
