// The texts of the open-position cards, looked up once per language by the list and handed to the
// cards through a context (issue 24): a poll re-renders the changed cards every second, and each
// card used to run ~8 `useTranslation` hooks and ~27 `t()` lookups for labels that never change.
// Texts that carry a value (shares, leverage, days, a name) are kept per value.
import type { TFunction } from 'i18next';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { Direction } from '@/api/contracts/trading-math';
import type { Exchange } from '@/lib/market/instrument';

import type { BoardTag } from '../model/stock-position';

import { sharesTextOf } from './use-figures';
import { useFormat, type Format } from './use-format';

const FIELDS = [
  'latest',
  'buyTime',
  'pnl',
  'netPnl',
  'yield',
  'quantity',
  'lever',
  'margin',
  'buyPrice',
  'marketValue',
  'daysHeld',
  'stayFee',
  'stampDuty',
  'buyFee',
] as const;

type Field = (typeof FIELDS)[number];

/** A text made from one value, kept per value (bounded: a few hundred positions at most). */
const perValue = <K>(make: (k: K) => string) => {
  const made = new Map<K, string>();
  return (k: K): string => {
    let text = made.get(k);
    if (text === undefined) {
      if (made.size >= 1000) made.clear();
      text = make(k);
      made.set(k, text);
    }
    return text;
  };
};

export const buildCardText = (t: TFunction<'positions'>, f: Format) => ({
  f,
  field: Object.fromEntries(FIELDS.map((k) => [k, t(`field.${k}`)])) as Record<Field, string>,
  noPrice: t('noPrice'),
  close: t('action.close'),
  addOn: t('action.addOn'),
  /** The name link's label: "Position details of …". */
  detail: perValue((name: string) => t('action.detail', { name })),
  /** "1,000 股（10 手）". */
  shares: perValue(sharesTextOf(t, f)),
  lever: perValue((lever: number) => t('unit.lever', { lever })),
  days: perValue((days: number) => t('unit.days', { days })),
  exchange: perValue((e: Exchange) => t(`exchange.${e}`)),
  board: perValue((b: NonNullable<BoardTag>) => t(`board.${b}`)),
  direction: perValue((d: Direction) => t(`direction.${d}`)),
});

export type CardText = ReturnType<typeof buildCardText>;

const CardTextContext = createContext<CardText | null>(null);
export const CardTextProvider = CardTextContext.Provider;

/** The list's texts, made again only when the language (or its resources) change. */
export const useCardTextOfList = (): CardText => {
  const { t } = useTranslation('positions');
  const f = useFormat();
  return useMemo(() => buildCardText(t, f), [t, f]);
};

/** A card's texts, from its list (which provides them). */
export const useCardText = (): CardText => {
  const fromList = useContext(CardTextContext);
  if (!fromList) throw new Error('useCardText outside a CardTextProvider');
  return fromList;
};
