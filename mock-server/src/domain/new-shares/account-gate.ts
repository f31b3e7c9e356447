// The account checks add.do and buyNewStockQc.do share (api-contract §12.2, §12.7), in their order:
// KYC missing, the holiday switch, then the lock — the lock after the holiday here, unlike a stock
// buy. The KYC rules themselves are the stock buy's (`firstBuyFailure`), not a copy.
import type { UserRow } from '../../../../fixtures/src/users';
import { NEW_SHARE_TEXT } from '../../../../src/api/contracts/new-share-texts';
import { firstBuyFailure } from '../../../../src/api/contracts/trading-rules';
import type { MockStore } from '../../store/store';
import { siteProduct } from '../trading/context';

const kycFailure = (store: MockStore, user: UserRow) =>
  firstBuyFailure({
    kyc: {
      isEnforced: siteProduct(store)?.realNameDisplay ?? false,
      realName: user.realName,
      idCard: user.idCard,
      isLock: user.isLock,
    },
    shares: 0,
    direction: 'long',
  })?.rule;

/**
 * The holiday switch alone (no date): the reference reads `holidayDisplay` here. The control API's
 * forced-open mode lifts it, as it does for every order (trading-hours.ts).
 */
export const isHolidayClosed = (store: MockStore): boolean =>
  store.control.tradingHours !== 'open' && (siteProduct(store)?.holidayDisplay ?? false);

/** The first account check the caller fails (its reply text), or undefined. */
export const accountRefusal = (store: MockStore, user: UserRow): string | undefined => {
  const kyc = kycFailure(store, user);
  if (kyc === 'kyc-missing') return NEW_SHARE_TEXT.kycMissing;
  if (isHolidayClosed(store)) return NEW_SHARE_TEXT.holiday;
  if (kyc === 'account-locked') return NEW_SHARE_TEXT.accountLocked;
  return undefined;
};
