// Take profit, stop loss and trailing stop. Each is off until switched on; prices step by one tick
// from the reference price (the limit price of a limit order, else the live price). The trailing
// stop is our extension: the reference backend keeps a fixed stop, so its starting level is sent
// as the stop loss too, and the hint says so.
import { useTranslation } from 'react-i18next';

import type { Direction } from '@/api/contracts/trading-math';
import { vibrate } from '@/lib/haptics';

import { trailStartLevel } from '../model/order-request';
import { TRAIL_PCT } from '../model/checks';
import { decimalOf, sanitizeDecimal, stepPrice, type Toggle } from '../model/ticket-input';

import { formatTick } from './format';
import { useReasonText } from './order-fields';
import { Stepper } from './stepper';
import cardStyles from './card.module.css';
import hintStyles from './hint.module.css';
import styles from './protection-fields.module.css';
import { ToggleSwitch } from './toggle-switch';
import type { TicketState } from './use-ticket';

type ToggleName = 'takeProfit' | 'stopLoss' | 'trailing';

/** A sensible first value when a protection is switched on: 5 % away, in the right direction. */
const startValue = (name: ToggleName, side: Direction, reference: number | null): string => {
  if (name === 'trailing') return '5';
  if (reference === null) return '';
  const isAbove = (name === 'takeProfit') === (side === 'long');
  return (Math.round(reference * (isAbove ? 105 : 95)) / 100).toFixed(2);
};

export function ProtectionFields({ state }: { state: TicketState }) {
  const { t } = useTranslation('trade');
  const reasonText = useReasonText();
  const { input, update, verdict, reference } = state;

  const toggle = (name: ToggleName, isOn: boolean) => {
    vibrate();
    const current: Toggle = input[name];
    update({
      [name]: {
        isOn,
        value:
          isOn && current.value === '' ? startValue(name, input.side, reference) : current.value,
      },
    });
  };
  const setValue = (name: ToggleName, value: string) =>
    update({ [name]: { ...input[name], value } });

  const trailPct = decimalOf(input.trailing.value);
  const trailLevel =
    input.trailing.isOn &&
    reference !== null &&
    trailPct !== null &&
    trailPct >= TRAIL_PCT.min &&
    trailPct <= TRAIL_PCT.max
      ? trailStartLevel(reference, trailPct, input.side)
      : null;

  const priceRow = (name: 'takeProfit' | 'stopLoss') => (
    <div className={styles.protectRow} key={name}>
      <div className={styles.switchLine}>
        <span id={`ticket-${name}-switch`}>{t(`protect.${name}`)}</span>
        <ToggleSwitch
          checked={input[name].isOn}
          onChange={(on) => toggle(name, on)}
          labelledBy={`ticket-${name}-switch`}
          testId={`${name}-switch`}
        />
      </div>
      {input[name].isOn && (
        <Stepper
          id={`ticket-${name}`}
          label={t(`protect.${name}Price`)}
          value={input[name].value}
          onChange={(v) => setValue(name, sanitizeDecimal(v))}
          onStep={(d) => setValue(name, stepPrice(input[name].value, d, reference))}
          decreaseLabel={t('protect.down')}
          increaseLabel={t('protect.up')}
          inputMode="decimal"
          error={reasonText(verdict.fields[name])}
          testId={name}
        />
      )}
    </div>
  );

  return (
    <section className={cardStyles.card} aria-labelledby="ticket-protect-title">
      <h3 className={cardStyles.cardTitle} id="ticket-protect-title">
        {t('protect.title')}
      </h3>
      {priceRow('takeProfit')}
      {priceRow('stopLoss')}
      <div className={styles.protectRow}>
        <div className={styles.switchLine}>
          <span id="ticket-trailing-switch">{t('protect.trailing')}</span>
          <ToggleSwitch
            checked={input.trailing.isOn}
            onChange={(on) => toggle('trailing', on)}
            labelledBy="ticket-trailing-switch"
            testId="trailing-switch"
          />
        </div>
        {input.trailing.isOn && (
          <>
            <Stepper
              id="ticket-trailing"
              label={t('protect.trailingPct')}
              value={input.trailing.value}
              onChange={(v) => setValue('trailing', sanitizeDecimal(v, 1))}
              onStep={(d) => {
                const now = decimalOf(input.trailing.value) ?? 0;
                const next = Math.min(TRAIL_PCT.max, Math.max(TRAIL_PCT.min, now + d * 0.5));
                setValue('trailing', String(Math.round(next * 10) / 10));
              }}
              decreaseLabel={t('protect.down')}
              increaseLabel={t('protect.up')}
              inputMode="decimal"
              error={reasonText(verdict.fields.trailing)}
              testId="trailing"
            />
            <p className={hintStyles.hint} data-testid="trailing-hint">
              {trailLevel !== null
                ? t('protect.trailingHint', {
                    pct: trailPct,
                    level: formatTick(trailLevel),
                  })
                : t('protect.trailingHintPlain')}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
