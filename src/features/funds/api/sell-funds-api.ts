// Closing a sub-account position (`/user/funds/sellFunds.do`, api-contract §14.8). One request per
// intent: the intent key makes a second tap while the first is in flight share its request. After
// a reply of any kind every screen showing positions, balances or allocations is refreshed.
import { sellFunds } from '@/api/contracts/endpoints/funds';
import { request } from '@/lib/api-client';
import { afterWrite } from '@/lib/queries/writes';

export const sellFundsIntentKey = (positionSn: string) => `funds.sell:${positionSn}`;

export const sellFundsPosition = async (positionSn: string) => {
  try {
    return await request(
      sellFunds,
      { positionSn },
      { intentKey: sellFundsIntentKey(positionSn), alert: 'none' },
    );
  } finally {
    void afterWrite('close');
  }
};
