// What /newsharesDetail and /qingchouDetail share around their share: the page frame with the test
// station notice, and the states while the share is not shown — loading, a failure with a retry,
// and a share no longer listed with the way back to its hub tab.
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import box from '@/components/page-box.module.css';
import { TestStationNotice } from '@/components/test-station-notice';
import { routes } from '@/config/routes';
import { useErrorMessage } from '@/lib/api/api-error';

import pageStyles from './ipo-page.module.css';

export function SharePageFrame({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div className={box.page} data-testid={testId}>
      <TestStationNotice />
      <div className={box.body}>{children}</div>
    </div>
  );
}

export function ShareNotShown({
  isPending,
  failure,
  onRetry,
  testIdPrefix,
  goneText,
  hubIdx,
}: {
  isPending: boolean;
  /** The lookup's error when it failed with nothing to show; null otherwise. */
  failure: unknown;
  onRetry: () => void;
  testIdPrefix: string;
  goneText: string;
  /** The hub tab the share came from. */
  hubIdx: 1 | 2;
}) {
  const { t } = useTranslation('ipo');
  const errorText = useErrorMessage()(failure);
  if (isPending) {
    return (
      <p className={pageStyles.state} aria-busy="true">
        {t('state.loading')}
      </p>
    );
  }
  if (failure) {
    return (
      <div className={pageStyles.state} role="alert" data-testid={`${testIdPrefix}-error`}>
        <p>{errorText ?? t('state.loadFailed')}</p>
        <Button size="small" color="primary" fill="outline" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className={pageStyles.state} data-testid={`${testIdPrefix}-gone`}>
      <p>{goneText}</p>
      <Link className={pageStyles.link} to={routes.subscription.href({ idx: hubIdx })}>
        {t('detail.backToHub')}
      </Link>
    </div>
  );
}
