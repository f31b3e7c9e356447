// /funds' top: A-share total (enableAmt + allFreezAmt) with the available share as a bar, deposit
// and withdraw, and the A-share account's four cells — every amount `****` while the trader hides
// amounts (the profile tab's toggle).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { routes } from '@/config/routes';
import { toUnits, toYuanText } from '@/lib/money/exact-money';
import { useUserInfo } from '@/lib/queries/user-info';
import { useAppStore } from '@/stores/app-store';

import styles from './account-summary.module.css';
import { Figures } from './figures';
import { toneOf, useMoney } from './use-money';

const MASK = '****';

export function AccountSummary() {
  const { t } = useTranslation('funds');
  const money = useMoney();
  const hide = useAppStore((s) => s.hide);
  const { data: user } = useUserInfo();
  const available = toUnits(user?.enableAmt ?? 0) ?? 0n;
  const total = toYuanText(available + (toUnits(user?.allFreezAmt ?? 0) ?? 0n));
  // The bar's share only: whole %, no money maths.
  const pct =
    Number(total) > 0 ? Math.round((Number(user?.enableAmt ?? 0) / Number(total)) * 100) : 0;
  const show = (v: number | string | null | undefined, signed = false) =>
    !user ? '--' : hide ? MASK : money(v, signed);
  const pnl = user?.allProfitAndLose;
  return (
    <>
      <section className={styles.summary} data-testid="funds-summary">
        <p className={styles.caption}>{t('home.totalAssets')}</p>
        <p className={styles.total} data-testid="funds-total">
          {show(total)}
        </p>
        <div
          className={styles.bar}
          role="meter"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
          aria-label={t('home.availableShare', { pct })}
        >
          <div className={styles.fill} style={{ width: `${pct}%` }} />
        </div>
        <div className={styles.actions}>
          <Link className={styles.action} to={routes.recharge.href()}>
            {t('home.deposit')}
          </Link>
          <Link className={styles.action} to={routes.cash.href()}>
            {t('home.withdraw')}
          </Link>
        </div>
      </section>
      <section className={styles.summary} data-testid="funds-account">
        <h2 className={styles.head}>
          {t('home.account')}
          <span className={styles.transfer}>{t('home.transfer')}</span>
        </h2>
        <Figures
          items={[
            { label: t('home.total'), value: show(total), testId: 'cell-total' },
            { label: t('home.frozen'), value: show(user?.allFreezAmt), testId: 'cell-frozen' },
            { label: t('home.available'), value: show(user?.enableAmt), testId: 'cell-available' },
            {
              label: t('home.holdingsPnl'),
              value: show(pnl, true),
              tone: hide ? undefined : toneOf(pnl),
              testId: 'cell-pnl',
            },
          ]}
        />
      </section>
    </>
  );
}
