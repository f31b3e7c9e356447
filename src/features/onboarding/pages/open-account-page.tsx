// /openaccount 开户 (screens §3.1, issue 22): the four steps with the visitor's or user's real
// state on each, the one next thing to do, what to prepare, and why open here.
import { useTranslation } from 'react-i18next';

import { ListError, SkeletonBar } from '@/components/list-states';
import box from '@/components/page-box.module.css';
import { TestStationNotice } from '@/components/test-station-notice';

import { useOpenAccountFacts } from '../api/open-account-api';
import { NextStepCard } from '../components/next-step-card';
import { PrepareList } from '../components/prepare-list';
import { StepStrip } from '../components/step-strip';
import { openAccountView } from '../model/open-account-steps';

import styles from './open-account-page.module.css';

export default function OpenAccountPage() {
  const { t } = useTranslation('onboarding');
  const { facts, authMsg, error, refetch } = useOpenAccountFacts();
  const view = facts && openAccountView(facts);
  return (
    <div className={box.page} data-testid="open-account-page">
      <TestStationNotice />
      <div className={box.body}>
        <header className={styles.intro}>
          <h1 className={styles.title}>{t('openAccount.title')}</h1>
          <p className={styles.lead}>{t('openAccount.lead')}</p>
        </header>
        {view ? (
          <>
            <StepStrip view={view} />
            <NextStepCard view={view} authMsg={authMsg} />
          </>
        ) : error ? (
          <ListError error={error} onRetry={refetch} testId="open-account-error" />
        ) : (
          <div className={styles.skeleton} aria-busy="true" data-testid="open-account-loading">
            <SkeletonBar />
            <SkeletonBar width="60%" />
            <SkeletonBar width="80%" />
          </div>
        )}
        <PrepareList />
      </div>
    </div>
  );
}
