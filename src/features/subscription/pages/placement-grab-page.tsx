// /qingchouDetail 线下配售 (screens §7.2): a share listing today (today's grab list, by `code`) —
// name, badge, code, issue and placement price, online issue day — and the lots to grab at that
// price, paid at once (`buyNewStockQc.do`). Visitors are asked to log in (the list needs one).
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { TestStationNotice } from '@/components/test-station-notice';
import { routes } from '@/config/routes';
import { formatMoney } from '@/lib/format/money';
import { BCP47, normalizeLanguage } from '@/lib/i18n';
import { useGrabList } from '@/lib/queries/new-shares';
import { useAppStore } from '@/stores/app-store';

import { GrabForm } from '../components/grab-form';
import pageStyles from '../components/ipo-page.module.css';
import { LazyVisitorPrompt } from '../components/lazy-visitor-prompt';
import { ShareSummary } from '../components/share-summary';
import { beijingText } from '../model/beijing-text';
import { useErrorText } from '../components/use-error-text';

export default function PlacementGrabPage() {
  const { t, i18n } = useTranslation('ipo');
  const locale = BCP47[normalizeLanguage(i18n.language)];
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const token = useAppStore((s) => s.token);
  const query = useGrabList();
  const errorText = useErrorText()(query.error);
  const share = query.data?.find((s) => s.code === code);

  let body;
  if (!token) {
    body = (
      <LazyVisitorPrompt
        title={t('visitor.title')}
        text={t('visitor.grab')}
        login={t('visitor.login')}
        testId="grab-visitor"
      />
    );
  } else if (query.isPending) {
    body = (
      <p className={pageStyles.state} aria-busy="true">
        {t('state.loading')}
      </p>
    );
  } else if (query.isError && !query.data) {
    body = (
      <div className={pageStyles.state} role="alert" data-testid="grab-error">
        <p>{errorText ?? t('state.loadFailed')}</p>
        <Button size="small" color="primary" fill="outline" onClick={() => void query.refetch()}>
          {t('state.retry')}
        </Button>
      </div>
    );
  } else if (!share) {
    body = (
      <div className={pageStyles.state} data-testid="grab-gone">
        <p>{t('grab.gone')}</p>
        <Link className={pageStyles.link} to={routes.subscription.href({ idx: 2 })}>
          {t('detail.backToHub')}
        </Link>
      </div>
    );
  } else {
    const price = formatMoney(share.price, { locale });
    body = (
      <>
        <ShareSummary
          name={share.name}
          code={share.code}
          stockType={share.stockType}
          facts={[
            { label: t('grab.issuePrice'), value: t('detail.perShare', { price }) },
            {
              label: t('grab.placementPrice'),
              value: t('detail.perShare', { price }),
              testId: 'grab-price',
            },
            { label: t('facts.issueDay'), value: beijingText(share.subscribeTime, false) },
          ]}
        />
        <GrabForm share={share} />
      </>
    );
  }

  return (
    <div className={pageStyles.page} data-testid="placement-grab-page">
      <TestStationNotice />
      <div className={pageStyles.body}>{body}</div>
    </div>
  );
}
