// Applying for per-day funding (`/user/funds/addFundsApply.do`, api-contract §14.4), once per
// intent. Whether an application whose reply was lost went through is read from my applications:
// a row with the same margin, lever and days added at or after the intent's time (to the second).
import { addFundsApply } from '@/api/contracts/endpoints/funds';
import { request } from '@/lib/api-client';
import type { IntentRecord } from '@/lib/intent/in-flight';
import { fetchFundsApplicationPage } from '@/lib/queries/funds-applications';

export const DAYS_APPLY_SCOPE = 'funds.apply';

export interface DaysApplyParams {
  fundsType: number;
  margin: number;
  lever: number;
  fundsAmount: number;
  totalTradingAmount: number;
  tradersCycle: number;
  manageFee: number;
}

export const sendDaysApply = async (params: DaysApplyParams): Promise<string> =>
  (await request(addFundsApply, params, { alert: 'none', intentKey: DAYS_APPLY_SCOPE })).message;

export const findDaysApplyEvidence = async (
  record: IntentRecord<DaysApplyParams>,
): Promise<boolean> => {
  const { margin, lever, tradersCycle } = record.params;
  const since = Math.floor(record.at / 1000) * 1000;
  const page = await fetchFundsApplicationPage(1, {}, 10);
  return page.rows.some(
    (r) =>
      Number(r.margin) === margin &&
      r.lever === lever &&
      r.tradersCycle === tradersCycle &&
      (r.addTime ?? 0) >= since,
  );
};

const NUMBER_FIELDS = [
  'fundsType',
  'margin',
  'lever',
  'fundsAmount',
  'totalTradingAmount',
  'tradersCycle',
  'manageFee',
] as const;

export const parseDaysApplyParams = (v: unknown): DaysApplyParams | null => {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  if (!NUMBER_FIELDS.every((k) => typeof o[k] === 'number' && Number.isFinite(o[k]))) return null;
  return Object.fromEntries(NUMBER_FIELDS.map((k) => [k, o[k]])) as unknown as DaysApplyParams;
};
