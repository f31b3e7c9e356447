// The login prompt for visitors, loaded only when a visitor opens the page: its state block (and
// the modules behind it) stays out of a trader's first load.
import { lazy, Suspense } from 'react';

import type { VisitorPromptProps } from '@/components/visitor-prompt';

const Prompt = lazy(async () => ({
  default: (await import('@/components/visitor-prompt')).VisitorPrompt,
}));

export function LazyVisitorPrompt(props: VisitorPromptProps) {
  return (
    <Suspense fallback={null}>
      <Prompt {...props} />
    </Suspense>
  );
}
