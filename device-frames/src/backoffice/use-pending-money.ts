// The pending deposits and withdrawals of every user, asked again every POLL_MS (control calls are
// cheap and never journalled), so an order a frame sends shows within one poll. A failed read
// keeps the last rows and says so; one read runs at a time.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { useHarness } from '../harness-context';

import {
  createMoneyClient,
  type MoneyClient,
  type PendingDeposit,
  type PendingWithdrawal,
} from './money-client';

export const POLL_MS = 2000;

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
    return { rows: last.rows, error: e instanceof Error ? e.message : String(e) };
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
  const running = useRef<Promise<void> | null>(null);
  const isMounted = useRef(true);

  /** One read of both lists; the caller makes sure no other read is running. */
  const read = useCallback((): Promise<void> => {
    const reading = (async () => {
      const [d, w] = await Promise.all([
        settle(client.deposits(), last.current.deposits),
        settle(client.withdrawals(), last.current.withdrawals),
      ]);
      if (!isMounted.current) return;
      last.current = { deposits: d, withdrawals: w };
      setDeposits(d);
      setWithdrawals(w);
      if (!d.error || !w.error) setUpdatedAt(new Date());
    })().finally(() => {
      running.current = null;
    });
    running.current = reading;
    return reading;
  }, [client]);

  /** A poll skips its turn while a read runs. */
  const poll = useCallback(() => {
    if (!running.current) void read();
  }, [read]);

  /** After an action: a read that started before it may miss it, so wait for it and read again. */
  const refresh = useCallback(async (): Promise<void> => {
    while (running.current) await running.current;
    await read();
  }, [read]);

  useEffect(() => {
    isMounted.current = true;
    poll();
    const timer = setInterval(poll, pollMs);
    return () => {
      isMounted.current = false;
      clearInterval(timer);
    };
  }, [poll, pollMs]);

  return { client, deposits, withdrawals, updatedAt, refresh };
};
