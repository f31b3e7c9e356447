// /newsharesDetail 新股详情 (screens §7.2): the share from the calendar by `code`, its figures, the
// four-step timeline at the server's time, the issue facts, and the application form — type 1
// (`xingutype=1`, pay only if allotted) or type 2 (offline placement, paid now). Visitors see the
// share and a way to log in; a share no longer on the calendar says so with a way back.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { shareTimeline } from '@/api/contracts/new-share-timeline';
import { formatMoney } from '@/lib/format/money';
import { BCP47, normalizeLanguage } from '@/lib/i18n';
import { useNewShare } from '@/lib/queries/new-shares';
import { serverNow } from '@/lib/server-clock';
import { useAppStore } from '@/stores/app-store';

import { ApplyForm } from '../components/apply-form';
import { LazyVisitorPrompt } from '../components/lazy-visitor-prompt';
import { IssueFacts } from '../components/issue-facts';
import { SharePageFrame, ShareNotShown } from '../components/share-page-parts';
import { ShareSummary } from '../components/share-summary';
import { ShareTimeline } from '../components/share-timeline';

export default function NewShareDetailPage() {
  const { t, i18n } = useTranslation('ipo');
  const locale = BCP47[normalizeLanguage(i18n.language)];
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const type = params.get('xingutype') === '2' ? 2 : 1;
  const token = useAppStore((s) => s.token);
  const query = useNewShare(code);
  const share = query.data;

  let body;
  if (!share) {
    body = (
      <ShareNotShown
        isPending={query.isPending && code !== ''}
        failure={query.isError ? query.error : null}
        onRetry={() => void query.refetch()}
        testIdPrefix="detail"
        goneText={t('detail.gone')}
        hubIdx={1}
      />
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

  return <SharePageFrame testId="new-share-detail-page">{body}</SharePageFrame>;
}
