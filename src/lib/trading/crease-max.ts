// The boards' max-change caps of a stock buy (`creaseMaxPercent` main, `cyCreaseMaxPercent` ChiNext,
// `kcCreaseMaxPercent` STAR), read one way by the order ticket, the add-on sheet, the VIP grab and
// the trading academy: the rule applies only when all three are set.
import type { SiteSetting } from '@/api/contracts/models/site';

export interface CreaseMax {
  main: number;
  chinext: number;
  star: number;
}

export const creaseMaxOf = (
  s:
    | Pick<SiteSetting, 'creaseMaxPercent' | 'cyCreaseMaxPercent' | 'kcCreaseMaxPercent'>
    | null
    | undefined,
): CreaseMax | undefined =>
  s?.creaseMaxPercent != null && s.cyCreaseMaxPercent != null && s.kcCreaseMaxPercent != null
    ? { main: s.creaseMaxPercent, chinext: s.cyCreaseMaxPercent, star: s.kcCreaseMaxPercent }
    : undefined;
