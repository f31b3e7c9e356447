// VIP grab rows (the tab and the search): name with market badge and code, price in yuan (already
// ÷1000 in the data layer — never here), change % coloured by the theme, and 详情; the whole row
// opens /vipdetail. A plain list: the pool holds a handful of stocks, so it needs none of the
// virtual list's code. A row beyond the board's max change says 'not grabbable now' instead of 详情.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import q from '@/components/quote-list.module.css';
import { routes } from '@/config/routes';
import { exchangeOfCode } from '@/lib/market/instrument';
import { directionOf, formatPct, formatPrice } from '@/lib/market/quote-format';
import type { VipItem } from '@/lib/queries/vip-grabs';

import { useVipBoardRule } from './use-vip-board-rule';
import styles from './vip-rows.module.css';

export function VipRows({ items, testId }: { items: readonly VipItem[]; testId: string }) {
  const { t } = useTranslation(['blockVip', 'market']);
  const isBeyondBoard = useVipBoardRule();
  return (
    <div className={q.list} data-testid={testId} data-rows={items.length}>
      <div className={q.header} role="presentation">
        <span>{t('vip.columns.name')}</span>
        <span>{t('vip.columns.price')}</span>
        <span>{t('vip.columns.pct')}</span>
        <span>{t('vip.columns.detail')}</span>
      </div>
      <ul className={styles.rows}>
        {items.map((item) => {
          const exchange = exchangeOfCode(item.code);
          const direction = directionOf(item.changePct);
          return (
            <li key={item.code}>
              <Link
                to={routes.vipdetail.href({ code: item.code, name: item.name })}
                className={`${q.row} ${styles.row}`}
                data-testid="vip-row"
                data-code={item.code}
              >
                <span className={q.name}>
                  <strong>{item.name}</strong>
                  <span className={q.code}>
                    {exchange && <em className={q.badge}>{t(`market:badge.${exchange}`)}</em>}
                    {item.code}
                  </span>
                </span>
                <span className={`${q.num} ${direction}`}>{formatPrice(item.price)}</span>
                <span className={q.num}>
                  <span className={q.pill} data-direction={direction}>
                    {formatPct(item.changePct)}
                  </span>
                </span>
                <span className={q.num}>
                  {isBeyondBoard(item) ? (
                    <span className={styles.blocked} data-testid="vip-not-grabbable">
                      {t('vip.notGrabbable')}
                    </span>
                  ) : (
                    <span className={styles.detail}>{t('vip.detail')}</span>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
