// The account checks trading and money screens share (product-spec §6, api-contract §16 "KYC
// gate"): ordering and withdrawal need a passed real-name verification, a withdrawal also needs a
// bound bank card. Pure: the caller passes what it knows and gets the first thing to fix, with its
// message key (common namespace, `gates.*`) and the route that fixes it.
import type { UserInfo } from '@/api/contracts/models/user';
import { routes } from '@/config/routes';

export type GateAction = 'order' | 'withdraw';
export type GateReason = 'kyc-missing' | 'kyc-pending' | 'kyc-rejected' | 'no-card';

/** `isActive` of the user (api-contract §15.1). */
export const KYC_STATE = { none: 0, review: 1, verified: 2, rejected: 3 } as const;

export type GateMessageKey =
  | 'gates.order.kycMissing'
  | 'gates.order.kycPending'
  | 'gates.order.kycRejected'
  | 'gates.withdraw.kycMissing'
  | 'gates.withdraw.kycPending'
  | 'gates.withdraw.kycRejected'
  | 'gates.withdraw.noCard';

export type GateFixKey = 'gates.fix.kyc' | 'gates.fix.kycStatus' | 'gates.fix.card';

export interface GateBlock {
  reason: GateReason;
  messageKey: GateMessageKey;
  /** Label of the button that leads to `fixRoute`. */
  fixKey: GateFixKey;
  fixRoute: string;
}

export const KYC_ROUTE = routes.smrz.href();
export const ADD_CARD_ROUTE = routes.addCard.href();

const MESSAGE: Record<GateAction, Record<Exclude<GateReason, 'no-card'>, GateMessageKey>> = {
  order: {
    'kyc-missing': 'gates.order.kycMissing',
    'kyc-pending': 'gates.order.kycPending',
    'kyc-rejected': 'gates.order.kycRejected',
  },
  withdraw: {
    'kyc-missing': 'gates.withdraw.kycMissing',
    'kyc-pending': 'gates.withdraw.kycPending',
    'kyc-rejected': 'gates.withdraw.kycRejected',
  },
};

const kycReason = (isActive: number | null | undefined): Exclude<GateReason, 'no-card'> | null => {
  switch (isActive) {
    case KYC_STATE.verified:
      return null;
    case KYC_STATE.review:
      return 'kyc-pending';
    case KYC_STATE.rejected:
      return 'kyc-rejected';
    default:
      // 0, empty or an unknown value: nothing usable was submitted.
      return 'kyc-missing';
  }
};

/**
 * Null when `action` may go ahead; else why not. `bankCard` only matters for a withdrawal: any
 * card with a non-blank number counts (at most one per user).
 */
export const checkAccountGate = (
  userInfo: Pick<UserInfo, 'isActive'> | null | undefined,
  bankCard: { bankNo?: string | null } | null | undefined,
  action: GateAction,
): GateBlock | null => {
  const kyc = kycReason(userInfo?.isActive);
  if (kyc) {
    return {
      reason: kyc,
      messageKey: MESSAGE[action][kyc],
      fixKey: kyc === 'kyc-pending' ? 'gates.fix.kycStatus' : 'gates.fix.kyc',
      fixRoute: KYC_ROUTE,
    };
  }
  if (action === 'withdraw' && !bankCard?.bankNo?.trim()) {
    return {
      reason: 'no-card',
      messageKey: 'gates.withdraw.noCard',
      fixKey: 'gates.fix.card',
      fixRoute: ADD_CARD_ROUTE,
    };
  }
  return null;
};
