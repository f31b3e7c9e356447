// /daylimit 每日涨停 (screens §4.3): today's limit-up board, one card per stock with turnover rate,
// change %, price, turnover and market values (amounts in the reader's units).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { directionOf, formatBig, formatPct, formatPrice } from '@/lib/market/quote-format';

import { useLimitUp } from '../api/data-screens-api';
import metricsStyles from '../components/metrics.module.css';
import numberStyles from '../components/number.module.css';
import pageStyles from '../components/page.module.css';
import { ScreenBody } from '../components/screen-parts';
import { useLocale } from '@/lib/use-locale';
import { VirtualRows } from '@/components/virtual-rows';
import { limitUpItem, type LimitUpItem } from '../model/screens';

import styles from './limit-up-page.module.css';

/** Card (132) plus its 6 px margins. */
const CARD_SLOT = 144;

function LimitUpCard({ item }: { item: LimitUpItem }) {
  const { t } = useTranslation('marketLists');
  const locale = useLocale();
  const direction = directionOf(item.changeRate);
  const metrics = [
    { key: 'turnoverRate', value: formatPrice(item.turnoverRate) },
    { key: 'changeRate', value: formatPct(item.changeRate), className: direction },
    { key: 'price', value: formatPrice(item.price), className: direction },
    { key: 'amount', value: formatBig(item.amount, locale) },
    { key: 'floatCap', value: formatBig(item.floatCap, locale) },
    { key: 'totalCap', value: formatBig(item.totalCap, locale) },
  ] as const;
  return (
    <article className={styles.card} data-testid="daylimit-card" data-code={item.code}>
      <div className={styles.cardHead}>
        {item.to ? (
          <Link to={item.to} aria-label={`${t('screens.daylimit.name')} ${item.name}`}>
            {item.name}
          </Link>
        ) : (
          <strong>{item.name}</strong>
        )}
        <span className={numberStyles.num}>
          {t('screens.daylimit.code')} {item.code || '--'}
        </span>
      </div>
      <dl className={metricsStyles.metrics}>
        {metrics.map((m) => (
          <div key={m.key}>
            <dt>{t(`screens.daylimit.${m.key}`)}</dt>
            <dd className={'className' in m ? m.className : undefined}>{m.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

export default function LimitUpPage() {
  const query = useLimitUp();
  const items = (query.data ?? []).map(limitUpItem);

  return (
    <div className={pageStyles.page} data-testid="daylimit">
      <ScreenBody query={query} withCount skeletonRows={6}>
        <VirtualRows
          items={items}
          rowHeight={CARD_SLOT}
          keyOf={(i) => i.key}
          testId="daylimit-list"
          render={(item) => (
            <div className={styles.cardSlot}>
              <LimitUpCard item={item} />
            </div>
          )}
        />
      </ScreenBody>
    </div>
  );
}
