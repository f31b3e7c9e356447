// A site setting with the figures the lessons read (the money lessons' as the fixture site's,
// fixtures/src/site.ts), as the back office's defaults set them.
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
    stayMaxDays: 30,
    chargeMinAmt: 100,
    withMinAmt: 100,
    withTimeBegin: 9,
    withTimeEnd: 18,
    withFeeSingle: 2,
    withFeePercent: 0.001,
    ...overrides,
  }) as SiteSetting;
