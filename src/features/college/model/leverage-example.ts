// The leverage lesson's example IS the order ticket's preview: the same input builder, the same
// `stockPreview`. Nothing here re-derives a figure.
import { stockPreview, type StockPreview } from '@/lib/trading/order-preview';
import {
  stockPreviewInputOf,
  type PreviewSetting,
  type StockOrderDraft,
} from '@/lib/trading/stock-preview-input';

export const leverageExample = (
  setting: PreviewSetting | undefined,
  draft: StockOrderDraft,
): StockPreview => stockPreview(stockPreviewInputOf(setting, draft));
