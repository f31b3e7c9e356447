import { describe, expect, it } from 'vitest';

import { checkTicket, type TicketContext } from './checks';
import { stockPreview } from '@/lib/trading/order-preview';
import { emptyInput, type TicketInput } from './ticket-input';

const verified = {
  isActive: 2,
  realName: '张伟',
  idCard: '310104199810238999',
  isLock: 0,
  userIndexAmt: 0,
};

/** A stock ticket at 20.00 with 10 000 available, site limits as the fixtures set them. */
const stockCtx = (over: Partial<TicketContext> = {}): TicketContext => ({
  kind: 'stock',
  instrument: { name: '平安银行', gid: 'sz000001', plate: null, isLocked: false },
  price: 20,
  changePct: 1.5,
  user: verified,
  isKycEnforced: true,
  session: { isOpen: true },
  hasSettings: true,
  lotCap: { min: 1, max: 100 },
  quantityLimits: { min: 100, max: 10_000 },
  creaseMax: { main: 7, chinext: 15, star: 15 },
  buyMinAmt: 100,
  maxShareOfAvailable: 0.8,
  available: 10_000,
  today: '2026-11-18',
  marginOf: (lots, price) =>
    stockPreview({
      price,
      lots,
      lever: 10,
      side: 'long',
      buyFee: 0,
      sellFee: 0,
      dutyFee: 0,
      spreadRate: 0,
      available: 0,
      maxShareOfAvailable: 1,
      minShares: 100,
      maxShares: 10_000,
    }).margin.toString(),
  quantityOf: (lots) => lots * 100,
  ...over,
});

const input = (over: Partial<TicketInput> = {}): TicketInput => ({
  ...emptyInput('long'),
  lever: 10,
  ...over,
});

describe('checkTicket — fields', () => {
  it('passes a plain valid order and returns what to send', () => {
    const v = checkTicket(input({ lots: '2' }), stockCtx());
    expect(v).toMatchObject({ gate: null, fields: {}, order: null });
    expect(v.checked).toMatchObject({ side: 'long', lots: 2, lever: 10, referencePrice: 20 });
  });

  it.each([
    ['', 'reason.quantityEmpty'],
    ['0', 'reason.quantityBelowOne'],
    ['101', 'reason.quantityAboveCap'],
  ])('quantity %j → %s, and nothing is sent', (lots, key) => {
    const v = checkTicket(input({ lots }), stockCtx());
    expect(v.fields.lots?.key).toBe(key);
    expect(v.checked).toBeNull();
  });

  it('site share limits come back in lots at the quantity field', () => {
    const v = checkTicket(input({ lots: '2' }), stockCtx({ quantityLimits: { min: 500 } }));
    expect(v.fields.lots).toEqual({ key: 'reason.belowMinLots', values: { lots: 5 } });
    const w = checkTicket(input({ lots: '60' }), stockCtx({ quantityLimits: { max: 5000 } }));
    expect(w.fields.lots).toEqual({ key: 'reason.aboveMaxLots', values: { lots: 50 } });
  });

  it('contract limits are already lots', () => {
    const v = checkTicket(
      input({ lots: '1' }),
      stockCtx({ kind: 'index', quantityLimits: { min: 2, max: 10 }, quantityOf: (l) => l }),
    );
    expect(v.fields.lots).toEqual({ key: 'reason.belowMinLots', values: { lots: 2 } });
  });

  it('take profit must be beyond the price in the trade direction, stop loss on the other side', () => {
    const long = checkTicket(
      input({ takeProfit: { isOn: true, value: '19' }, stopLoss: { isOn: true, value: '21' } }),
      stockCtx(),
    );
    expect(long.fields.takeProfit).toEqual({
      key: 'reason.tpNotAbove',
      values: { price: '20.00' },
    });
    expect(long.fields.stopLoss).toEqual({ key: 'reason.slNotBelow', values: { price: '20.00' } });
    const short = checkTicket(
      input({
        side: 'short',
        takeProfit: { isOn: true, value: '21' },
        stopLoss: { isOn: true, value: '19' },
      }),
      stockCtx(),
    );
    expect(short.fields.takeProfit?.key).toBe('reason.tpNotBelow');
    expect(short.fields.stopLoss?.key).toBe('reason.slNotAbove');
  });

  it('a switched-on protection needs a value; a trail must be within its range', () => {
    const v = checkTicket(
      input({ takeProfit: { isOn: true, value: '' }, trailing: { isOn: true, value: '80' } }),
      stockCtx(),
    );
    expect(v.fields.takeProfit?.key).toBe('reason.tpEmpty');
    expect(v.fields.trailing).toEqual({ key: 'reason.trailRange', values: { min: 0.1, max: 50 } });
  });

  it('a limit order needs its price and is checked against it, not the live price', () => {
    expect(checkTicket(input({ orderType: 'limit' }), stockCtx()).fields.limitPrice?.key).toBe(
      'reason.limitPriceEmpty',
    );
    const v = checkTicket(
      input({ orderType: 'limit', limitPrice: '18', takeProfit: { isOn: true, value: '19' } }),
      stockCtx(),
    );
    expect(v.fields).toEqual({});
    expect(v.checked).toMatchObject({ limitPrice: 18, profitTarget: 19, referencePrice: 18 });
  });

  it('the split-account ticket needs a sub-account, and says so when there is none', () => {
    const ctx = stockCtx({ kind: 'funds', subaccounts: [80000003] });
    expect(checkTicket(input(), ctx).fields.subaccount?.key).toBe('reason.subaccountMissing');
    expect(
      checkTicket(input(), stockCtx({ kind: 'funds', subaccounts: [] })).fields.subaccount?.key,
    ).toBe('reason.subaccountNone');
    expect(checkTicket(input({ subaccount: 80000003 }), ctx).checked?.subaccountNumber).toBe(
      80000003,
    );
  });
});

describe('checkTicket — account and order rules', () => {
  it('an unverified account is stopped by the gate, with the route that fixes it', () => {
    const v = checkTicket(
      input(),
      stockCtx({ user: { ...verified, isActive: 0, realName: null, idCard: null, isLock: 1 } }),
    );
    expect(v.gate).toMatchObject({ reason: 'kyc-missing', fixRoute: '/smrz' });
    expect(v.order).toBeNull();
    expect(v.checked).toBeNull();
  });

  it('no gate while the account is still loading, but nothing can be sent', () => {
    const v = checkTicket(input(), stockCtx({ user: undefined }));
    expect(v.gate).toBeNull();
    expect(v.order?.key).toBe('reason.accountLoading');
    expect(v.checked).toBeNull();
  });

  it('a verified but locked account gets the lock reason', () => {
    const v = checkTicket(input(), stockCtx({ user: { ...verified, isLock: 1 } }));
    expect(v.order?.key).toBe('reason.accountLocked');
  });

  it('outside trading hours a market order is refused; a limit order may wait', () => {
    const closed = stockCtx({ session: { isOpen: false, reason: 'outside-hours' } });
    expect(checkTicket(input(), closed).order?.key).toBe('reason.outsideHours');
    const weekend = stockCtx({ session: { isOpen: false, reason: 'weekend' } });
    expect(checkTicket(input(), weekend).order?.key).toBe('reason.outsideHours');
    expect(
      checkTicket(input({ orderType: 'limit', limitPrice: '19.5' }), closed).checked,
    ).not.toBeNull();
  });

  it('margin above the available funds → insufficient funds (above the max share first)', () => {
    // Margin = lots × 100 × 20 ÷ 10: 30 lots 6000 fits; 45 lots 9000 > 80 %; 55 lots 11 000 > all.
    expect(checkTicket(input({ lots: '30' }), stockCtx()).order).toBeNull();
    expect(checkTicket(input({ lots: '45' }), stockCtx()).order).toEqual({
      key: 'reason.aboveMaxShare',
      values: { percent: '80' },
    });
    expect(
      checkTicket(input({ lots: '55' }), stockCtx({ maxShareOfAvailable: undefined })).order,
    ).toEqual({ key: 'reason.insufficientFunds', values: { available: '10000' } });
  });

  it('below the minimum buy amount', () => {
    const v = checkTicket(input({ lots: '1' }), stockCtx({ buyMinAmt: 1000 }));
    expect(v.order).toEqual({ key: 'reason.belowMinAmount', values: { amount: 1000 } });
  });

  it('an order against a held stock position is refused: the server would merge it into it', () => {
    const heldLong = { side: 'long' as const, shares: 300 };
    const short = checkTicket(input({ lots: '2', side: 'short' }), stockCtx(), heldLong);
    expect(short.order).toEqual({ key: 'reason.mergesIntoLong', values: { lots: 3 } });
    expect(short.checked).toBeNull();
    // Same side: an add-on, as the header says.
    expect(checkTicket(input({ lots: '2' }), stockCtx(), heldLong).order).toBeNull();
  });

  it('no long at limit-up; a short is allowed there', () => {
    const up = stockCtx({ changePct: 10, creaseMax: undefined });
    expect(checkTicket(input(), up).order?.key).toBe('reason.limitUpLong');
    expect(checkTicket(input({ side: 'short' }), up).order).toBeNull();
  });

  it('change beyond the board band refuses the buy (ChiNext uses its own band)', () => {
    expect(checkTicket(input(), stockCtx({ changePct: 7.2 })).order).toEqual({
      key: 'reason.riseTooHigh',
      values: { change: '7.2', max: '7' },
    });
    const chinext = stockCtx({
      changePct: 7.2,
      instrument: { name: '宁德时代', gid: 'sz300750', plate: '创业', isLocked: false },
    });
    expect(checkTicket(input(), chinext).order).toBeNull();
    expect(checkTicket(input(), stockCtx({ changePct: -8 })).order?.key).toBe('reason.fallTooDeep');
  });

  it('ST and delisting names and suspended stocks are refused', () => {
    const st = stockCtx({
      instrument: { name: 'ST海润', gid: 'sh600401', plate: null, isLocked: false },
      changePct: 0,
    });
    expect(checkTicket(input(), st).order?.key).toBe('reason.stOrDelisting');
    const halted = stockCtx({
      instrument: { name: '平安银行', gid: 'sz000001', plate: null, isLocked: true },
    });
    expect(checkTicket(input(), halted).order?.key).toBe('reason.suspended');
  });

  it('an index that is not tradable, and the index band by direction', () => {
    const index = stockCtx({
      kind: 'index',
      instrument: { name: '上证指数', gid: 'sh000001', isLocked: false },
      quantityLimits: { min: 1, max: 100 },
      quantityOf: (l) => l,
      indexRiseLimit: 0.1,
      creaseMax: undefined,
      changePct: 10.5,
    });
    expect(checkTicket(input(), index).order).toEqual({
      key: 'reason.indexRiseLimit',
      values: { change: '10.5', max: '10' },
    });
    expect(checkTicket(input({ side: 'short' }), index).order).toBeNull();
    const locked = { ...index, instrument: { name: '上证指数', gid: 'sh000001', isLocked: true } };
    expect(checkTicket(input(), locked).order?.key).toBe('reason.notTradable');
  });

  it('a bad quantity never hides an order-level reason', () => {
    const v = checkTicket(
      input({ lots: '' }),
      stockCtx({ session: { isOpen: false, reason: 'outside-hours' } }),
    );
    expect(v.fields.lots?.key).toBe('reason.quantityEmpty');
    expect(v.order?.key).toBe('reason.outsideHours');
  });
});
