// /VipSearchlist 抢筹搜索 (screens §7.2): search the VIP grab pool by code or name. Rows show only
// while something is typed; a row (or its 详情) opens /vipdetail — the reference's row tap calls a
// handler that does not exist, ours works.
import { SearchBar, type SearchBarRef } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListStates } from '@/components/list-states';
import { RowsSkeleton } from '@/components/rows-skeleton';
import { useVipSearch } from '@/lib/queries/vip-grabs';

import { useDebounced } from '../components/use-debounced';
import { VipRows } from '../components/vip-rows';

import styles from './vip-search-page.module.css';

/**
 * The reference waits 2 s after the last keystroke, which reads as a broken search on a phone;
 * 400 ms still sends one request per typed word (not per letter) and answers while the trader is
 * still looking at the box.
 */
export const VIP_SEARCH_DEBOUNCE_MS = 400;

export default function VipSearchPage() {
  const { t } = useTranslation('blockVip');
  const [input, setInput] = useState('');
  const typed = input.trim();
  const debounced = useDebounced(typed, VIP_SEARCH_DEBOUNCE_MS);
  // Cleared → nothing at once; typed → the settled keyword.
  const keyword = typed === '' ? '' : debounced;
  const search = useVipSearch(keyword);
  const items = search.data ?? [];
  const ref = useRef<SearchBarRef>(null);
  // Focused on arrival: the page exists to type into.
  useEffect(() => ref.current?.focus(), []);

  return (
    <div className={styles.page} data-testid="vip-search">
      <div className={styles.searchBox}>
        <SearchBar
          ref={ref}
          value={input}
          onChange={setInput}
          placeholder={t('vip.search.placeholder')}
          aria-label={t('vip.search.placeholder')}
          clearable
          data-testid="vip-search-input"
        />
      </div>
      <h2 className={styles.caption}>{t('vip.search.caption')}</h2>
      {typed === '' ? (
        <p className={styles.hint}>{t('vip.search.hint')}</p>
      ) : (
        <section data-testid="vip-search-results" data-keyword={keyword}>
          <ListStates
            query={search}
            count={items.length}
            loading={keyword === '' || search.isPending}
            skeleton={<RowsSkeleton rows={3} testId="vip-search-skeleton" />}
            errorTitle={t('vip.loadFailed')}
            emptyTitle={t('vip.search.noMatch', { keyword })}
            testIdPrefix="vip-search"
          >
            <VipRows items={items} testId="vip-search-list" />
          </ListStates>
        </section>
      )}
    </div>
  );
}
