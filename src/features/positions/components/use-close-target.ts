// The position whose close sheet a list has open. The sheet follows the live row (price, P/L)
// and keeps the last one once the row is gone (closed, or paged away). The sheet's code is fetched
// on the first "close" (`isWanted`), so a list's first load goes without it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export const useCloseTarget = <V extends { positionSn: string }>(
  views: readonly V[],
  /** After a close: show the closed positions. */
  onShowClosed: () => void,
) => {
  const [selected, setSelected] = useState<V | null>(null);
  const [isWanted, setWanted] = useState(false);
  const open = useCallback((view: V) => {
    setWanted(true);
    setSelected(view);
  }, []);
  const position = selected
    ? (views.find((v) => v.positionSn === selected.positionSn) ?? selected)
    : null;
  const showClosed = useRef(onShowClosed);
  useEffect(() => {
    showClosed.current = onShowClosed;
  });
  const dismiss = useCallback(() => setSelected(null), []);
  // Stable while the row is the same: a poll that leaves the sheet's row alone leaves the sheet be.
  const sheet = useMemo(
    () => ({
      position,
      onDismiss: dismiss,
      onShowClosed: () => {
        setSelected(null);
        showClosed.current();
      },
    }),
    [position, dismiss],
  );
  return {
    /** Opens the sheet for a card (stable: fit for a memoized render). */
    open,
    /** A sheet was opened once: from then on the sheet stays mounted (its closing animation). */
    isWanted,
    /** The sheet's props (the same object while they are the same). */
    sheet,
  };
};
