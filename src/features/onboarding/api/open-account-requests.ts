// The requests behind /openaccount's deposit and trade steps, loaded on first use (only a verified
// user needs them): the position, order and deposit schemas stay out of the page's first load.
import { RechargeStatus } from '@/api/contracts/codes';
import { fetchPendingOrderPage } from '@/lib/queries/pending-orders';
import { fetchContractPositionPage, fetchStockPositionPage } from '@/lib/queries/positions';
import { fetchRechargePage } from '@/lib/queries/recharges';

/** Any stock, index or futures position (open or closed) or any order: one row of each is enough. */
export const fetchEverTraded = async (signal: AbortSignal): Promise<boolean> => {
  const totals = await Promise.all([
    fetchStockPositionPage({ state: 0 }, 1, signal, 1).then((p) => p.total),
    fetchStockPositionPage({ state: 1 }, 1, signal, 1).then((p) => p.total),
    fetchContractPositionPage('index', undefined, 1, 1, signal).then((p) => p.total),
    fetchContractPositionPage('futures', undefined, 1, 1, signal).then((p) => p.total),
    fetchPendingOrderPage(1, 1, signal).then((p) => p.total),
  ]);
  return totals.some((n) => n > 0);
};

/** Whether a deposit order waits for review. */
export const fetchHasPendingDeposit = async (signal: AbortSignal): Promise<boolean> =>
  (await fetchRechargePage(1, { status: RechargeStatus.REVIEWING }, 1, signal)).rows.length > 0;
