// Closing a stock position (`/user/sell.do`, api-contract §11.4), fully or partly. One request per
// intent: the intent key makes a second tap while the first is in flight share its request. After
// a reply of any kind every screen showing positions or balances is refreshed.
import { sell } from '@/api/contracts/endpoints/trading';
import { request } from '@/lib/api-client';
import { afterWrite } from '@/lib/queries/writes';

export const sellIntentKey = (positionSn: string) => `positions.sell:${positionSn}`;

/** `shares` is what is sold (sellNum); equal to the position's orderNum closes it fully. */
export const sellStock = async (positionSn: string, shares: number) => {
  try {
    return await request(
      sell,
      { positionSn, sellNum: shares },
      { intentKey: sellIntentKey(positionSn), alert: 'none' },
    );
  } finally {
    void afterWrite('close');
  }
};
