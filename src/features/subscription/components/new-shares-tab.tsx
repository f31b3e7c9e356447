// The hub's 新股申购 tab (screens §7.1 tab 1): the record tiles, then the IPO calendar split on the
// server's clock into 可申购 (the subscription day is today, Beijing) and 待申购 (later), page by
// page. Visitors browse it (newStockList.do needs no login); applying asks them to log in.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CardsSkeleton, ListStates, NextPageFooter } from '@/components/list-states';
import { Segmented } from '@/components/segmented';
import { routes } from '@/config/routes';
import { splitCalendar, useNewShareCalendar } from '@/lib/queries/new-shares';
import { serverNow } from '@/lib/server-clock';

import { NewShareCard, type ApplyType } from './new-share-card';
import styles from './new-shares-tab.module.css';
import { RecordTiles } from './record-tiles';
import { useGatedNavigate } from './use-gated-navigate';

type CalendarList = 'open' | 'upcoming';
const LISTS: readonly CalendarList[] = ['open', 'upcoming'];

export function NewSharesTab() {
  const { t } = useTranslation('subscription');
  const [list, setList] = useState<CalendarList>('open');
  const calendar = useNewShareCalendar();
  const go = useGatedNavigate();
  const rows = splitCalendar(calendar.rows, serverNow())[list];

  // The calendar is earliest first: while a list is still empty and pages remain, read on.
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = calendar;
  const readsOn = rows.length === 0 && hasNextPage && !isError;
  useEffect(() => {
    if (readsOn && !isFetchingNextPage) void fetchNextPage();
  }, [readsOn, isFetchingNextPage, fetchNextPage]);

  const apply = (code: string, xingutype: ApplyType) =>
    go(routes.newsharesDetail.href({ code, xingutype }));

  return (
    <div data-testid="new-shares-tab" data-list={list}>
      <RecordTiles />
      <Segmented
        items={LISTS.map((key) => ({ key, label: t(`calendar.${key}`) }))}
        value={list}
        onChange={setList}
        label={t('calendar.subTabsLabel')}
        layout="fill"
        testIdPrefix="calendar-tab"
      />
      <div className={styles.body}>
        <ListStates
          query={calendar}
          count={rows.length}
          loading={calendar.isPending || readsOn}
          skeleton={<CardsSkeleton height={150} testId="calendar-skeleton" />}
          errorTitle={t('calendar.loadFailed')}
          emptyTitle={
            list === 'open' ? t('calendar.emptyOpenTitle') : t('calendar.emptyUpcomingTitle')
          }
          emptyDescription={
            list === 'open' ? t('calendar.emptyOpenText') : t('calendar.emptyUpcomingText')
          }
          testIdPrefix="calendar"
        >
          <ul className={styles.list} data-testid="calendar-list">
            {rows.map((share) => (
              <NewShareCard
                key={share.newlistId}
                share={share}
                onApply={list === 'open' ? (type) => apply(share.code, type) : undefined}
              />
            ))}
          </ul>
          <NextPageFooter query={calendar} loaded={calendar.rows.length} testId="calendar-footer" />
        </ListStates>
      </div>
    </div>
  );
}
