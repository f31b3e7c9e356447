// The close sheets, out of the first load of every page that offers them (/warehouse, /detail):
// their forms, rules and previews are only needed once "close" is tapped. Pages warm them once
// their first screen has settled, or as the trader reaches for "close" (lib/lazy-on-first-use).
import { lazyOnFirstUse } from '@/lib/lazy-on-first-use';

import type { CloseSheetProps } from './close-sheet-frame';
import type { ContractPositionView } from '../model/contract-position';
import type { StockPositionView } from '../model/stock-position';

export const stockCloseSheet = lazyOnFirstUse<CloseSheetProps<StockPositionView>>(() =>
  import('./close-sheet').then((m) => m.CloseSheet),
);

export const contractCloseSheet = lazyOnFirstUse<CloseSheetProps<ContractPositionView>>(() =>
  import('./contract-close-sheet').then((m) => m.ContractCloseSheet),
);
