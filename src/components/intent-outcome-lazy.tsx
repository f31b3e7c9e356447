// IntentOutcome on demand: it has something to show only after a submit (a refusal, a lost reply,
// a reload mid-submit), so a money form's first load goes without it; its code is fetched just
// after the form shows, ready long before any reply.
import { lazy, Suspense, useEffect } from 'react';

import type { IntentOutcomeProps } from './intent-outcome';

const load = () => import('./intent-outcome');
const Outcome = lazy(() => load().then((m) => ({ default: m.IntentOutcome })));

export function LazyIntentOutcome<P>(props: IntentOutcomeProps<P>) {
  useEffect(() => {
    void load();
  }, []);
  const { outcome } = props;
  if (outcome.phase === 'idle' || (outcome.phase === 'done' && outcome.result !== null)) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <Outcome {...(props as IntentOutcomeProps<unknown>)} />
    </Suspense>
  );
}
