// /newsharesDetail 新股详情 (screens §7.2): the share from the calendar by `code`, its figures, the
// four-step timeline at the server's time, the issue facts, and the application form — type 1
// (`xingutype=1`, pay only if allotted) or type 2 (offline placement, paid now). Visitors see the
// share and a way to log in; a share no longer on the calendar says so with a way back.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { shareTimeline } from '@/api/contracts/new-share-timeline';
import { TestStationNotice } from '@/components/test-station-notice';
import { routes } from '@/config/routes';
import { formatMoney } from '@/lib/format/money';
import { BCP47, normalizeLanguage } from '@/lib/i18n';
import { useNewShare } from '@/lib/queries/new-shares';
import { serverNow } from '@/lib/server-clock';
import { useAppStore } from '@/stores/app-store';

import { ApplyForm } from '../components/apply-form';
import pageStyles from '../components/ipo-page.module.css';
import { LazyVisitorPrompt } from '../components/lazy-visitor-prompt';
import { IssueFacts } from '../components/issue-facts';
import { ShareSummary } from '../components/share-summary';
import { ShareTimeline } from '../components/share-timeline';
import { useErrorText } from '../components/use-error-text';

export default function NewShareDetailPage() {
  const { t, i18n } = useTranslation('ipo');
  const locale = BCP47[normalizeLanguage(i18n.language)];
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const type = params.get('xingutype') === '2' ? 2 : 1;
  const token = useAppStore((s) => s.token);
  const query = useNewShare(code);
  const errorText = useErrorText()(query.error);
  const share = query.data;

  let body;
  if (query.isPending && code !== '') {
    body = (
      <p className={pageStyles.state} aria-busy="true">
        {t('state.loading')}
      </p>
    );
  } else if (query.isError && share === undefined) {
    body = (
      <div className={pageStyles.state} role="alert" data-testid="detail-error">
        <p>{errorText ?? t('state.loadFailed')}</p>
        <Button size="small" color="primary" fill="outline" onClick={() => void query.refetch()}>
          {t('state.retry')}
        </Button>
      </div>
    );
  } else if (!share) {
    body = (
      <div className={pageStyles.state} data-testid="detail-gone">
        <p>{t('detail.gone')}</p>
        <Link className={pageStyles.link} to={routes.subscription.href({ idx: 1 })}>
          {t('detail.backToHub')}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <ShareSummary
          name={share.name}
          code={share.code}
          stockType={share.stockType}
          facts={[
            {
              label: t('detail.price'),
              value: t('detail.perShare', { price: formatMoney(share.price, { locale }) }),
              testId: 'detail-price',
            },
            { label: t('detail.pe'), value: share.pe || '--' },
            {
              label: t('detail.size'),
              value: t('detail.sizeValue', { n: share.orderNumber ?? '--' }),
              testId: 'detail-size',
            },
          ]}
        />
        <ShareTimeline points={shareTimeline(share, serverNow())} />
        <IssueFacts share={share} />
        {token ? (
          <ApplyForm share={share} type={type} />
        ) : (
          <LazyVisitorPrompt
            title={t('visitor.title')}
            text={t('visitor.apply')}
            login={t('visitor.login')}
            testId="apply-visitor"
          />
        )}
      </>
    );
  }

  return (
    <div className={pageStyles.page} data-testid="new-share-detail-page">
      <TestStationNotice />
      <div className={pageStyles.body}>{body}</div>
    </div>
  );
}
