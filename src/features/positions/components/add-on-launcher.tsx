// Where an open stock card's "add" leads: the add-on sheet, whose code is fetched on the first tap
// (its own chunk: /warehouse's first load goes without it). The sheet follows the live row.
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useState,
  type ReactNode,
} from 'react';

import type { StockPositionView } from '../model/stock-position';

const AddOnSheet = lazy(() => import('./add-on-sheet'));

type OpenAddOn = (view: StockPositionView) => void;

const AddOnContext = createContext<OpenAddOn | null>(null);

/** The card's "add" action; null where no list offers add-ons. */
export const useAddOnAction = (): OpenAddOn | null => useContext(AddOnContext);

export function AddOnLauncher({
  views,
  children,
}: {
  views: readonly StockPositionView[];
  children: ReactNode;
}) {
  const [selected, setSelected] = useState<StockPositionView | null>(null);
  const [isWanted, setWanted] = useState(false);
  const open = useCallback<OpenAddOn>((view) => {
    setWanted(true);
    setSelected(view);
  }, []);
  const position = selected
    ? (views.find((v) => v.positionSn === selected.positionSn) ?? selected)
    : null;
  return (
    <AddOnContext.Provider value={open}>
      {children}
      {isWanted && (
        <Suspense fallback={null}>
          <AddOnSheet position={position} onDismiss={() => setSelected(null)} />
        </Suspense>
      )}
    </AddOnContext.Provider>
  );
}
