import { afterEach, describe, expect, it } from 'vitest';

import { queryClient } from '@/lib/query-client';

import { bankInfoKey } from './bank-info';
import { cashRecordKeys } from './cash-records';
import { fundingSubaccountKeys } from './funding';
import { KEY_ROOTS } from './keys';
import { pendingOrderKeys } from './pending-orders';
import { positionKeys } from './positions';
import { productSettingKey } from './product-setting';
import { rechargeKeys } from './recharges';
import { userInfoKey } from './user-info';
import { withdrawalKeys } from './withdrawals';
import { afterWrite, type WriteKind } from './writes';

/** Every screen's cache entry, as the positions tab, a ticket and the profile tab hold them. */
const SCREENS = {
  stockList: positionKeys.list('stock', { state: 0 }),
  indexList: positionKeys.list('index', { state: 0 }),
  detail: positionKeys.detail('futures', 'F1'),
  ticketHolding: positionKeys.holding('stock', 'sh600519'),
  pendingOrders: pendingOrderKeys.list,
  user: userInfoKey,
  card: bankInfoKey,
  productSetting: productSettingKey,
} as const;

const seed = () => {
  for (const key of Object.values(SCREENS)) queryClient.setQueryData(key, { seeded: true });
};

const invalidated = () =>
  Object.entries(SCREENS)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();

afterEach(() => queryClient.clear());

describe('afterWrite', () => {
  it('a booking refreshes every position screen of every account, pending orders and balances', async () => {
    seed();
    await afterWrite('booking');
    expect(invalidated()).toEqual(
      ['detail', 'indexList', 'pendingOrders', 'stockList', 'ticketHolding', 'user'].sort(),
    );
  });

  it('a ticket and the positions tab share the cache of one instrument: one key family', () => {
    expect(positionKeys.holding('stock', 'sh600519')).toEqual(
      positionKeys.holding('stock', '600519'),
    );
    expect(positionKeys.holding('index', 'x').slice(0, 1)).toEqual(positionKeys.all);
  });

  it('a card change refreshes the card and the user, nothing about positions', async () => {
    seed();
    await afterWrite('bankCard');
    expect(invalidated()).toEqual(['card', 'user']);
  });

  it('a close refreshes positions and balances, not pending orders', async () => {
    seed();
    await afterWrite('close');
    expect(invalidated()).toEqual(['detail', 'indexList', 'stockList', 'ticketHolding', 'user']);
  });

  it('marking messages read refreshes the list and the unread badge, nothing else', async () => {
    seed();
    queryClient.setQueryData(KEY_ROOTS.messages, []);
    queryClient.setQueryData(KEY_ROOTS.unread, 3);
    await afterWrite('messagesRead');
    expect(invalidated()).toEqual([]);
    expect(queryClient.getQueryState(KEY_ROOTS.messages)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(KEY_ROOTS.unread)?.isInvalidated).toBe(true);
  });

  describe('money', () => {
    /** What the wallet, the money forms, the record lists and the positions tab hold. */
    const MONEY_SCREENS = {
      user: userInfoKey,
      subaccounts: fundingSubaccountKeys.subaccounts,
      deposits: rechargeKeys.list(),
      pendingDeposits: rechargeKeys.list({ status: 0 }),
      withdrawals: withdrawalKeys.list(),
      pendingWithdrawals: withdrawalKeys.list({ status: 0 }),
      ledger: cashRecordKeys.list(),
      positions: positionKeys.list('stock', { state: 0 }),
      pendingOrders: pendingOrderKeys.list,
      card: bankInfoKey,
    } as const;

    const refreshedBy = async (kind: WriteKind) => {
      for (const key of Object.values(MONEY_SCREENS)) queryClient.setQueryData(key, { seeded: 1 });
      await afterWrite(kind);
      return Object.entries(MONEY_SCREENS)
        .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
        .map(([name]) => name)
        .sort();
    };

    it('a deposit refreshes balances, every deposit list and the ledger, not withdrawals', async () => {
      expect(await refreshedBy('deposit')).toEqual(
        ['deposits', 'ledger', 'pendingDeposits', 'subaccounts', 'user'].sort(),
      );
    });

    it('a withdrawal and its cancellation refresh balances, every withdrawal list and the ledger', async () => {
      const expected = [
        'ledger',
        'pendingWithdrawals',
        'subaccounts',
        'user',
        'withdrawals',
      ].sort();
      expect(await refreshedBy('withdraw')).toEqual(expected);
      queryClient.clear();
      expect(await refreshedBy('withdrawCancel')).toEqual(expected);
    });

    it('a transfer refreshes balances and the ledger; positions and record lists stay', async () => {
      expect(await refreshedBy('transfer')).toEqual(['ledger', 'subaccounts', 'user']);
    });
  });
});
