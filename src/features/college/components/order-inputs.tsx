// The order a worked example is about — price, lots, lever and side — as the inputs and state every
// lesson with an order shares, so each one asks the same way and resolves the lever the same way.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Direction } from '@/api/contracts/trading-math';

import { ChoiceChips, NumberInput, type NumberInputProps } from './lesson-parts';

/** A price in yuan, to the fen. */
export const PRICE_INPUT = { min: 0.01, max: 9999, step: 0.01, decimals: 2 } as const;
/** An amount of money (funds, a balance, a withdrawal), to the fen. */
export const MONEY_INPUT = { min: 0, max: 100_000_000, step: 1000, decimals: 2 } as const;

export interface OrderInputState {
  price: number;
  setPrice: (next: number) => void;
  lots: number;
  setLots: (next: number) => void;
  /** The chosen lever while the site still offers it, else its first. */
  lever: number;
  setLever: (next: number) => void;
  side: Direction;
  setSide: (next: Direction) => void;
}

export const useOrderInputs = (
  levers: readonly number[],
  initial: { price: number; lots: number },
): OrderInputState => {
  const [price, setPrice] = useState(initial.price);
  const [lots, setLots] = useState(initial.lots);
  const [chosenLever, setLever] = useState<number | null>(null);
  const [side, setSide] = useState<Direction>('long');
  const lever =
    chosenLever !== null && levers.includes(chosenLever) ? chosenLever : (levers[0] ?? 1);
  return { price, setPrice, lots, setLots, lever, setLever, side, setSide };
};

type FieldProps = Pick<NumberInputProps, 'value' | 'onChange' | 'testId'> & { label?: string };

export function PriceInput({
  max = PRICE_INPUT.max,
  label,
  ...props
}: FieldProps & { max?: number }) {
  const { t } = useTranslation('college');
  return <NumberInput {...PRICE_INPUT} {...props} label={label ?? t('parts.price')} max={max} />;
}

export function LotsInput({
  range,
  label,
  ...props
}: FieldProps & { range: { min: number; max: number } }) {
  const { t } = useTranslation('college');
  return (
    <NumberInput
      {...props}
      label={label ?? t('lots.lotsInput')}
      min={range.min}
      max={range.max}
      suffix={t('parts.lotsUnit')}
    />
  );
}

export function SideChips({
  value,
  onChange,
  testId,
}: {
  value: Direction;
  onChange: (next: Direction) => void;
  testId: string;
}) {
  const { t } = useTranslation('college');
  return (
    <ChoiceChips
      label={t('parts.side')}
      options={[
        { value: 'long', label: t('parts.long') },
        { value: 'short', label: t('parts.short') },
      ]}
      value={value}
      onChange={onChange}
      testId={testId}
    />
  );
}

export interface OrderInputsProps {
  order: OrderInputState;
  levers: readonly number[];
  lotRange: { min: number; max: number };
  priceMax?: number;
  /** Chip testids `<testId>-lever`, `<testId>-side`. */
  testId: string;
  /** Input testids `<inputTestId>-price`, `<inputTestId>-lots`; `<testId>-input` unless set. */
  inputTestId?: string;
  /** A lesson's own wording for the price and lots fields. */
  labels?: { price?: string; lots?: string };
}

/** Price, lots, lever chips and side chips, in that order. */
export function OrderInputs({
  order,
  levers,
  lotRange,
  priceMax,
  testId,
  inputTestId = `${testId}-input`,
  labels,
}: OrderInputsProps) {
  const { t } = useTranslation('college');
  return (
    <>
      <PriceInput
        label={labels?.price}
        value={order.price}
        onChange={order.setPrice}
        max={priceMax}
        testId={`${inputTestId}-price`}
      />
      <LotsInput
        label={labels?.lots}
        value={order.lots}
        onChange={order.setLots}
        range={lotRange}
        testId={`${inputTestId}-lots`}
      />
      <ChoiceChips
        label={t('parts.lever')}
        options={levers.map((n) => ({ value: n, label: t('parts.leverValue', { n }) }))}
        value={order.lever}
        onChange={order.setLever}
        testId={`${testId}-lever`}
      />
      <SideChips value={order.side} onChange={order.setSide} testId={`${testId}-side`} />
    </>
  );
}
