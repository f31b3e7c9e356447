// /trading-list (tab 行情; screens §4.2, issue: market lists). Top strip with the watchlist link and
// the search entry; market tabs (A-shares, indexes, futures — as the product toggles allow), A-share
// boards, a sort header and the live list. The choice of market, board and sort lives in the URL,
// so coming back from a detail page shows the same list.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { Segmented } from '@/components/segmented';
import { routes } from '@/config/routes';
import { useProductSetting } from '@/lib/queries/product-setting';

import { FuturesQuotes, IndexQuotes, RankingQuotes } from '../components/live-lists';
import pageStyles from '../components/page.module.css';
import searchEntryStyles from '../components/search-entry.module.css';
import { SearchIcon } from '../components/search-icon';
import { SortBar } from '../components/sort-bar';
import { boardsOf, marketTabsOf, pick, settingFormOf } from '../model/markets';
import {
  nextSort,
  parseSort,
  PLAIN_SORT_KEYS,
  STOCK_SORT_KEYS,
  type SortKey,
} from '../model/sorting';

import styles from './market-lists-page.module.css';

export default function MarketListsPage() {
  const { t } = useTranslation('marketLists');
  const settingForm = settingFormOf(useProductSetting().data);
  const markets = marketTabsOf(settingForm);
  const boards = boardsOf(settingForm);

  const [params, setParams] = useSearchParams();
  const market = pick(params.get('m'), markets);
  const board = pick(params.get('b'), boards);
  const sortKeys = market === 'stocks' ? STOCK_SORT_KEYS : PLAIN_SORT_KEYS;
  const sort = parseSort(params.get('sort'), params.get('order'), sortKeys);

  const update = useCallback(
    (patch: Record<string, string>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) next.set(k, v);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const onSort = (key: SortKey) => {
    const s = nextSort(sort, key);
    update({ sort: s.key, order: s.order });
  };
  const sortBar = <SortBar keys={sortKeys} value={sort} onChange={onSort} />;

  return (
    <div className={pageStyles.page} data-testid="trading-list">
      <div className={styles.top}>
        <h1 className={styles.topTitle}>{t('tradingList.title')}</h1>
        <Link to={routes.mylist.href()} className={styles.topLink} data-testid="to-watchlist">
          {t('tradingList.watchlist')}
        </Link>
        <Link
          to={routes.searchlist.href()}
          className={searchEntryStyles.searchEntry}
          data-testid="to-search"
        >
          <SearchIcon />
          <span>{t('tradingList.search')}</span>
        </Link>
      </div>
      <Segmented
        items={markets.map((m) => ({ key: m, label: t(`tradingList.markets.${m}`) }))}
        value={market}
        onChange={(m) => update({ m })}
        label={t('tradingList.title')}
        testIdPrefix="market-tab"
      />
      {market === 'stocks' && boards.length > 1 && (
        <Segmented
          variant="chips"
          items={boards.map((b) => ({ key: b, label: t(`tradingList.boards.${b}`) }))}
          value={board}
          onChange={(b) => update({ b })}
          label={t('tradingList.markets.stocks')}
          testIdPrefix="board-tab"
        />
      )}
      {market === 'stocks' ? (
        <RankingQuotes board={board} sort={sort} sortBar={sortBar} />
      ) : market === 'indexes' ? (
        <IndexQuotes sort={sort} sortBar={sortBar} />
      ) : (
        <FuturesQuotes sort={sort} sortBar={sortBar} />
      )}
    </div>
  );
}
