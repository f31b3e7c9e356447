// Everything loaded for a ticket → what it trades, at what price, from which account, under which
// limits: the instrument the order endpoints name, the leverage options, the lot range, the
// context the checks read and the preview of any quantity. Pure: the hooks load, this decides.
import type { FundsApply } from '@/api/contracts/models/funds';
import type { StockFutures, StockIndexVO } from '@/api/contracts/models/index-futures';
import type { StockVO } from '@/api/contracts/models/market';
import type {
  SiteFuturesSetting,
  SiteIndexSetting,
  SiteProduct,
  SiteSetting,
} from '@/api/contracts/models/site';
import type { UserInfo } from '@/api/contracts/models/user';
import { plateOfCode } from '@/api/contracts/market-rules';
import { sessionVerdictKey, type SessionVerdict } from '@/api/contracts/trading-hours';
import { MAX_LOTS, type Direction } from '@/api/contracts/trading-math';

import type { TicketContext } from './checks';
import type { Instrument } from './order-request';
import { quantityOf } from './order-request';
import {
  contractPreview,
  stockLotRange,
  stockPreview,
  type ContractPreview,
  type StockPreview,
} from '@/lib/trading/order-preview';
import { creaseMaxOf } from '@/lib/trading/crease-max';
import { stockLeversOf } from '@/lib/trading/levers';
import { stockPreviewInputOf } from '@/lib/trading/stock-preview-input';
import type { TicketKind } from './ticket-config';
import { ticketSessionOf } from './ticket-session';

export interface TicketData {
  kind: TicketKind;
  /** Live quote (getSingleStock); undefined while loading. */
  quote: StockVO | undefined;
  /** The backend does not know the instrument. */
  isUnknown: boolean;
  /** Contract rows (index / futures tickets); null = not listed (index) or unknown (futures). */
  indexRow?: StockIndexVO | null;
  futuresRow?: StockFutures | null;
  setting?: SiteSetting;
  product?: SiteProduct;
  indexSetting?: SiteIndexSetting;
  futuresSetting?: SiteFuturesSetting;
  user?: UserInfo;
  /** Futures: product currency → CNY. */
  fxRate?: number;
  /** Best spread rate of the current order (stocks), 0 while unknown. */
  spreadRate: number;
  subaccounts?: readonly FundsApply[];
  /** The leverage chosen on the ticket (null before the options are known). */
  lever: number | null;
  /** Server clock, epoch ms. */
  now: number;
}

export type Preview = StockPreview | ContractPreview;

export interface TicketModel {
  /** null: unknown to the backend; undefined: loading. */
  instrument: Instrument | null | undefined;
  price: number | null;
  changePct: number | null;
  levers: number[];
  /** Lots the −/+ buttons and chips move within. */
  lotRange: { min: number; max: number };
  /** Currency of contract amounts (`USD` for most futures); CNY for the rest. */
  currency: string;
  /** Rate to CNY of `currency` (1 for CNY). */
  rate: number;
  available: number | null;
  session: SessionVerdict | undefined;
  ctx: TicketContext;
  /** The preview of `lots` at `price` with `lever` (lots may be 0). */
  previewOf: (lots: number, price: number, lever: number, side: Direction) => Preview;
}

const num = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

const BOOK = [1, 2, 3, 4, 5] as const;

/** No volume and an empty book while the market is open: the stock is suspended (停牌). */
export const looksSuspended = (quote: StockVO): boolean => {
  const hasBook = BOOK.some(
    (n) => (num(quote[`buy${n}`]) ?? 0) > 0 || (num(quote[`sell${n}`]) ?? 0) > 0,
  );
  return !num(quote.business_amount) && !hasBook;
};

/** Beijing calendar date (for the listing-day exemption). */
export const beijingDate = (nowMs: number): string =>
  new Date(nowMs + 8 * 3_600_000).toISOString().slice(0, 10);

const instrumentOf = (d: Omit<TicketData, 'now'>): Instrument | null | undefined => {
  if (d.isUnknown) return null;
  if (d.kind === 'index') {
    if (d.indexRow === null) return null;
    if (!d.indexRow) return undefined;
    return {
      kind: 'index',
      id: d.indexRow.id,
      code: d.indexRow.indexCode,
      gid: d.indexRow.indexGid,
      name: d.indexRow.indexName,
    };
  }
  if (d.kind === 'futures') {
    if (d.futuresRow === null) return null;
    if (!d.futuresRow) return undefined;
    return {
      kind: 'futures',
      id: d.futuresRow.id,
      code: d.futuresRow.futuresCode,
      gid: d.futuresRow.futuresGid,
      name: d.futuresRow.futuresName,
    };
  }
  if (!d.quote) return undefined;
  // A quote without a stock id cannot be ordered (buy.do needs Stock.id).
  if (d.quote.id === null || d.quote.id === undefined) return null;
  return { kind: d.kind, id: d.quote.id, code: d.quote.code, gid: d.quote.gid, name: d.quote.name };
};

/**
 * What the clock decides in a model (the session verdict and the day, for the listing-day rule):
 * the model is built again when this changes, not at every tick of the clock.
 */
export const ticketClockKey = (d: Omit<TicketData, 'now'>, now: number): string =>
  `${beijingDate(now)} ${sessionVerdictKey(ticketSessionOf(d, instrumentOf(d), now))}`;

/** Previews kept per model (a few quantities × levers × sides). */
const PREVIEWS_KEPT = 32;

export const ticketModelOf = (d: TicketData): TicketModel => {
  const instrument = instrumentOf(d);
  const isStockLike = d.kind === 'stock' || d.kind === 'funds';
  const price = num(d.quote?.nowPrice);
  const changePct = num(d.quote?.hcrate);
  const contract = d.kind === 'index' ? d.indexRow : d.kind === 'futures' ? d.futuresRow : null;

  const levers = stockLeversOf(d.user?.siteLever, d.setting?.siteLever);
  const currency = d.kind === 'futures' ? (d.futuresRow?.coinCode ?? 'CNY').toUpperCase() : 'CNY';
  const rate = currency === 'CNY' ? 1 : (d.fxRate ?? 0);

  const available =
    d.user === undefined
      ? null
      : isStockLike
        ? d.user.enableAmt
        : d.kind === 'index'
          ? (d.user.enableIndexAmt ?? 0)
          : (d.user.enableFuturesAmt ?? 0);

  const maxShare = isStockLike
    ? d.setting?.buyMaxAmtPercent
    : d.kind === 'index'
      ? d.indexSetting?.buyMaxPercent
      : d.futuresSetting?.buyMaxPercent;

  const session = ticketSessionOf(d, instrument, d.now);

  const lotRange = isStockLike
    ? stockLotRange(d.setting?.buyMinNum, d.setting?.buyMaxNum)
    : {
        min: Math.max(1, contract?.minNum ?? 1),
        max: Math.max(1, contract?.maxNum ?? MAX_LOTS),
      };

  const computePreview = (lots: number, at: number, lever: number, side: Direction): Preview =>
    isStockLike
      ? // The academy's leverage lesson builds its input the same way (stock-preview-input).
        stockPreview(
          stockPreviewInputOf(d.setting, {
            price: at,
            lots,
            lever,
            side,
            spreadRate: d.spreadRate,
            available: available ?? 0,
          }),
        )
      : contractPreview({
          depositAmt: contract?.depositAmt ?? 0,
          transFee: contract?.transFee ?? 0,
          lots,
          lever,
          rate,
          available: available ?? 0,
          maxShareOfAvailable: maxShare ?? 1,
          minLots: lotRange.min,
          maxLots: lotRange.max,
        });

  // A key in the lots field asks for the same preview twice (the panel, and the checks' margin):
  // the model keeps the last few (its decimal maths is the largest script cost of a key, issue 24).
  const previews = new Map<string, Preview>();
  const previewOf = (lots: number, at: number, lever: number, side: Direction): Preview => {
    const key = `${lots}|${at}|${lever}|${side}`;
    let preview = previews.get(key);
    if (!preview) {
      if (previews.size >= PREVIEWS_KEPT) previews.delete(previews.keys().next().value!);
      preview = computePreview(lots, at, lever, side);
      previews.set(key, preview);
    }
    return preview;
  };

  const isLocked =
    contract !== null && contract !== undefined
      ? contract.transState !== 1
      : // Suspension shows only while the market should be trading.
        d.quote !== undefined && session?.isOpen === true && looksSuspended(d.quote);

  const hasSettings = isStockLike
    ? d.setting !== undefined
    : d.kind === 'index'
      ? d.indexSetting !== undefined
      : d.futuresSetting !== undefined;

  const s = d.setting;
  const ctx: TicketContext = {
    kind: d.kind,
    instrument: instrument
      ? {
          name: instrument.name,
          gid: instrument.gid,
          plate: isStockLike ? plateOfCode(instrument.code) : null,
          isLocked,
        }
      : instrument,
    // Futures money is judged in CNY: wait for the exchange rate.
    price: d.kind === 'futures' && rate <= 0 ? null : price,
    changePct,
    user: d.user,
    isKycEnforced: d.product?.realNameDisplay ?? true,
    session,
    hasSettings,
    lotCap: isStockLike ? { min: lotRange.min, max: MAX_LOTS } : lotRange,
    quantityLimits: isStockLike
      ? { min: s?.buyMinNum ?? undefined, max: s?.buyMaxNum ?? undefined }
      : { min: contract?.minNum ?? undefined, max: contract?.maxNum ?? undefined },
    creaseMax: isStockLike ? creaseMaxOf(s) : undefined,
    indexRiseLimit: d.kind === 'index' ? d.indexSetting?.riseLimit : undefined,
    buyMinAmt: isStockLike ? (s?.buyMinAmt ?? undefined) : undefined,
    maxShareOfAvailable: maxShare ?? undefined,
    available: available ?? undefined,
    today: beijingDate(d.now),
    subaccounts:
      d.kind === 'funds'
        ? d.subaccounts?.flatMap((a) => (a.subaccountNumber ? [a.subaccountNumber] : []))
        : undefined,
    marginOf: (lots, at) => {
      const p = previewOf(lots, at, d.lever ?? levers[0] ?? 1, 'long');
      return p.kind === 'stock' ? p.margin : p.cnyMargin;
    },
    quantityOf: (lots) => quantityOf(d.kind, lots),
  };

  return {
    instrument,
    price,
    changePct,
    levers,
    lotRange,
    currency,
    rate,
    available,
    session,
    ctx,
    previewOf,
  };
};
