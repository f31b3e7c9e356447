// The leverage lesson's figures are the ticket's preview: same builder, same preview function.
import { describe, expect, it, vi } from 'vitest';

import * as preview from '@/lib/trading/order-preview';
import { stockPreviewInputOf } from '@/lib/trading/stock-preview-input';

import { sampleSetting } from '../testing/sample-setting';

import { leverageExample } from './leverage-example';

const setting = sampleSetting();
const draft = {
  price: 12.34,
  lots: 5,
  lever: 10,
  side: 'long' as const,
  spreadRate: 0,
  available: 50_000,
};

vi.mock('@/lib/trading/order-preview', { spy: true });

describe('leverageExample', () => {
  it('calls the ticket preview with the input the ticket builds', () => {
    leverageExample(setting, draft);
    expect(preview.stockPreview).toHaveBeenLastCalledWith(stockPreviewInputOf(setting, draft));
  });

  it('gives margin = value ÷ lever, the site fees on top and the lots the funds allow', () => {
    const p = leverageExample(setting, draft);
    expect(p.value.toFixed(2)).toBe('6170.00');
    expect(p.margin.toFixed(2)).toBe('617.00');
    // 0.03 % commission + 0.1 % stamp duty of 6170.
    expect(p.buyFee.toFixed(2)).toBe('1.85');
    expect(p.stampDuty.toFixed(2)).toBe('6.17');
    expect(p.total.toFixed(2)).toBe('625.02');
    // 80 % of 50 000 at 123.40 margin per lot → 324 lots, capped at 100.
    expect(p.maxLots).toBe(100);
  });

  it('moves with its inputs: double the lever, half the margin; fewer funds, fewer lots', () => {
    const p = leverageExample(setting, { ...draft, lever: 20, available: 1_000 });
    expect(p.margin.toFixed(2)).toBe('308.50');
    expect(p.maxLots).toBe(12);
  });
});
