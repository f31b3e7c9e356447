// A site setting with the figures the lessons read, as the back office's defaults set them.
import type { SiteSetting } from '@/api/contracts/models/site';

export const sampleSetting = (overrides: Partial<SiteSetting> = {}): SiteSetting =>
  ({
    buyFee: 0.0003,
    sellFee: 0.0003,
    dutyFee: 0.001,
    buyMinNum: 100,
    buyMaxNum: 10000,
    buyMaxAmtPercent: 0.8,
    forceStopPercent: 0.7,
    forceStopRemindRatio: 0.5,
    creaseMaxPercent: 7,
    kcCreaseMaxPercent: 15,
    cyCreaseMaxPercent: 15,
    cantSellTimes: 0,
    siteLever: '10/20/30',
    ...overrides,
  }) as SiteSetting;
