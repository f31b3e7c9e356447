// The order's own inputs: market or limit (with its trigger price), the funding sub-account of the
// split-account ticket and the leverage (the quantity: quantity-field.tsx).
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { Reason } from '../model/checks';
import { sanitizeDecimal, stepPrice, type OrderType } from '../model/ticket-input';

import { formatAmount, formatTick } from './format';
import { Stepper } from './stepper';
import cardStyles from './card.module.css';
import fieldStyles from './field.module.css';
import hintStyles from './hint.module.css';
import styles from './order-fields.module.css';
import type { TicketState } from './use-ticket';

const ORDER_TYPES: readonly OrderType[] = ['market', 'limit'];

/** A reason of the checks as text. */
export const reasonTextOf = (t: TFunction<'trade'>, reason: Reason | undefined | null): string =>
  reason ? t(reason.key, reason.values ?? {}) : '';

export const useReasonText = () => {
  const { t } = useTranslation('trade');
  return (reason: Reason | undefined | null): string => reasonTextOf(t, reason);
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
