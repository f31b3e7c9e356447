// The VIP grab (`/user/buyVipQc.do`, api-contract §12.10) and the check of the open positions after
// a lost reply or a reload mid-submit. The backend's one status-0 refusal ("当前交易不可买入": the
// board's change limit was breached, nothing booked) is turned into a refusal here, so no page can
// mistake it for a booking.
import { buyVipQc, VIP_NOT_TRADABLE_TEXT } from '@/api/contracts/endpoints/ipo';
import { ApiError } from '@/lib/api/api-error';
import { request } from '@/lib/api-client';
import type { IntentRecord } from '@/lib/intent/in-flight';

import type { VipIntent } from '../model/vip-limits';

import { CLOCK_TOLERANCE_MS } from './block-trade-api';

export const VIP_SCOPE = 'subscription.vip';

/** Sends the grab; resolves with the server's text, throws the ApiError (not-tradable included). */
export const sendVipGrab = async (intent: VipIntent): Promise<string> => {
  const reply = await request(
    buyVipQc,
    { stockCode: intent.stockCode, buyNum: intent.buyNum, lever: intent.lever, buyType: 0 },
    { alert: 'none', intentKey: VIP_SCOPE },
  );
  if (reply.data === VIP_NOT_TRADABLE_TEXT || reply.message === VIP_NOT_TRADABLE_TEXT) {
    throw new ApiError('business', buyVipQc.path, { serverMessage: VIP_NOT_TRADABLE_TEXT });
  }
  return reply.message;
};

/**
 * Booked when an open position in the code, of that size, was bought at or after the intent (a
 * VIP grab always opens a new position, §12.10). Needed only after a lost reply or a reload
 * mid-submit, so the positions' request loads then, not with the page.
 */
export const findVipEvidence = async (record: IntentRecord<VipIntent>): Promise<boolean> => {
  const { params } = record;
  const { fetchHolding } = await import('@/lib/queries/positions');
  const holding = await fetchHolding('stock', params.stockCode);
  if (holding.account !== 'stock') return false;
  const since = record.at - CLOCK_TOLERANCE_MS;
  return holding.rows.some(
    (p) =>
      p.stockCode === params.stockCode &&
      p.orderNum === params.buyNum &&
      (p.buyOrderTime ?? 0) >= since,
  );
};

export const parseVipIntent = (v: unknown): VipIntent | null => {
  if (typeof v !== 'object' || v === null) return null;
  const { stockCode, stockName, buyNum, lever } = v as Record<string, unknown>;
  return typeof stockCode === 'string' &&
    typeof stockName === 'string' &&
    typeof buyNum === 'number' &&
    typeof lever === 'number'
    ? { stockCode, stockName, buyNum, lever }
    : null;
};
