// /qingchouDetail 线下配售 (screens §7.2): a share listing today (today's grab list, by `code`) —
// name, badge, code, issue and placement price, online issue day — and the lots to grab at that
// price, paid at once (`buyNewStockQc.do`). Visitors are asked to log in (the list needs one).
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { formatMoney } from '@/lib/format/money';
import { BCP47, normalizeLanguage } from '@/lib/i18n';
import { useGrabList } from '@/lib/queries/new-shares';
import { useAppStore } from '@/stores/app-store';

import { GrabForm } from '../components/grab-form';
import { LazyVisitorPrompt } from '../components/lazy-visitor-prompt';
import { SharePageFrame, ShareNotShown } from '../components/share-page-parts';
import { ShareSummary } from '../components/share-summary';
import { beijingText } from '../model/beijing-text';

export default function PlacementGrabPage() {
  const { t, i18n } = useTranslation('ipo');
  const locale = BCP47[normalizeLanguage(i18n.language)];
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const token = useAppStore((s) => s.token);
  const query = useGrabList();
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
  } else if (!share) {
    body = (
      <ShareNotShown
        isPending={query.isPending}
        failure={query.isError && !query.data ? query.error : null}
        onRetry={() => void query.refetch()}
        testIdPrefix="grab"
        goneText={t('grab.gone')}
        hubIdx={2}
      />
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

  return <SharePageFrame testId="placement-grab-page">{body}</SharePageFrame>;
}
