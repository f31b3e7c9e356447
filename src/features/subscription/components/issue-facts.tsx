// 发行概况 of a new share from what the calendar row gives: the amount the issue raises at its
// price (issue size × price, exact), the publication, the payment deadline and the online issue
// day. The reference's hard-coded "6.721亿元" and "--%" allotment rate are not copied.
import { useTranslation } from 'react-i18next';

import type { StockSubscribe } from '@/api/contracts/models/ipo';
import { allotmentPublishAt, paymentDeadline } from '@/api/contracts/new-share-timeline';
import { formatMoney } from '@/lib/format/money';
import { timesShares } from '@/lib/money/exact-money';
import { BCP47, normalizeLanguage } from '@/lib/i18n';

import { maxApplyShares } from '../model/apply-form';
import { beijingText } from '../model/beijing-text';

import pageStyles from './ipo-page.module.css';

/** orderNumber × 10000 × price in yuan, or null when either is missing. */
export const raisedAtIssue = (share: Pick<StockSubscribe, 'orderNumber' | 'price'>) => {
  const shares = maxApplyShares(share.orderNumber);
  return shares === null ? null : timesShares(share.price, shares);
};

export function IssueFacts({ share }: { share: StockSubscribe }) {
  const { t, i18n } = useTranslation('ipo');
  const locale = BCP47[normalizeLanguage(i18n.language)];
  const raised = raisedAtIssue(share);
  const lines = [
    {
      label: t('facts.raised'),
      value: raised === null ? '--' : formatMoney(raised, { locale }),
      testId: 'facts-raised',
    },
    { label: t('facts.publish'), value: beijingText(allotmentPublishAt(share)) },
    { label: t('facts.deadline'), value: beijingText(paymentDeadline(share)) },
    { label: t('facts.issueDay'), value: beijingText(share.subscribeTime, false) },
    { label: t('facts.listDate'), value: beijingText(share.listDate, false) },
  ];
  return (
    <section className={pageStyles.card} aria-labelledby="facts-title">
      <h2 id="facts-title" className={pageStyles.cardTitle}>
        {t('facts.title')}
      </h2>
      <dl className={pageStyles.lines}>
        {lines.map((l) => (
          <div key={l.label}>
            <dt>{l.label}</dt>
            <dd data-testid={l.testId}>{l.value}</dd>
          </div>
        ))}
      </dl>
      <p className={pageStyles.note}>{t('facts.raisedNote')}</p>
    </section>
  );
}
