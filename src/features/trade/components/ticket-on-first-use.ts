// The parts of the ticket that its first screen does not show, each fetched before it is needed:
// the confirmation sheet and what follows a submit (warmed once the ticket has settled, or as the
// trader reaches for submit), and the states the data may call for (warmed as the ticket mounts).
import type { GateBlock } from '@/lib/account-gates';
import { lazyOnFirstUse } from '@/lib/lazy-on-first-use';

import type { ConfirmSheetProps } from './confirm-sheet';
import type { OutcomeBannerProps } from './outcome-banner';
import { loadOrderApi } from './use-order-submit';

// The sheet and its popup (antd-mobile's springs and gestures) stay out of the ticket's first load:
// fetched once the ticket has settled, or as the trader reaches for submit.
export const confirmSheet = lazyOnFirstUse<ConfirmSheetProps>(() =>
  import('./confirm-sheet').then((m) => m.ConfirmSheet),
);
// What became of a submit shows only after one (or after a reload mid-submit): fetched with the
// sheet, and the order requests with them.
export const outcomeBanner = lazyOnFirstUse<OutcomeBannerProps>(() =>
  import('./outcome-banner').then((m) => m.OutcomeBanner),
);
// A gate (a visitor, an unverified account) or an unknown instrument shows as soon as the data
// says so: fetched as the ticket mounts, while its data loads.
export const gateNotice = lazyOnFirstUse<{ block: GateBlock }>(() =>
  import('@/components/account-gate-notice').then((m) => m.AccountGateNotice),
);
export const notFound = lazyOnFirstUse<{ code: string }>(() =>
  import('./ticket-not-found').then((m) => m.TicketNotFound),
);
export const warmStates = () =>
  Promise.all([gateNotice.warm(), notFound.warm()]).then(() => undefined);
export const loadWrites = () => import('@/lib/queries/writes');
export const warmSubmit = () =>
  Promise.all([confirmSheet.warm(), outcomeBanner.warm(), loadOrderApi(), loadWrites()]).then(
    () => undefined,
    () => undefined,
  );
