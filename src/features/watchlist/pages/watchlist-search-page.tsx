// /searchmylist: find a stock inside my watchlist by code, name or pinyin initials.
import { SearchBar, type SearchBarRef } from 'antd-mobile';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { WatchlistView } from '../components/watchlist-view';
import styles from '../components/watchlist.module.css';

export default function WatchlistSearchPage() {
  const { t } = useTranslation('watchlist');
  const [text, setText] = useState('');
  const keyWords = useDeferredValue(text.trim());
  const inputRef = useRef<SearchBarRef>(null);
  // The page exists to type into: focus the box on arrival.
  useEffect(() => inputRef.current?.focus(), []);
  return (
    <div data-testid="searchmylist-page">
      <div className={styles.search}>
        <SearchBar
          placeholder={t('searchPlaceholder')}
          value={text}
          onChange={setText}
          ref={inputRef}
          data-testid="watchlist-search"
        />
      </div>
      <WatchlistView keyWords={keyWords} />
    </div>
  );
}
