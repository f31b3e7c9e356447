// The quantity in lots: typed, stepped with − and +, or picked from the chips (and "max", what the
// funds allow). It re-renders on every key: the texts that do not follow the typed value are
// translated once per language and range (issue 24: a key → the preview in ≤ 50 ms at 4× CPU).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { SHARES_PER_LOT } from '@/api/contracts/trading-math';

import { sanitizeLots, stepLots } from '../model/ticket-input';

import { reasonTextOf } from './order-fields';
import { Stepper } from './stepper';
import cardStyles from './card.module.css';
import styles from './order-fields.module.css';
import type { TicketState } from './use-ticket';

const LOT_CHIPS = [1, 5, 10, 20, 50] as const;

export function QuantityField({ state }: { state: TicketState }) {
  const { t } = useTranslation('trade');
  const { input, update, model, verdict, maxLots, spec } = state;
  const isStockLike = spec.kind === 'stock' || spec.kind === 'funds';
  const { min, max } = model.lotRange;
  const texts = useMemo(
    () => ({
      label: t('quantity.label'),
      range: t('quantity.range', { min, max }),
      decrease: t('quantity.decrease'),
      increase: t('quantity.increase'),
      placeholder: t('quantity.placeholder'),
      quick: t('quantity.quick'),
      chips: LOT_CHIPS.filter((n) => n >= min && n <= max).map((n) => ({
        lots: n,
        label: t('quantity.chip', { lots: n }),
      })),
    }),
    [t, min, max],
  );
  const maxLabel = useMemo(
    () => (maxLots === null ? t('quantity.max') : t('quantity.maxLots', { lots: maxLots })),
    [t, maxLots],
  );
  const lots = Number(input.lots);
  const count = Number.isInteger(lots) && lots > 0 ? lots : 0;
  const futures = spec.kind === 'futures' ? state.futuresRow : null;
  return (
    <section className={cardStyles.card}>
      <Stepper
        id="ticket-lots"
        label={texts.label}
        aside={<span>{texts.range}</span>}
        value={input.lots}
        onChange={(v) => update({ lots: sanitizeLots(v) })}
        onStep={(d) => update({ lots: stepLots(input.lots, d, min, max) })}
        decreaseLabel={texts.decrease}
        increaseLabel={texts.increase}
        inputMode="numeric"
        placeholder={texts.placeholder}
        error={reasonTextOf(t, verdict.fields.lots)}
        testId="lots"
      />
      <p className={styles.caption}>
        {isStockLike
          ? t('quantity.unitStock', { shares: count * SHARES_PER_LOT })
          : futures?.futuresStandard && futures.futuresUnit
            ? t('quantity.unitFutures', {
                size: futures.futuresStandard,
                unit: futures.futuresUnit,
                total: count * futures.futuresStandard,
              })
            : t('quantity.unitContract')}
      </p>
      <div className={styles.chips} role="group" aria-label={texts.quick}>
        {texts.chips.map((chip) => (
          <button
            key={chip.lots}
            type="button"
            className={styles.chip}
            aria-pressed={input.lots === String(chip.lots)}
            onClick={() => update({ lots: String(chip.lots) })}
          >
            {chip.label}
          </button>
        ))}
        <button
          type="button"
          className={styles.chip}
          data-testid="lots-max"
          disabled={!maxLots}
          aria-pressed={maxLots !== null && maxLots > 0 && input.lots === String(maxLots)}
          onClick={() => maxLots && update({ lots: String(maxLots) })}
        >
          {maxLabel}
        </button>
      </div>
    </section>
  );
}
