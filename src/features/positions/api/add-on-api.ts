// Adding to a stock position (`/user/buy2.do`, api-contract §11.13): the request, the evidence
// that a request whose reply was lost was booked (the position's shares grew past what it held
// when the intent was made). The spread rate is the
// ticket's (lib/queries/spread-rate).
import { buy2 } from '@/api/contracts/endpoints/trading';
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
