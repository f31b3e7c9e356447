// The ticket builds its stock preview through the shared input builder — the one the trading
// academy's leverage lesson uses — so the lesson's figures are the ticket's for the same order.
import { describe, expect, it, vi } from 'vitest';

import type { StockVO } from '@/api/contracts/models/market';
import * as preview from '@/lib/trading/order-preview';
import { stockPreviewInputOf } from '@/lib/trading/stock-preview-input';

import { ticketModelOf, type TicketData } from './ticket-model';

vi.mock('@/lib/trading/order-preview', { spy: true });

const setting = {
  id: 1,
  siteLever: '10/20',
  buyFee: 0.0003,
  sellFee: 0.0003,
  dutyFee: 0.001,
  buyMaxAmtPercent: 0.8,
  buyMinNum: 100,
  buyMaxNum: 5000,
};

const data: TicketData = {
  kind: 'stock',
  quote: { id: 1, name: '平安银行', code: '000001', gid: 'sz000001', nowPrice: '10.00' } as StockVO,
  isUnknown: false,
  setting,
  user: { id: 1, enableAmt: 42_000 } as TicketData['user'],
  spreadRate: 0.0005,
  lever: 20,
  now: Date.parse('2026-11-18T10:00:00+08:00'),
};

describe('the ticket preview input', () => {
  it('is stockPreviewInputOf(setting, the order) — the builder the academy uses', () => {
    const result = ticketModelOf(data).previewOf(7, 10.5, 20, 'short');
    const input = stockPreviewInputOf(setting, {
      price: 10.5,
      lots: 7,
      lever: 20,
      side: 'short',
      spreadRate: 0.0005,
      available: 42_000,
    });
    expect(preview.stockPreview).toHaveBeenLastCalledWith(input);
    expect(result).toEqual(preview.stockPreview(input));
  });
});
