// Closing an index or futures contract (`/user/sellIndex.do`, `/user/sellFutures.do`, api-contract
// §11.13): always the whole position. One request per intent, as for stocks.
import { sellFutures, sellIndex } from '@/api/contracts/endpoints/trading';
import { request } from '@/lib/api-client';
import { afterWrite } from '@/lib/queries/writes';

import type { ContractKind } from '../model/contract-position';

export const closeContract = async (kind: ContractKind, positionSn: string) => {
  const options = { intentKey: `positions.sell-${kind}:${positionSn}`, alert: 'none' } as const;
  try {
    return kind === 'index'
      ? await request(sellIndex, { positionSn }, options)
      : await request(sellFutures, { positionSn }, options);
  } finally {
    void afterWrite('close');
  }
};
