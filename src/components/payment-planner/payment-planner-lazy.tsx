// The planner's compact card for the profile tab, loaded after the tab's first paint (its
// allotments request, timeline maths and texts are not the tab’s first load); nothing shows while
// nothing is due.
import { lazy, Suspense } from 'react';

const Planner = lazy(async () => ({
  default: (await import('./payment-planner')).PaymentPlanner,
}));

export function LazyPaymentPlannerCard() {
  return (
    <Suspense fallback={null}>
      <Planner variant="compact" />
    </Suspense>
  );
}
