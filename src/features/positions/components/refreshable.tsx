// Pull to refresh around a list (antd-mobile PullToRefresh) with localized texts.
import { PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Refreshable({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation('positions');
  return (
    <PullToRefresh
      onRefresh={async () => {
        await onRefresh();
      }}
      pullingText={t('list.pullIdle')}
      canReleaseText={t('list.pullCanRelease')}
      refreshingText={t('list.pullRefreshing')}
      completeText={t('list.pullComplete')}
    >
      {children}
    </PullToRefresh>
  );
}
