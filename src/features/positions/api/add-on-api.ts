// Adding to a stock position (`/user/buy2.do`, api-contract §11.13): the request, the evidence
// that a request whose reply was lost was booked (the position's shares grew past what it held
// when the intent was made), and the spread rate the mock would charge (findSpreadRateOne, §6.5).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { buy2 } from '@/api/contracts/endpoints/trading';
import { findSpreadRateOne } from '@/api/contracts/endpoints/user';
import { cents } from '@/api/contracts/trading-math';
import { request } from '@/lib/api-client';
import type { IntentRecord } from '@/lib/intent/in-flight';
import { findStockPosition } from '@/lib/queries/positions';

export const ADD_ON_SCOPE = 'positions.addOn';

export interface AddOnIntent {
  positionSn: string;
  stockCode: string;
  shares: number;
  /** Shares held when the intent was made. */
  heldBefore: number;
}

export const parseAddOnIntent = (value: unknown): AddOnIntent | null => {
  const v = value as Partial<AddOnIntent> | null;
  return v &&
    typeof v.positionSn === 'string' &&
    typeof v.stockCode === 'string' &&
    typeof v.shares === 'number' &&
    typeof v.heldBefore === 'number'
    ? (v as AddOnIntent)
    : null;
};

export const sendAddOn = (intent: AddOnIntent) =>
  request(
    buy2,
    { positionSn: intent.positionSn, buyNum: intent.shares },
    { intentKey: `${ADD_ON_SCOPE}:${intent.positionSn}`, alert: 'none' },
  );

/** Booked: the open position now holds at least what it held plus the add-on. */
export const addOnEvidence = async ({ params }: IntentRecord<AddOnIntent>): Promise<boolean> => {
  const now = await findStockPosition({
    positionSn: params.positionSn,
    stockCode: params.stockCode,
    state: 0,
  });
  return now !== null && now.orderNum >= params.heldBefore + params.shares;
};

/** The spread rules follow turnover and change %: asked again now and then while the sheet is open. */
const SPREAD_REFRESH_MS = 15_000;

/**
 * The spread rate buy2.do would charge for `shares` (0 when no rule matches), asked with the
 * price and change % of that moment. Keyed by quantity only: a price tick does not blank the
 * preview, a new quantity waits for its own rate.
 */
export const useAddOnSpreadRate = (q: {
  code: string;
  shares: number;
  price: number | null;
  changePct: number | null;
}) => {
  const latest = useRef(q);
  useEffect(() => {
    latest.current = q;
  });
  return useQuery({
    queryKey: ['positions', 'add-on-spread', q.code, q.shares],
    queryFn: async () => {
      const { price, changePct, code, shares } = latest.current;
      const unit = price ?? 0;
      const reply = await request(
        findSpreadRateOne,
        {
          applies: changePct ?? 0,
          turnover: cents(unit).times(shares).toNumber(),
          code,
          unitprice: unit,
        },
        { alert: 'none' },
      );
      return reply.data?.spreadRate ?? 0;
    },
    enabled: q.code !== '' && q.shares > 0 && (q.price ?? 0) > 0,
    refetchInterval: SPREAD_REFRESH_MS,
  });
};
