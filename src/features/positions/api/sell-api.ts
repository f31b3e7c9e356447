// Closing a stock position (`/user/sell.do`, api-contract §11.4), fully or partly. One request per
// intent: the intent key makes a second tap while the first is in flight share its request. After
// a reply of any kind the positions and the user's balances are read again.
import { sell } from '@/api/contracts/endpoints/trading';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { refreshUserInfo } from '@/lib/queries/user-info';

import { positionKeys } from './position-list-api';

export const sellIntentKey = (positionSn: string) => `positions.sell:${positionSn}`;

/** Positions (every list, detail, sellable count) and the balances, after a close or a change. */
export const refreshPositions = async (): Promise<void> => {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: positionKeys.all }),
    refreshUserInfo(),
  ]);
};

/** `shares` is what is sold (sellNum); equal to the position's orderNum closes it fully. */
export const sellStock = async (positionSn: string, shares: number) => {
  const result = await request(
    sell,
    { positionSn, sellNum: shares },
    { intentKey: sellIntentKey(positionSn), alert: 'none' },
  );
  void refreshPositions();
  return result;
};
