// The dragon-tiger detail popup (screens §4.3): eight metrics of the listing and the reason line.
// The reference printed one fixed reason (turnover ≥ 20 %) under every stock, although East Money
// lists stocks for several reasons; the row's own reason is shown when the report carries it, the
// reference's text otherwise.
import { useTranslation } from 'react-i18next';

import { DialogCenterPopup } from '@/components/dialog-popup';
import { directionOf, formatBig, formatPct, formatPrice } from '@/lib/market/quote-format';

import type { DragonTigerItem } from '../model/screens';

import styles from './dragon-tiger-detail.module.css';
import metricsStyles from './metrics.module.css';
import { useLocale } from '@/lib/use-locale';

type AmountKey =
  'totalAmount' | 'floatCap' | 'sellAmount' | 'buyAmount' | 'dealAmount' | 'netAmount';
type MetricKey = AmountKey | 'turnoverRate' | 'changeRate';

export function DragonTigerDetail({
  item,
  onClose,
}: {
  item: DragonTigerItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('marketLists');
  const locale = useLocale();
  const big = (key: AmountKey) => formatBig(item?.[key], locale);
  const metrics: { key: MetricKey; value: string; className?: string }[] = item
    ? [
        { key: 'totalAmount', value: big('totalAmount') },
        { key: 'turnoverRate', value: `${formatPrice(item.turnoverRate)}%` },
        {
          key: 'changeRate',
          value: formatPct(item.changeRate),
          className: directionOf(item.changeRate),
        },
        { key: 'floatCap', value: big('floatCap') },
        { key: 'sellAmount', value: big('sellAmount') },
        { key: 'buyAmount', value: big('buyAmount') },
        { key: 'dealAmount', value: big('dealAmount') },
        {
          key: 'netAmount',
          value: big('netAmount'),
          className: directionOf(item.netAmount),
        },
      ]
    : [];

  return (
    <DialogCenterPopup
      visible={item !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.popup}
    >
      {item && (
        <div
          data-testid="lhb-detail"
          role="dialog"
          aria-modal="true"
          aria-labelledby="lhb-detail-title"
        >
          <h2 id="lhb-detail-title" className={styles.popupTitle}>
            {t('screens.dragonTiger.detailTitle', { name: item.name })}
          </h2>
          <dl className={`${metricsStyles.metrics} ${styles.metrics}`}>
            {metrics.map((m) => (
              <div key={m.key}>
                <dt>{t(`screens.dragonTiger.metrics.${m.key}`)}</dt>
                <dd className={m.className}>{m.value}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.reason} data-testid="lhb-reason">
            {item.reason
              ? t('screens.dragonTiger.reasonOf', { reason: item.reason })
              : t('screens.dragonTiger.reason')}
          </p>
          <button type="button" className={styles.popupClose} onClick={onClose}>
            {t('screens.dragonTiger.close')}
          </button>
        </div>
      )}
    </DialogCenterPopup>
  );
}
