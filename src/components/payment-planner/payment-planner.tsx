// The payment deadline planner (issue 20): every allotment to pay in, its amount, its deadline in
// Beijing time with a live countdown, and whether the available balance covers them — with the
// shortfall and links to deposit or transfer when it does not. `full` on /sharerecord; `compact`
// on the profile tab, a link to /sharerecord. Shows nothing while nothing is due.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

import { routes } from '@/config/routes';
import { formatMoney } from '@/lib/format/money';
import { BCP47, normalizeLanguage } from '@/lib/i18n';
import { countdownParts, type DueItem } from '@/lib/new-shares/payment-plan';
import { useAppStore } from '@/stores/app-store';

import styles from './payment-planner.module.css';
import { usePlanner } from './use-planner';

const beijingWhen = (ms: number, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Shanghai',
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ms);

function useTexts() {
  const { t, i18n } = useTranslation('ipo');
  const locale = BCP47[normalizeLanguage(i18n.language)];
  const hide = useAppStore((s) => s.hide);
  const money = (v: string | null) => (hide ? '****' : formatMoney(v, { locale }));
  const left = (ms: number) => {
    const p = countdownParts(ms);
    if (ms <= 0) return t('planner.passed');
    if (p.days > 0) return t('planner.leftDays', { ...p });
    if (p.hours > 0) return t('planner.leftHours', { ...p });
    return t('planner.leftMinutes', { ...p });
  };
  const due = (item: DueItem, now: number) =>
    item.deadline === null
      ? t('planner.noDeadline')
      : t(item.isEstimated ? 'planner.dueEstimated' : 'planner.due', {
          left: left(item.deadline - now),
          when: beijingWhen(item.deadline, locale),
        });
  return { t, money, due };
}

export function PaymentPlanner({ variant = 'full' }: { variant?: 'full' | 'compact' }) {
  const { plan, now } = usePlanner();
  const { t, money, due } = useTexts();
  if (plan.items.length === 0) return null;
  const first = plan.items[0];
  const coverage =
    plan.covers === null ? null : (
      <p className={styles.coverage} data-covers={plan.covers} data-testid="planner-coverage">
        {plan.covers
          ? t('planner.covered', { available: money(plan.available) })
          : t('planner.short', {
              shortfall: money(plan.shortfall),
              available: money(plan.available),
            })}
      </p>
    );

  if (variant === 'compact') {
    return (
      <Link
        to={routes.sharerecord.href()}
        className={styles.compact}
        data-testid="planner-compact"
        aria-label={t('planner.title')}
      >
        <span className={styles.compactHead}>
          <strong>{t('planner.compactTitle', { n: plan.items.length })}</strong>
          <span className={styles.amount}>{money(plan.total)}</span>
        </span>
        {first && <span className={styles.due}>{due(first, now)}</span>}
        {coverage}
      </Link>
    );
  }

  return (
    <section className={styles.planner} aria-labelledby="planner-title" data-testid="planner">
      <h2 id="planner-title" className={styles.title}>
        {t('planner.title')}
      </h2>
      <ul className={styles.items}>
        {plan.items.map((item) => (
          <li key={item.id} className={styles.item} data-testid={`planner-item-${item.id}`}>
            <span className={styles.itemHead}>
              <span className={styles.name}>
                {item.name} <small>{item.code}</small>
              </span>
              <span className={styles.amount} data-testid="planner-amount">
                {money(item.amount)}
              </span>
            </span>
            <span
              className={styles.due}
              data-urgent={item.deadline !== null && item.deadline - now < 3_600_000}
              data-testid="planner-due"
              role="timer"
            >
              {due(item, now)}
            </span>
            {item.isCovered === false && (
              <span className={styles.uncovered}>{t('planner.notCovered')}</span>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>{t('planner.total')}</span>
        <strong data-testid="planner-total">{money(plan.total)}</strong>
      </p>
      {coverage}
      {plan.covers === false && (
        <div className={styles.actions}>
          <Link to={routes.recharge.href()} className={styles.action} data-testid="planner-deposit">
            {t('planner.deposit')}
          </Link>
          <Link
            to={routes.transfers.href()}
            className={styles.action}
            data-testid="planner-transfer"
          >
            {t('planner.transfer')}
          </Link>
        </div>
      )}
    </section>
  );
}
