// What kind of deposit channel a `SitePay` row is (api-contract §10.3; `ctype` 0 Alipay QR,
// 1 company bank transfer, 2 other, 3 the digital-asset test channel of /btc).
import { PayChannelType } from '@/api/contracts/codes';
import type { SitePay } from '@/api/contracts/models/site';

export type ChannelKind = 'bank' | 'qr' | 'asset';

export const channelKind = (pay: Pick<SitePay, 'ctype'>): ChannelKind => {
  if (pay.ctype === PayChannelType.DIGITAL_ASSET) return 'asset';
  if (pay.ctype === PayChannelType.COMPANY_TRANSFER) return 'bank';
  return 'qr';
};

/** Channels of one kind, in the server's order. */
export const channelsOf = (pays: readonly SitePay[], kind: ChannelKind): SitePay[] =>
  pays.filter((p) => channelKind(p) === kind);

/** The channel /recharge uses: the one asked for, else the first bank or QR channel (§9.1). */
export const pickDepositChannel = (
  pays: readonly SitePay[],
  payId: number | undefined,
): SitePay | undefined =>
  (payId === undefined ? undefined : pays.find((p) => p.id === payId)) ??
  pays.find((p) => channelKind(p) !== 'asset') ??
  pays[0];
