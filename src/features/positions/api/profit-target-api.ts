// Take-profit / stop-loss of an open position (`/user/updateProfitTarget.do`, api-contract
// §11.13). Both prices are ints on the wire; the model checks them first.
import { updateProfitTarget } from '@/api/contracts/endpoints/trading';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

import { positionKeys } from './position-list-api';

export const saveTargets = async (input: {
  positionSn: string;
  profitTarget: number;
  stopTarget: number;
}) => {
  const result = await request(updateProfitTarget, input, {
    intentKey: `positions.targets:${input.positionSn}`,
    alert: 'none',
  });
  await queryClient.invalidateQueries({ queryKey: positionKeys.all });
  return result;
};
