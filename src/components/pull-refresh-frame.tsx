// antd-mobile's PullToRefresh with the app's texts; loaded by pull-refresh.tsx after the list.
import { PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export default function PullRefreshFrame({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <PullToRefresh
      onRefresh={async () => {
        await onRefresh();
      }}
      pullingText={t('pull.idle')}
      canReleaseText={t('pull.canRelease')}
      refreshingText={t('pull.refreshing')}
      completeText={t('pull.complete')}
    >
      {children}
    </PullToRefresh>
  );
}
