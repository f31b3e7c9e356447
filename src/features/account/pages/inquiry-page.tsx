// /inquiry 合作协议 (screens §5.5): the operator's cooperation (trading) agreement — its title, text
// and PDF from getInfo.do, as /trade shows them (ADR 0026) — then a tick "I agree to 《…》", 确定
// (only once ticked) to the buy ticket and 取消 back. Only the operator's own text can be agreed
// to: when it publishes none, or the site info cannot be read, the page says so and 确定 stays
// off — our own text never stands in for the operator's here.
import { Button, Checkbox } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { ListError, StateBlock } from '@/components/list-states';
import { routes } from '@/config/routes';
import { useSiteInfo } from '@/lib/queries/site-info';

import { OperatorText } from '../components/agreement';
import agreementStyles from '../components/agreement.module.css';
import pageStyles from '../components/page.module.css';
import { operatorAgreement } from '../model/operator-agreement';

import styles from './inquiry-page.module.css';

function AgreementBody() {
  const { t } = useTranslation('account');
  const site = useSiteInfo();
  if (site.isPending) {
    return (
      <article className={agreementStyles.doc} aria-busy="true" data-testid="inquiry-loading">
        {[50, 100, 100, 80].map((width, i) => (
          <span key={i} className={agreementStyles.bar} style={{ width: `${width}%` }} />
        ))}
      </article>
    );
  }
  if (site.isError) {
    return (
      <ListError
        title={t('inquiry.failedTitle')}
        error={site.error}
        onRetry={() => void site.refetch()}
        testId="inquiry-failed"
      />
    );
  }
  const doc = operatorAgreement('trade', site.data);
  if (!doc) {
    return (
      <StateBlock
        status="empty"
        title={t('inquiry.emptyTitle')}
        description={t('inquiry.emptyText')}
        testId="inquiry-empty"
      />
    );
  }
  return <OperatorText name="trade" doc={doc} />;
}

export default function InquiryPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const site = useSiteInfo();
  const doc = operatorAgreement('trade', site.data);
  const [agreed, setAgreed] = useState(false);
  const title = doc?.title ?? t('inquiry.defaultTitle');

  const back = () => {
    // Opened directly (no history inside the app): leave for home rather than out of the app.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(routes.home.href(), { replace: true });
  };

  return (
    <div className={`${pageStyles.page} ${styles.page}`} data-testid="inquiry-page">
      <AgreementBody />
      <footer className={styles.footer}>
        <Checkbox
          checked={agreed}
          disabled={!doc}
          onChange={setAgreed}
          data-testid="inquiry-agree"
          style={{ '--icon-size': '18px', '--font-size': '14px', '--gap': '8px' }}
        >
          {t('inquiry.agreeTo', { title })}
        </Checkbox>
        <div className={styles.actions}>
          <Button block fill="outline" onClick={back} data-testid="inquiry-cancel">
            {t('inquiry.cancel')}
          </Button>
          <Button
            block
            color="primary"
            disabled={!doc || !agreed}
            onClick={() => void navigate(routes.buy.href())}
            data-testid="inquiry-confirm"
          >
            {t('inquiry.confirm')}
          </Button>
        </div>
      </footer>
    </div>
  );
}
