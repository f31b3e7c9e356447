// The subscription hub's 大宗交易 tab (screens §7.1 tab 4): the records tile, then the offers —
// name, market, code, the discounted price, the minimum size and the offer window, locked offers
// marked. A row opens the ticket, a bottom sheet whose code loads on first use.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { StockDzVo } from '@/api/contracts/models/market';
import { LazyIntentOutcome } from '@/components/intent-outcome-lazy';
import { ListStates } from '@/components/list-states';
import { RowsSkeleton } from '@/components/rows-skeleton';
import { routes } from '@/config/routes';
import { useBlockTradeOffers } from '@/lib/queries/block-trades';

import styles from './block-trade-tab.module.css';
import { useBlockTradeSubmit } from './use-block-trade-submit';
import { dateFormat } from './date-format';
import { useFormat } from './use-format';
import { ExchangeBadge } from './exchange-badge';
import { useRefusalText } from './use-refusal-text';

const loadSheet = () => import('./block-trade-sheet');
const BlockTradeSheet = lazy(() => loadSheet().then((m) => ({ default: m.BlockTradeSheet })));

function OfferRow({ offer, onOpen }: { offer: StockDzVo; onOpen: () => void }) {
  const { t } = useTranslation(['blockVip', 'market']);
  const f = useFormat();
  const isLocked = offer.isLock !== 0;
  return (
    <li>
      <button
        type="button"
        className={styles.row}
        onClick={onOpen}
        data-testid="block-row"
        data-code={offer.stockCode}
        data-locked={isLocked || undefined}
      >
        <span className={styles.main}>
          <strong className={styles.name}>{offer.stockName}</strong>
          <span className={styles.code}>
            <ExchangeBadge gid={offer.stockType} code={offer.stockCode} />
            {offer.stockGid ?? offer.stockCode}
            {isLocked && (
              <span className={styles.locked} data-testid="block-locked">
                {t('block.locked')}
              </span>
            )}
          </span>
          <span className={styles.meta}>
            <span>{t('block.minShares', { shares: offer.stockNum })}</span>
            <span className={styles.window}>
              {t('block.window', {
                start: dateFormat.shortTime(offer.startTime),
                end: dateFormat.shortTime(offer.endTime),
              })}
            </span>
          </span>
        </span>
        <span className={styles.price} data-testid="block-price">
          {f.money(offer.price)}
        </span>
        <span className={styles.detail}>{t('block.detail')}</span>
      </button>
    </li>
  );
}

export function BlockTradeTab() {
  const { t } = useTranslation('blockVip');
  const refusalText = useRefusalText();
  const offers = useBlockTradeOffers();
  const rows = offers.data ?? [];
  // The open ticket's offer (by id, so the sheet follows the polled price) and whether it shows.
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [isOpen, setOpen] = useState(false);
  const chosen = rows.find((r) => r.id === chosenId) ?? null;
  const submit = useBlockTradeSubmit({ onBooked: () => setOpen(false), doneText: t('block.done') });

  const open = (offer: StockDzVo) => {
    if (submit.outcome.phase === 'refused' || submit.outcome.phase === 'done') submit.dismiss();
    setChosenId(offer.id);
    setOpen(true);
  };

  return (
    <div className={styles.tab} data-testid="block-trade-tab">
      <Link to={routes.sharerecordDz.href()} className={styles.tile} data-testid="block-records">
        {t('block.records')}
      </Link>
      {!isOpen && (
        <LazyIntentOutcome
          outcome={submit.outcome}
          onRecheck={submit.recheck}
          onDismiss={submit.dismiss}
          recordsHref={routes.sharerecordDz.href()}
          refusedText={refusalText}
        />
      )}
      <div className={styles.header} role="presentation">
        <span>{t('block.columns.name')}</span>
        <span>{t('block.columns.price')}</span>
      </div>
      <ListStates
        query={offers}
        count={rows.length}
        skeleton={<RowsSkeleton rows={4} testId="block-skeleton" />}
        errorTitle={t('block.loadFailed')}
        emptyTitle={t('block.empty')}
        testIdPrefix="block"
      >
        <ul className={styles.list} data-testid="block-list">
          {rows.map((offer) => (
            <OfferRow key={offer.id} offer={offer} onOpen={() => open(offer)} />
          ))}
        </ul>
      </ListStates>
      {chosenId !== null && (
        <Suspense fallback={null}>
          <BlockTradeSheet
            offer={chosen}
            visible={isOpen && chosen !== null}
            submit={submit}
            onClose={() => setOpen(false)}
            afterClose={() => setChosenId(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
