// The live figures of a daily allocation (screens §8 /days): allocated funds, total trading funds,
// funds to prepare, the management fee with its rate and formula, the warning and liquidation lines
// as the server sets them at approval (ADR 0030) and the max single-stock holding. Every figure is
// the shared maths' (funds-math.ts), which the mock books to the cent.
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';

import type { AllocationFigures } from '@/api/contracts/funds-math';
import type { FundsLever, FundsSetting } from '@/api/contracts/models/funds';
import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/format/money';

import styles from './allocation-figures.module.css';

export interface AllocationFiguresProps {
  figures: AllocationFigures | null;
  lever: FundsLever | undefined;
  days: number;
  setting: FundsSetting;
}

/** A number as typed in a formula: no trailing zeros (0.60 → 0.6). */
const plain = (v: number | string | null | undefined) =>
  v === null || v === undefined ? '--' : new Decimal(v).toString();

export function AllocationFiguresList({ figures, lever, days, setting }: AllocationFiguresProps) {
  const { t } = useTranslation('funds');
  const money = (v: Decimal | undefined) =>
    formatMoney(v?.toFixed(2), { locale: currentLocale(), placeholder: t('days.figures.pending') });
  const rows = [
    {
      id: 'funds',
      value: money(figures?.fundsAmount),
      formula: t('days.figures.fundsFormula', { lever: lever?.lever ?? '--' }),
    },
    {
      id: 'total',
      value: money(figures?.totalTradingAmount),
      formula: t('days.figures.totalFormula'),
    },
    {
      id: 'prepare',
      value: money(figures?.prepare),
      formula: t('days.figures.prepareFormula'),
    },
    {
      id: 'fee',
      value: money(figures?.manageFee),
      formula: t('days.figures.feeFormula', { rate: plain(lever?.manageRate), days }),
    },
    {
      id: 'warning',
      value: money(figures?.lineWarning),
      formula: t('days.figures.warningFormula', { factor: plain(setting.daysWarning) }),
    },
    {
      id: 'unwind',
      value: money(figures?.lineUnwind),
      formula: t('days.figures.unwindFormula', { factor: plain(setting.daysUnwind) }),
    },
  ] as const;
  const holding = lever?.singleHoldingRatio;
  return (
    <section className={styles.panel} aria-labelledby="days-figures-title">
      <h2 id="days-figures-title" className={styles.title}>
        {t('days.figures.title')}
      </h2>
      <dl className={styles.rows}>
        {rows.map((r) => (
          <div key={r.id} className={styles.row} data-kind={r.id}>
            <dt>
              <span className={styles.label}>{t(`days.figures.${r.id}`)}</span>
              <span className={styles.formula}>{r.formula}</span>
            </dt>
            <dd data-testid={`days-figure-${r.id}`}>{r.value}</dd>
          </div>
        ))}
        <div className={styles.row}>
          <dt>
            <span className={styles.label}>{t('days.figures.holding')}</span>
          </dt>
          <dd className={styles.holding} data-testid="days-figure-holding">
            {holding === null || holding === undefined
              ? t('days.figures.pending')
              : t('days.figures.holdingValue', { pct: new Decimal(holding).times(100).toString() })}
          </dd>
        </div>
      </dl>
    </section>
  );
}
