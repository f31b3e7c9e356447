// The block-trade order (`/user/buyStockDz.do`, api-contract §12.8) and the check of my block-trade
// positions (`buyStockDzList.do`, §12.9) after a lost reply or a reload mid-submit: the order was
// booked when a position of type 3 in the code, of that size, was bought at or after the intent.
import { buyStockDz, buyStockDzList } from '@/api/contracts/endpoints/ipo';
import { request } from '@/lib/api-client';
import type { IntentRecord } from '@/lib/intent/in-flight';

import type { BlockTradeIntent } from '../model/block-trade-ticket';

export const BLOCK_TRADE_SCOPE = 'subscription.blockTrade';
/** Block-trade positions are `positionType` 3. */
export const BLOCK_POSITION_TYPE = 3;
/** The server clock is known to the second and the request takes time to arrive. */
export const CLOCK_TOLERANCE_MS = 5_000;

/** Sends the order with its key; resolves with the server's text, throws the ApiError. */
export const sendBlockTrade = async (intent: BlockTradeIntent, password: string): Promise<string> =>
  (
    await request(
      buyStockDz,
      { stockCode: intent.stockCode, password, num: intent.num },
      { alert: 'none', intentKey: BLOCK_TRADE_SCOPE },
    )
  ).message;

export const findBlockTradeEvidence = async (
  record: IntentRecord<BlockTradeIntent>,
): Promise<boolean> => {
  const rows = (await request(buyStockDzList, {}, { alert: 'none' })).data;
  const since = record.at - CLOCK_TOLERANCE_MS;
  return rows.some(
    (p) =>
      p.positionType === BLOCK_POSITION_TYPE &&
      p.stockCode === record.params.stockCode &&
      p.orderNum === record.params.num &&
      (p.buyOrderTime ?? 0) >= since,
  );
};

/** A stored record's params, or null when they are not a block-trade intent. */
export const parseBlockTradeIntent = (v: unknown): BlockTradeIntent | null => {
  if (typeof v !== 'object' || v === null) return null;
  const { stockCode, stockName, num } = v as Record<string, unknown>;
  return typeof stockCode === 'string' && typeof stockName === 'string' && typeof num === 'number'
    ? { stockCode, stockName, num }
    : null;
};
