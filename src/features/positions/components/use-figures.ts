// Every figure a position screen shows, labelled and formatted once: cards, the detail page and
// the close sheets pick the ones they need, in their own order.
import type Decimal from 'decimal.js';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { ContractPositionView } from '../model/contract-position';
import { closedFees, lotsOf, type StockPositionView } from '../model/stock-position';

import type { FigureItem } from './figure';
import { toneOf, useFormat, type Format } from './use-format';

type Amount = Decimal | null | undefined;

/** Share counts with their lots, "1,000 股（10 手）", from a `t` and format already at hand. */
export const sharesTextOf =
  (t: TFunction<'positions'>, f: Format) =>
  (shares: number): string =>
    t('unit.sharesLots', { shares: f.int(shares), lots: lotsOf(shares) });

/** Share counts with their lots: "1,000 股（10 手）". */
export const useSharesText = () => {
  const { t } = useTranslation('positions');
  return sharesTextOf(t, useFormat());
};

/** A signed amount: +/− and the rise/fall colour; '--' while unknown. */
export const signedFigure = (f: Format, key: string, label: string, v: Amount): FigureItem => ({
  key,
  label,
  value: f.money(v, true),
  tone: toneOf(v),
});

/** Builders of the figures every kind of position shares. */
const useCommon = () => {
  const { t } = useTranslation('positions');
  const f = useFormat();
  return {
    t,
    f,
    signed: (key: string, label: string, v: Amount) => signedFigure(f, key, label, v),
    /** The live price (open) or the sell price (closed). */
    price: (price: Decimal | null, isClosed: boolean): FigureItem => ({
      key: 'price',
      label: isClosed ? t('field.sellPrice') : t('field.latest'),
      value: price ? f.money(price) : t('noPrice'),
    }),
    money: (key: string, label: string, v: Amount): FigureItem => ({
      key,
      label,
      value: f.money(v),
    }),
  };
};

export const useStockFigures = () => {
  const { t, f, signed, price, money } = useCommon();
  const sharesText = useSharesText();
  return (view: StockPositionView) => {
    const fig = view.figures;
    return {
      price: price(view.price, view.isClosed),
      pnl: signed('pnl', t('field.pnl'), fig?.pnl),
      netPnl: signed('netPnl', t('field.netPnl'), fig?.netPnl),
      yield: {
        key: 'yield',
        label: t('field.yield'),
        value: f.pct(fig?.pnlPct),
        tone: toneOf(fig?.pnlPct),
      },
      quantity: { key: 'quantity', label: t('field.quantity'), value: sharesText(view.shares) },
      lever: {
        key: 'lever',
        label: t('field.lever'),
        value: t('unit.lever', { lever: view.lever }),
      },
      buyPrice: money('buyPrice', t('field.buyPrice'), view.buyPrice),
      sellPrice: {
        key: 'sellPrice',
        label: t('field.sellPrice'),
        value: view.price ? f.money(view.price) : '--',
      },
      costValue: money('costValue', t('field.costValue'), view.costValue),
      marketValue: money('marketValue', t('field.marketValue'), fig?.marketValue),
      margin: money('margin', t('field.margin'), view.margin),
      marginAdd: money('marginAdd', t('field.marginAdd'), view.marginAdd),
      /** Margin with what was added later (cards). */
      marginHeld: money('margin', t('field.margin'), view.margin.plus(view.marginAdd)),
      buyFee: money('buyFee', t('field.buyFee'), view.buyFee),
      sellFee: money('sellFee', t('field.sellFee'), view.sellFee),
      stampDuty: money('stampDuty', t('field.stampDuty'), view.stampDuty),
      spreadFee: money('spreadFee', t('field.spreadFee'), view.spreadFee),
      fees: money('fees', t('field.fees'), closedFees(view)),
      daysHeld: {
        key: 'daysHeld',
        label: t('field.daysHeld'),
        value: t('unit.days', { days: view.daysHeld }),
      },
      stayFee: { ...money('stayFee', t('field.stayFee'), view.stayFee), hint: '*' },
    } satisfies Record<string, FigureItem>;
  };
};

export const useContractFigures = () => {
  const { t, signed, price, money } = useCommon();
  return (view: ContractPositionView) =>
    ({
      price: price(view.price, view.isClosed),
      pnl: signed('pnl', t('field.pnl'), view.pnl),
      netPnl: signed('netPnl', t('field.netPnl'), view.netPnl),
      quantity: {
        key: 'quantity',
        label: t('field.quantity'),
        value: t('unit.lots', { lots: view.lots }),
      },
      lever: {
        key: 'lever',
        label: t('field.lever'),
        value: view.lever ? t('unit.lever', { lever: view.lever }) : '--',
      },
      buyPrice: money('buyPrice', t('field.buyPrice'), view.buyPrice),
      margin: money('margin', t('field.margin'), view.margin),
      fee: money('fee', t('field.fee'), view.fee),
      eachPoint: money('eachPoint', t('field.eachPoint'), view.eachPoint),
    }) satisfies Record<string, FigureItem>;
};
