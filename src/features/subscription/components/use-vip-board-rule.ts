// The list's 'not grabbable now' mark: the board max-change rule of the VIP grab (model/vip-order
// vipBoardProblem, the order ticket's rule) for each row. It waits for the grab maths chunk, so
// the list's first load stays without decimal.js; until then no row is marked.
import { useSiteSetting } from '@/lib/queries/site-setting';
import type { VipItem } from '@/lib/queries/vip-grabs';

import { vipLimitsOf } from '../model/vip-limits';

import { useVipMaths } from './use-vip-maths';

export const useVipBoardRule = (): ((item: VipItem) => boolean) => {
  const setting = useSiteSetting();
  const maths = useVipMaths();
  const limits = vipLimitsOf(setting.data);
  return (item) => (maths ? maths.vipBoardProblem(item, limits) !== null : false);
};
