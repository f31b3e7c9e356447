// The planner's data: my allotments (polled), the available balance, the calendar rows of the
// shares due, and a clock on the server's time that redraws each minute, or each second while a
// deadline is less than an hour away.
import { useMemo } from 'react';

import { SubscribeType, SubscriptionStatus } from '@/api/contracts/codes';
import { countdownTickMs, planPayments, type PaymentPlan } from '@/lib/new-shares/payment-plan';
import { useServerNow } from '@/lib/new-shares/use-server-now';
import { useShareLookup } from '@/lib/new-shares/use-share-lookup';
import { useAllotments } from '@/lib/queries/new-shares';
import { useUserInfo } from '@/lib/queries/user-info';

export const usePlanner = (): { plan: PaymentPlan; now: number } => {
  const allotments = useAllotments();
  const info = useUserInfo();
  const rows = allotments.data;
  const payable = useMemo(
    () =>
      (rows ?? []).filter(
        (r) => r.type === SubscribeType.IPO && r.status === SubscriptionStatus.ALLOTTED,
      ),
    [rows],
  );
  const codes = useMemo(() => payable.map((r) => r.newCode), [payable]);
  const shareOf = useShareLookup(codes);
  // Redraw when the soonest countdown's text changes.
  const now = useServerNow((at) => {
    const { items } = planPayments(payable, shareOf, 0, at);
    const soonest = items.find((i) => i.deadline !== null)?.deadline;
    return soonest == null ? 60_000 : countdownTickMs(soonest - at);
  }, allotments.dataUpdatedAt);
  const plan = useMemo(
    () => planPayments(payable, shareOf, info.data?.enableAmt ?? null, now),
    [payable, shareOf, info.data?.enableAmt, now],
  );
  return { plan, now };
};
