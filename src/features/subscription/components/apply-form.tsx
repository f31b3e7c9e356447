// Apply for a new share (type 1, pay only if allotted) or take an offline placement (type 2, the
// amount frozen at once): the shares, the available balance, what it costs and when, every check
// before sending, the server's refusal in the trader's language.
import { Button } from 'antd-mobile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { StockSubscribe } from '@/api/contracts/models/ipo';
import { paymentDeadline } from '@/api/contracts/new-share-timeline';
import { FormField } from '@/components/form-field';
import { LazyIntentOutcome as IntentOutcome } from '@/components/intent-outcome-lazy';
import { formatMoney } from '@/lib/format/money';
import { BCP47, normalizeLanguage } from '@/lib/i18n';
import { showToast } from '@/lib/load-overlays';

import { maxApplyShares } from '../model/apply-form';
import { beijingText } from '../model/beijing-text';
import { serverReplyOf } from '../model/server-reply';

import styles from './apply-form.module.css';
import pageStyles from './ipo-page.module.css';
import { useApplyForm } from './use-apply-form';
import { useErrorText } from './use-error-text';

export function ApplyForm({ share, type }: { share: StockSubscribe; type: 1 | 2 }) {
  const { t, i18n } = useTranslation('ipo');
  const locale = BCP47[normalizeLanguage(i18n.language)];
  const money = (v: string | number | null | undefined) => formatMoney(v, { locale });
  const errorMessage = useErrorText();
  const onDone = useCallback(() => showToast({ content: t('apply.done'), icon: 'success' }), [t]);
  const form = useApplyForm(share, type, onDone);
  const { intent, problem } = form;
  const max = maxApplyShares(share.orderNumber);
  const deadline = beijingText(paymentDeadline(share));
  // Amounts in a message are shown as amounts are everywhere (grouped, 2 dp).
  const error = !problem
    ? ''
    : problem.key === 'lowBalance'
      ? t('apply.problem.lowBalance', {
          amount: money(problem.params.amount),
          available: money(problem.params.available),
        })
      : t(`apply.problem.${problem.key}`, 'params' in problem ? problem.params : {});

  return (
    <form className={pageStyles.card} onSubmit={form.onSubmit} noValidate data-testid="apply-form">
      <h2 className={pageStyles.cardTitle}>
        {t(type === 2 ? 'apply.titlePlacement' : 'apply.title')}
      </h2>
      <div className={styles.form}>
        <FormField
          id="apply-shares"
          label={t('apply.shares')}
          placeholder={t('apply.sharesPlaceholder')}
          value={form.text}
          inputMode="numeric"
          onChange={form.edit}
          error={error}
        />
        <p className={styles.unit}>
          {t('apply.unitHint', { max: max === null ? '--' : max.toLocaleString(locale) })}
        </p>
        <dl className={pageStyles.lines}>
          <div>
            <dt>{t('apply.available')}</dt>
            <dd data-testid="apply-available">{money(form.info?.enableAmt)}</dd>
          </div>
        </dl>
        <p className={styles.cost} data-testid="apply-cost">
          {type === 2
            ? form.amount
              ? t('apply.freezeNow', { amount: money(form.amount) })
              : t('apply.freezeNowEmpty')
            : form.amount
              ? t('apply.payIfAllotted', { amount: money(form.amount), deadline })
              : t('apply.payIfAllottedEmpty', { deadline })}
        </p>
        <IntentOutcome
          outcome={intent.outcome}
          placement="inset"
          onRetry={form.resend}
          onRecheck={intent.recheck}
          onDismiss={intent.dismiss}
          summary={(p) => t('apply.summary', { name: share.name, shares: p.applyNums })}
          refusedText={(e) => {
            const reply = e.kind === 'business' ? serverReplyOf(e.serverMessage) : undefined;
            return reply ? t(reply.key, reply.params) : (errorMessage(e) ?? t('apply.failed'));
          }}
        />
        <Button
          type="submit"
          color="primary"
          block
          size="large"
          loading={intent.pending}
          disabled={intent.isBlocked}
          data-testid="apply-submit"
        >
          {t(type === 2 ? 'apply.submitPlacement' : 'apply.submit')}
        </Button>
      </div>
    </form>
  );
}
