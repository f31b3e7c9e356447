// Take-profit / stop-loss of an open position (`/user/updateProfitTarget.do`, api-contract
// §11.13). Both prices are ints on the wire; the model checks them first.
import { updateProfitTarget } from '@/api/contracts/endpoints/trading';
import { request } from '@/lib/api-client';
import { afterWrite } from '@/lib/queries/writes';

export const saveTargets = async (input: {
  positionSn: string;
  profitTarget: number;
  stopTarget: number;
}) => {
  const result = await request(updateProfitTarget, input, {
    intentKey: `positions.targets:${input.positionSn}`,
    alert: 'none',
  });
  await afterWrite('targets');
  return result;
};
