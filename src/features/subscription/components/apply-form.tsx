// Apply for a new share (type 1, pay only if allotted) or take an offline placement (type 2, the
// amount frozen at once): the shares, the available balance, what it costs and when, every check
// before sending, the server's refusal in the trader's language (subscribe-form.tsx).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { StockSubscribe } from '@/api/contracts/models/ipo';
import { paymentDeadline } from '@/api/contracts/new-share-timeline';
import { formatMoney } from '@/lib/format/money';
import { BCP47, normalizeLanguage } from '@/lib/i18n';
import { showToast } from '@/lib/load-overlays';

import { maxApplyShares } from '../model/apply-form';
import { beijingText } from '../model/beijing-text';

import { SubscribeForm } from './subscribe-form';
import { useApplyForm } from './use-apply-form';

export function ApplyForm({ share, type }: { share: StockSubscribe; type: 1 | 2 }) {
  const { t, i18n } = useTranslation('ipo');
  const locale = BCP47[normalizeLanguage(i18n.language)];
  const onDone = useCallback(() => showToast({ content: t('apply.done'), icon: 'success' }), [t]);
  const form = useApplyForm(share, type, onDone);
  const max = maxApplyShares(share.orderNumber);
  const deadline = beijingText(paymentDeadline(share));
  const amount = form.amount ? formatMoney(form.amount, { locale }) : null;

  return (
    <SubscribeForm
      form={form}
      kind="apply"
      title={t(type === 2 ? 'apply.titlePlacement' : 'apply.title')}
      field={{
        id: 'apply-shares',
        label: t('apply.shares'),
        placeholder: t('apply.sharesPlaceholder'),
      }}
      unitHint={t('apply.unitHint', { max: max === null ? '--' : max.toLocaleString(locale) })}
      cost={
        type === 2
          ? amount
            ? t('apply.freezeNow', { amount })
            : t('apply.freezeNowEmpty')
          : amount
            ? t('apply.payIfAllotted', { amount, deadline })
            : t('apply.payIfAllottedEmpty', { deadline })
      }
      costTestId="apply-cost"
      summary={(p) => t('apply.summary', { name: share.name, shares: p.applyNums })}
      submitText={t(type === 2 ? 'apply.submitPlacement' : 'apply.submit')}
    />
  );
}
