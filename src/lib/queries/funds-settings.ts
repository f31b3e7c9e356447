// The funding (配资) product settings (`/user/funds/getFundsSetting.do`, api-contract §14.2: margin
// range, the per-day terms, the warning and liquidation factors) and the leverage options of a cycle
// (`/user/funds/getFundsTypeList.do`, §14.3: lever, management rate, max single-stock holding).
// Read by the /days page; changed only in the back office, so kept for a while.
import { useQuery } from '@tanstack/react-query';

import { CycleType } from '@/api/contracts/codes';
import { getFundsSetting, getFundsTypeList } from '@/api/contracts/endpoints/funds';
import { request } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

import { KEY_ROOTS } from './keys';

export const fundsSettingKeys = {
  all: KEY_ROOTS.fundsSettings,
  setting: [...KEY_ROOTS.fundsSettings, 'setting'] as const,
  levers: (cycleType: number) => [...KEY_ROOTS.fundsSettings, 'levers', cycleType] as const,
};

const STALE_MS = 60_000;

export const useFundsSetting = () => {
  const token = useAppStore((s) => s.token);
  return useQuery({
    queryKey: fundsSettingKeys.setting,
    queryFn: async () => (await request(getFundsSetting, {}, { alert: 'none' })).data,
    enabled: token !== '',
    staleTime: STALE_MS,
  });
};

/** The enabled levers of a cycle (1 per day), lever ascending as the server lists them. */
export const useFundsLevers = (cycleType: number = CycleType.DAY) => {
  const token = useAppStore((s) => s.token);
  return useQuery({
    queryKey: fundsSettingKeys.levers(cycleType),
    queryFn: async () =>
      (await request(getFundsTypeList, { cycleType }, { alert: 'none' })).data.list,
    enabled: token !== '',
    staleTime: STALE_MS,
  });
};
