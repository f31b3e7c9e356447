// The server's refusals of a block trade or a VIP grab in the trader's language. The texts that
// are these endpoints' own come from the contract's table (block-vip-texts.ts); the few of buy.do's
// that these orders meet too (§12.8, §12.10: hours, real name, lock, funds) are recognised here.
// Any other text is shown as the server wrote it. Pure.
import { blockVipTextOf, type BlockVipTextKey } from '@/api/contracts/block-vip-texts';

export type RefusalKey =
  | 'refused.wrongKey'
  | 'refused.offerLocked'
  | 'refused.blockMinShares'
  | 'refused.vipThreshold'
  | 'refused.vipInsufficient'
  | 'refused.vipNotTradable'
  | 'refused.outsideHours'
  | 'refused.fundsLow'
  | 'refused.kyc'
  | 'refused.accountLocked'
  | 'refused.minAmount'
  | 'refused.maxShare'
  | 'refused.maxShares';

export type DealReply = { key: RefusalKey; values?: { n: string } } | { text: string };

const OWN: Partial<Record<BlockVipTextKey, RefusalKey>> = {
  wrongKey: 'refused.wrongKey',
  offerLocked: 'refused.offerLocked',
  blockMinShares: 'refused.blockMinShares',
  vipThreshold: 'refused.vipThreshold',
  vipInsufficient: 'refused.vipInsufficient',
  vipNotTradable: 'refused.vipNotTradable',
  vipOutsideHours: 'refused.outsideHours',
};

/** buy.do's texts these orders share (api-contract §11.3 as the mock words them). */
const SHARED: readonly [RegExp, RefusalKey][] = [
  [/^下单失败，融资可用金额小于(-?\d+(?:\.\d+)?)元$/, 'refused.fundsLow'],
  [/不在交易时段内/, 'refused.outsideHours'],
  [/^下单失败，请先实名认证$/, 'refused.kyc'],
  [/^下单失败，账户已被锁定$/, 'refused.accountLocked'],
  [/^下单失败，购买金额小于(-?\d+(?:\.\d+)?)元$/, 'refused.minAmount'],
  [/^下单失败，不能超过可用资金的(-?\d+(?:\.\d+)?)%$/, 'refused.maxShare'],
  [/^下单失败，购买数量大于(\d+)股$/, 'refused.maxShares'],
];

export const dealReplyOf = (message: string): DealReply => {
  const own = blockVipTextOf(message);
  const key = own && OWN[own.key];
  if (own && key) return own.n === undefined ? { key } : { key, values: { n: own.n } };
  const text = message.trim();
  for (const [pattern, shared] of SHARED) {
    const match = pattern.exec(text);
    if (match)
      return match[1] === undefined ? { key: shared } : { key: shared, values: { n: match[1] } };
  }
  return { text: message };
};
