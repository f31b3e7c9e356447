// The stock close sheet's fixed texts, looked up once per language. The sheet mounts afresh on every
// "close", and its ~20 look-ups ran in the tap's own task, before the sheet's first frame (issue 24,
// close sheet ≤ 100 ms). Texts made from values (title, shares, messages) stay with the sheet.
import type { TFunction } from 'i18next';

import { QUICK_PARTS, type QuickPart } from '../model/close-form';

const build = (t: TFunction<'positions'>) => ({
  code: t('field.code'),
  price: t('close.price'),
  held: t('close.held'),
  sellable: t('close.sellable'),
  sellableLoading: t('close.sellableLoading'),
  sellableFailed: t('close.sellableFailed'),
  noPrice: t('noPrice'),
  quantity: t('close.quantity'),
  quantityPlaceholder: t('close.quantityPlaceholder'),
  quickLabel: t('close.quickLabel'),
  quick: Object.fromEntries(QUICK_PARTS.map((p) => [p, t(`close.quick.${p}`)])) as Record<
    QuickPart,
    string
  >,
  preview: {
    title: t('close.previewTitle'),
    pnl: t('close.previewPnl'),
    fees: t('close.previewFees'),
    net: t('close.previewNet'),
    margin: t('close.previewMargin'),
    hint: t('close.previewHint'),
  },
});

export type CloseSheetText = ReturnType<typeof build>;

const byLanguage = new Map<string, CloseSheetText>();

/** The texts in `language` (the one `t` translates into: the sheet renders once it is loaded). */
export const closeSheetText = (t: TFunction<'positions'>, language: string): CloseSheetText => {
  let texts = byLanguage.get(language);
  if (!texts) byLanguage.set(language, (texts = build(t)));
  return texts;
};
