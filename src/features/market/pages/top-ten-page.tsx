// /topTen 十大成交股 (screens §4.3): the ten most-traded Connect stocks, Shanghai (content 1) or
// Shenzhen (content 3). The reference labelled the third column 涨跌额 but showed the change rate;
// it is labelled as what it is.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { directionOf, formatPct, formatPrice } from '@/lib/market/quote-format';
import { Segmented } from '@/components/segmented';

import { useTopTen, type TopTenMarket } from '../api/data-screens-api';
import numberStyles from '../components/number.module.css';
import pageStyles from '../components/page.module.css';
import { ScreenBody, SecurityCell } from '../components/screen-parts';
import tableStyles from '../components/table.module.css';
import { topTenItems } from '../model/screens';

import styles from './top-ten-page.module.css';

const TABS = [
  { key: 'sh', content: 1 },
  { key: 'sz', content: 3 },
] as const satisfies readonly { key: string; content: TopTenMarket }[];

export default function TopTenPage() {
  const { t } = useTranslation('marketLists');
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((x) => x.key === params.get('tab')) ?? TABS[0];
  const query = useTopTen(tab.content);
  const items = topTenItems(query.data ?? []);

  return (
    <div className={pageStyles.page} data-testid="top-ten" data-market={tab.key}>
      <Segmented
        items={TABS.map((x) => ({ key: x.key, label: t(`screens.topTen.${x.key}`) }))}
        value={tab.key}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        label={t('screens.topTen.tabs')}
        testIdPrefix="top-tab"
      />
      <ScreenBody
        query={query}
        head={
          <div className={`${tableStyles.tableHead} ${styles.cols4}`} role="presentation">
            <span>{t('screens.topTen.stock')}</span>
            <span className={tableStyles.right}>{t('screens.topTen.close')}</span>
            <span className={tableStyles.right}>{t('screens.topTen.changeRate')}</span>
            <span className={tableStyles.right}>{t('screens.topTen.rank')}</span>
          </div>
        }
        skeletonRows={8}
      >
        <ul className={tableStyles.plainList} data-testid="top-list">
          {items.map((item) => {
            const direction = directionOf(item.changeRate);
            return (
              <li
                key={item.key}
                className={`${tableStyles.tableRow} ${styles.cols4}`}
                data-testid="top-row"
                data-code={item.code}
              >
                <SecurityCell item={item} />
                <span className={`${tableStyles.right} ${numberStyles.num}`}>
                  {formatPrice(item.close)}
                </span>
                <span className={`${tableStyles.right} ${numberStyles.num} ${direction}`}>
                  {formatPct(item.changeRate)}
                </span>
                <span className={styles.rank} data-top={(item.rank ?? 99) <= 3}>
                  {item.rank ?? '--'}
                </span>
              </li>
            );
          })}
        </ul>
      </ScreenBody>
    </div>
  );
}
