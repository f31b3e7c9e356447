// Totals above the open stock positions: Σ net P/L, Σ margin held, Σ market value, and the cash
// still available (getUserInfo's enableAmt). Amounts follow the "hide amounts" toggle.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useUserInfo } from '@/lib/queries/user-info';
import { useAppStore } from '@/stores/app-store';

import type { OpenTotals } from '../model/stock-position';

import { FigureList } from './figure';
import numberStyles from './number.module.css';
import sectionStyles from './section.module.css';
import styles from './totals-bar.module.css';
import { toneOf, useFormat } from './use-format';

const HIDDEN = '****';

export function TotalsBar({ totals, total }: { totals: OpenTotals; total: number }) {
  const { t } = useTranslation('positions');
  const f = useFormat();
  const hide = useAppStore((s) => s.hide);
  const { data: info } = useUserInfo();
  const show = (text: string) => (hide ? HIDDEN : text);
  // Looked up once per language: the bar renders again on every one-second poll.
  const label = useMemo(
    () => ({
      title: t('totals.title'),
      netPnl: t('totals.netPnl'),
      margin: t('totals.margin'),
      marketValue: t('totals.marketValue'),
      available: t('totals.available'),
    }),
    [t],
  );
  return (
    <section
      className={sectionStyles.totals}
      aria-label={label.title}
      data-testid="positions-totals"
    >
      <div className={styles.totalsMain}>
        <span>{label.netPnl}</span>
        <strong
          className={numberStyles.num}
          data-tone={hide ? undefined : toneOf(totals.netPnl)}
          data-testid="total-net-pnl"
        >
          {show(f.money(totals.netPnl, true))}
        </strong>
      </div>
      <FigureList
        layout="totals"
        items={[
          {
            key: 'margin',
            label: label.margin,
            value: show(f.money(totals.margin)),
            testId: 'total-margin',
          },
          {
            key: 'marketValue',
            label: label.marketValue,
            value: show(f.money(totals.marketValue)),
            testId: 'total-market-value',
          },
          {
            key: 'available',
            label: label.available,
            value: show(info ? f.money(info.enableAmt) : '--'),
            testId: 'available-funds',
          },
        ]}
      />
      {(total > totals.count || totals.unpriced > 0) && (
        <p className={styles.totalsNote}>
          {total > totals.count && (
            <span>{t('totals.partial', { loaded: totals.count, total })}</span>
          )}
          {totals.unpriced > 0 && <span>{t('totals.unpriced', { n: totals.unpriced })}</span>}
        </p>
      )}
    </section>
  );
}
