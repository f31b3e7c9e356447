// The order's own inputs: market or limit (with its trigger price), the funding sub-account of the
// split-account ticket, the quantity in lots and the leverage.
import { useTranslation } from 'react-i18next';

import { SHARES_PER_LOT } from '@/api/contracts/trading-math';

import type { Reason } from '../model/checks';
import {
  sanitizeDecimal,
  sanitizeLots,
  stepLots,
  stepPrice,
  type OrderType,
} from '../model/ticket-input';

import { formatAmount, formatTick } from './format';
import { Stepper } from './stepper';
import cardStyles from './card.module.css';
import fieldStyles from './field.module.css';
import hintStyles from './hint.module.css';
import styles from './order-fields.module.css';
import type { TicketState } from './use-ticket';

const ORDER_TYPES: readonly OrderType[] = ['market', 'limit'];
const LOT_CHIPS = [1, 5, 10, 20, 50] as const;

/** A reason of the checks as text. */
export const useReasonText = () => {
  const { t } = useTranslation('trade');
  return (reason: Reason | undefined | null): string =>
    reason ? t(reason.key, reason.values ?? {}) : '';
};

export function OrderTypeField({ state }: { state: TicketState }) {
  const { t } = useTranslation('trade');
  const reasonText = useReasonText();
  const { input, update, model, verdict } = state;
  return (
    <section className={cardStyles.card}>
      <div className={styles.segments} role="radiogroup" aria-label={t('orderType.label')}>
        {ORDER_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            role="radio"
            aria-checked={input.orderType === type}
            className={styles.chip}
            data-testid={`order-type-${type}`}
            onClick={() =>
              update({
                orderType: type,
                // A fresh limit order starts at the current price.
                ...(type === 'limit' && input.limitPrice === '' && model.price !== null
                  ? { limitPrice: model.price.toFixed(2) }
                  : {}),
              })
            }
          >
            {t(`orderType.${type}`)}
          </button>
        ))}
      </div>
      {input.orderType === 'limit' && (
        <div className={styles.limitBlock}>
          <Stepper
            id="ticket-limit-price"
            label={t('orderType.limitPrice')}
            aside={
              model.price !== null && (
                <button
                  type="button"
                  className={styles.chip}
                  onClick={() => update({ limitPrice: model.price!.toFixed(2) })}
                >
                  {t('orderType.useCurrent', { price: formatTick(model.price) })}
                </button>
              )
            }
            value={input.limitPrice}
            onChange={(v) => update({ limitPrice: sanitizeDecimal(v) })}
            onStep={(d) => update({ limitPrice: stepPrice(input.limitPrice, d, model.price) })}
            decreaseLabel={t('orderType.priceDown')}
            increaseLabel={t('orderType.priceUp')}
            inputMode="decimal"
            error={reasonText(verdict.fields.limitPrice)}
            testId="limit-price"
          />
          <p className={hintStyles.hint}>
            {t(input.side === 'long' ? 'orderType.limitHintLong' : 'orderType.limitHintShort')}
          </p>
        </div>
      )}
    </section>
  );
}

export function SubaccountField({ state }: { state: TicketState }) {
  const { t } = useTranslation('trade');
  const reasonText = useReasonText();
  const { input, update, subaccounts, verdict } = state;
  const list = subaccounts.data ?? [];
  return (
    <section className={cardStyles.card}>
      <label className={fieldStyles.fieldLabel} htmlFor="ticket-subaccount">
        {t('subaccount.label')}
      </label>
      <select
        id="ticket-subaccount"
        className={styles.select}
        value={input.subaccount ?? ''}
        disabled={list.length === 0}
        aria-invalid={verdict.fields.subaccount ? true : undefined}
        data-testid="subaccount"
        onChange={(e) =>
          update({ subaccount: e.target.value === '' ? null : Number(e.target.value) })
        }
      >
        <option value="">{t('subaccount.placeholder')}</option>
        {list.map((a) =>
          a.subaccountNumber ? (
            <option key={a.id} value={a.subaccountNumber}>
              {t('subaccount.option', {
                number: a.subaccountNumber,
                amount: formatAmount(a.enabledTradingAmount ?? a.totalTradingAmount),
              })}
            </option>
          ) : null,
        )}
      </select>
      {verdict.fields.subaccount && (
        <span className={fieldStyles.error} role="alert">
          {reasonText(verdict.fields.subaccount)}
        </span>
      )}
    </section>
  );
}

export function QuantityField({ state }: { state: TicketState }) {
  const { t } = useTranslation('trade');
  const reasonText = useReasonText();
  const { input, update, model, verdict, maxLots, spec } = state;
  const isStockLike = spec.kind === 'stock' || spec.kind === 'funds';
  const { min, max } = model.lotRange;
  const lots = Number(input.lots);
  const chips = LOT_CHIPS.filter((n) => n >= min && n <= max);
  const futures = spec.kind === 'futures' ? state.futuresRow : null;
  return (
    <section className={cardStyles.card}>
      <Stepper
        id="ticket-lots"
        label={t('quantity.label')}
        aside={<span>{t('quantity.range', { min, max })}</span>}
        value={input.lots}
        onChange={(v) => update({ lots: sanitizeLots(v) })}
        onStep={(d) => update({ lots: stepLots(input.lots, d, min, max) })}
        decreaseLabel={t('quantity.decrease')}
        increaseLabel={t('quantity.increase')}
        inputMode="numeric"
        placeholder={t('quantity.placeholder')}
        error={reasonText(verdict.fields.lots)}
        testId="lots"
      />
      <p className={styles.caption}>
        {isStockLike
          ? t('quantity.unitStock', {
              shares: Number.isInteger(lots) && lots > 0 ? lots * SHARES_PER_LOT : 0,
            })
          : futures?.futuresStandard && futures.futuresUnit
            ? t('quantity.unitFutures', {
                size: futures.futuresStandard,
                unit: futures.futuresUnit,
                total: (Number.isInteger(lots) && lots > 0 ? lots : 0) * futures.futuresStandard,
              })
            : t('quantity.unitContract')}
      </p>
      <div className={styles.chips} role="group" aria-label={t('quantity.quick')}>
        {chips.map((n) => (
          <button
            key={n}
            type="button"
            className={styles.chip}
            aria-pressed={input.lots === String(n)}
            onClick={() => update({ lots: String(n) })}
          >
            {t('quantity.chip', { lots: n })}
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
          {maxLots === null ? t('quantity.max') : t('quantity.maxLots', { lots: maxLots })}
        </button>
      </div>
    </section>
  );
}

export function LeverField({ state }: { state: TicketState }) {
  const { t } = useTranslation('trade');
  const { input, update, model, spec, reference } = state;
  const currency = spec.kind === 'futures' ? model.currency : 'CNY';
  return (
    <section className={cardStyles.card}>
      <h3 className={cardStyles.cardTitle} id="ticket-lever-title">
        {t('lever.label')}
      </h3>
      <div className={styles.chips} role="radiogroup" aria-labelledby="ticket-lever-title">
        {model.levers.map((lever) => {
          const perLot =
            reference !== null && reference > 0
              ? model.previewOf(1, reference, lever, input.side).perLotMargin
              : null;
          return (
            <button
              key={lever}
              type="button"
              role="radio"
              aria-checked={input.lever === lever}
              className={`${styles.chip} ${styles.leverChip}`}
              data-testid={`lever-${lever}`}
              onClick={() => update({ lever })}
            >
              {t('lever.option', { lever })}
              {perLot && (
                <small>{t('lever.perLot', { amount: formatAmount(perLot, currency) })}</small>
              )}
            </button>
          );
        })}
      </div>
    </section>
  );
}
