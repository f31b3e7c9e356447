// The order in the trader's words for the confirmation sheet: one row per choice (side, quantity,
// order type, price, leverage, sub-account, protection) and the lines saying what happens once it
// is sent. Prices at ticks, counts grouped; no endpoint or parameter name (those are harness-only).
import { useTranslation } from 'react-i18next';

import { SHARES_PER_LOT } from '@/api/contracts/trading-math';

import type { OrderSummary } from '../model/order-summary';

import { formatCount, formatTick } from './format';
import type { FigureRow } from './preview-panel';

export interface SummaryContext {
  /** The quote when the sheet opened (market orders); undefined when unknown (a resend). */
  marketPrice?: number | null;
  /** Quantity already held in this direction (stocks, in shares): a market buy merges into it. */
  heldBefore?: number;
}

export const useOrderSummary = () => {
  const { t } = useTranslation('trade');
  const rowsOf = (s: OrderSummary, { marketPrice }: SummaryContext): FigureRow[] => {
    const price: FigureRow =
      s.orderType === 'limit'
        ? { id: 'price', label: t('orderType.limitPrice'), value: formatTick(s.limitPrice) }
        : {
            id: 'price',
            label: t('confirm.price'),
            value: marketPrice
              ? t('confirm.marketPrice', { price: formatTick(marketPrice) })
              : t('confirm.marketPriceUnknown'),
          };
    const rows: (FigureRow | false)[] = [
      { id: 'side', label: t('side.label'), value: t(`side.${s.side}`) },
      {
        id: 'quantity',
        label: t('confirm.quantity'),
        value:
          s.shares === null
            ? t('confirm.lots', { lots: formatCount(s.lots) })
            : t('confirm.lotsShares', { lots: formatCount(s.lots), shares: formatCount(s.shares) }),
      },
      { id: 'orderType', label: t('orderType.label'), value: t(`orderType.${s.orderType}`) },
      price,
      { id: 'lever', label: t('lever.label'), value: t('lever.option', { lever: s.lever }) },
      s.subaccount !== null && {
        id: 'subaccount',
        label: t('subaccount.label'),
        value: String(s.subaccount),
      },
      s.profitTarget !== null && {
        id: 'takeProfit',
        label: t('protect.takeProfitPrice'),
        value: formatTick(s.profitTarget),
      },
      s.stopLoss !== null && {
        id: 'stopLoss',
        label: t('protect.stopLossPrice'),
        value: formatTick(s.stopLoss),
      },
      s.trailPct !== null && {
        id: 'trailing',
        label: t('protect.trailing'),
        value: t('confirm.trailValue', { pct: s.trailPct }),
      },
    ];
    return rows
      .filter((row): row is FigureRow => row !== false)
      .map((row) => ({ ...row, testId: `confirm-${row.id}` }));
  };

  const nextOf = (s: OrderSummary, { heldBefore }: SummaryContext): string[] => {
    const lines: string[] = [];
    switch (s.destination) {
      case 'positions':
        lines.push(t('confirm.next.market'));
        if (heldBefore && s.shares !== null) {
          lines.push(t('confirm.next.merge', { lots: formatCount(heldBefore / SHARES_PER_LOT) }));
        }
        break;
      case 'pending':
        lines.push(
          t(s.side === 'long' ? 'confirm.next.limitLong' : 'confirm.next.limitShort', {
            price: formatTick(s.limitPrice),
          }),
        );
        break;
      case 'subaccount':
        lines.push(t('confirm.next.funds', { number: s.subaccount ?? '--' }));
        break;
      case 'index':
      case 'futures':
        lines.push(t(`confirm.next.${s.destination}`));
        break;
    }
    if (s.profitTarget !== null || s.stopLoss !== null) lines.push(t('confirm.next.protect'));
    if (s.trailPct !== null && s.stopLoss !== null) {
      lines.push(t('confirm.next.trailing', { level: formatTick(s.stopLoss), pct: s.trailPct }));
    }
    return lines;
  };

  return { rowsOf, nextOf };
};
