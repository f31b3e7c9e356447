// Add to / remove from the watchlist, showing the true state (the reference's isOption answers
// inverted; lib/queries/watchlist decodes it). Visitors get the login sheet; indexes cannot be
// added (api-contract §11.1) and say so instead of sending a request bound to fail.
import { StarFill, StarOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { isApiError } from '@/lib/api/api-error';
import type { InstrumentKind } from '@/lib/market/instrument';
import { addToWatchlist, removeFromWatchlist, useIsInWatchlist } from '@/lib/queries/watchlist';
import { useAppStore } from '@/stores/app-store';
import { showToast } from '@/lib/load-overlays';

import styles from './quote.module.css';

export function WatchToggle({ code, kind }: { code: string; kind: InstrumentKind }) {
  const { t } = useTranslation('quote');
  const { t: tm } = useTranslation('market');
  const token = useAppStore((s) => s.token);
  const openVisitorSheet = useAppStore((s) => s.openVisitorSheet);
  const { data: isIn = false, isPending } = useIsInWatchlist(kind === 'index' ? '' : code);
  const [isBusy, setBusy] = useState(false);

  const toggle = async () => {
    if (kind === 'index') {
      showToast({ content: t('watch.indexHint') });
      return;
    }
    if (token === '') {
      openVisitorSheet();
      return;
    }
    setBusy(true);
    try {
      if (isIn) {
        await removeFromWatchlist(code);
        showToast({ content: tm('watchlist.removed'), icon: 'success' });
      } else {
        await addToWatchlist(code);
        showToast({ content: tm('watchlist.added'), icon: 'success' });
      }
    } catch (e) {
      if (isApiError(e) && e.kind !== 'not-logged-in') {
        showToast({ content: e.serverMessage || tm('list.loadFailed'), icon: 'fail' });
      }
    } finally {
      setBusy(false);
    }
  };

  const state = kind === 'index' ? 'unavailable' : isIn ? 'in' : 'out';
  return (
    <button
      type="button"
      className={styles.watch}
      data-testid="watch-toggle"
      data-state={state}
      aria-pressed={isIn}
      disabled={isBusy || (token !== '' && kind !== 'index' && isPending)}
      onClick={() => void toggle()}
    >
      {isIn ? <StarFill /> : <StarOutline />}
      <span>{isIn ? t('watch.remove') : t('watch.add')}</span>
    </button>
  );
}
