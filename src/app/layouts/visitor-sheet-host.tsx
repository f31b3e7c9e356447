// Loads the visitor sheet the first time it is asked for: its bottom-sheet component brings
// antd-mobile's animation and gesture libraries, which the start-up bundle does without.
import { lazy, Suspense, useState } from 'react';

import { useAppStore } from '@/stores/app-store';

const VisitorSheet = lazy(async () => ({
  default: (await import('./visitor-sheet')).VisitorSheet,
}));

export function VisitorSheetHost() {
  const visible = useAppStore((s) => s.dialogVisible);
  // Once loaded it stays mounted, so closing can animate.
  const [wanted, setWanted] = useState(visible);
  if (visible && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <VisitorSheet />
    </Suspense>
  );
}
