// The pending deposits and withdrawals of every user, polled (use-polling.ts) so an order a frame
// sends shows within one poll. A failed read keeps the last rows and says so.
import { useCallback, useMemo, useRef, useState } from 'react';

import { useHarness } from '../harness-context';

import {
  createMoneyClient,
  type MoneyClient,
  type PendingDeposit,
  type PendingWithdrawal,
} from './money-client';
import { messageOf, POLL_MS, usePolling } from './use-polling';

export interface PendingList<T> {
  rows: T[] | null;
  error: string | null;
}

export interface PendingMoney {
  client: MoneyClient;
  deposits: PendingList<PendingDeposit>;
  withdrawals: PendingList<PendingWithdrawal>;
  /** Local time of the last read that answered, or null before the first. */
  updatedAt: Date | null;
  refresh: () => Promise<void>;
}

const settle = async <T>(read: Promise<T[]>, last: PendingList<T>): Promise<PendingList<T>> => {
  try {
    return { rows: await read, error: null };
  } catch (e) {
    return { rows: last.rows, error: messageOf(e) };
  }
};

const EMPTY = { rows: null, error: null };

export const usePendingMoney = (pollMs: number = POLL_MS): PendingMoney => {
  const { control } = useHarness();
  const client = useMemo(() => createMoneyClient(control.base), [control]);
  const [deposits, setDeposits] = useState<PendingList<PendingDeposit>>(EMPTY);
  const [withdrawals, setWithdrawals] = useState<PendingList<PendingWithdrawal>>(EMPTY);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const last = useRef({ deposits, withdrawals });

  /** One read of both lists. */
  const load = useCallback(async () => {
    const [d, w] = await Promise.all([
      settle(client.deposits(), last.current.deposits),
      settle(client.withdrawals(), last.current.withdrawals),
    ]);
    return () => {
      last.current = { deposits: d, withdrawals: w };
      setDeposits(d);
      setWithdrawals(w);
      if (!d.error || !w.error) setUpdatedAt(new Date());
    };
  }, [client]);

  const refresh = usePolling(load, pollMs);
  return { client, deposits, withdrawals, updatedAt, refresh };
};
