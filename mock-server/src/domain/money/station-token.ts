// The payment test station's per-order token: an HMAC of the order under a key made at server
// start and kept only in memory, so it is unguessable, never stored (not in the tables, the
// write-ahead log, exports or capsules) and unrelated to the control token. A restart makes old
// station links invalid; the pending order stays and can be started again or settled by the back
// office (ADR 0025).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { UserRecharge } from '../../../../src/api/contracts/models/money';

export interface StationTokens {
  tokenFor(recharge: UserRecharge): string;
  matches(recharge: UserRecharge, token: string): boolean;
}

export const stationTokens = (key: Buffer = randomBytes(32)): StationTokens => {
  const tokenFor = (recharge: UserRecharge): string =>
    createHmac('sha256', key)
      .update(`${recharge.id}:${recharge.orderSn ?? ''}:${recharge.addTime ?? ''}`)
      .digest('base64url');
  return {
    tokenFor,
    matches: (recharge, token) => {
      const expected = Buffer.from(tokenFor(recharge));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
};
