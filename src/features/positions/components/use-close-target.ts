// The position whose close sheet a list has open. The sheet follows the live row (price, P/L)
// and keeps the last one once the row is gone (closed, or paged away).
import { useState } from 'react';

export const useCloseTarget = <V extends { positionSn: string }>(
  views: readonly V[],
  /** After a close: show the closed positions. */
  onShowClosed: () => void,
) => {
  const [selected, setSelected] = useState<V | null>(null);
  const position = selected
    ? (views.find((v) => v.positionSn === selected.positionSn) ?? selected)
    : null;
  return {
    /** Opens the sheet for a card (stable: fit for a memoized render). */
    open: setSelected,
    /** The sheet's props. */
    sheet: {
      position,
      onDismiss: () => setSelected(null),
      onShowClosed: () => {
        setSelected(null);
        onShowClosed();
      },
    },
  };
};
