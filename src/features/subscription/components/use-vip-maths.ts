// The VIP grab's decimal maths (model/vip-order.ts, with decimal.js) arrives just after the page's
// first paint, so the page's first load goes without decimal.js; until then the margin shows '--'
// and a tap on 买入 waits for it rather than being lost.
import { useEffect, useState } from 'react';

export const loadVipMaths = () => import('../model/vip-order');
type VipMaths = Awaited<ReturnType<typeof loadVipMaths>>;

let loaded: VipMaths | undefined;

export const useVipMaths = (): VipMaths | undefined => {
  const [maths, setMaths] = useState(loaded);
  useEffect(() => {
    if (maths) return;
    let live = true;
    void loadVipMaths().then((m) => {
      loaded = m;
      if (live) setMaths(m);
    });
    return () => {
      live = false;
    };
  }, [maths]);
  return maths;
};
