// The balance at the top of /zf, /recharge and /btc (screens §9.1): the A-share account's
// available money, plus the index and futures accounts when those products are on.
import { useTranslation } from 'react-i18next';

import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/format/money';
import { useProductSetting } from '@/lib/queries/product-setting';
import { USER_INFO_POLL_MS, useUserInfo } from '@/lib/queries/user-info';
import { useAppStore } from '@/stores/app-store';

import styles from './balance-header.module.css';

export function BalanceHeader() {
  const { t } = useTranslation('money');
  const { data: info } = useUserInfo({ pollMs: USER_INFO_POLL_MS });
  const { data: product } = useProductSetting();
  const hide = useAppStore((s) => s.hide);
  const show = (v: number | null | undefined) =>
    hide ? '****' : formatMoney(v, { locale: currentLocale() });
  return (
    <section className={styles.header} aria-label={t('deposit.balance')}>
      <p className={styles.caption}>{t('deposit.balance')}</p>
      <p className={styles.amount} data-testid="deposit-balance">
        {show(info?.enableAmt)}
      </p>
      {(product?.indexDisplay || product?.futuresDisplay) && (
        <dl className={styles.others}>
          {product.indexDisplay && (
            <div>
              <dt>{t('deposit.indexBalance')}</dt>
              <dd>{show(info?.enableIndexAmt)}</dd>
            </div>
          )}
          {product.futuresDisplay && (
            <div>
              <dt>{t('deposit.futuresBalance')}</dt>
              <dd>{show(info?.enableFuturesAmt)}</dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}
