// 自定义申购(手): lots of a share listing today at its placement price, the amount paid at once
// (lots × 100 × price, live), the available balance, the market minimum, 确认申购.
import { Button } from 'antd-mobile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { StockSubscribe } from '@/api/contracts/models/ipo';
import { FormField } from '@/components/form-field';
import { LazyIntentOutcome as IntentOutcome } from '@/components/intent-outcome-lazy';
import { formatMoney } from '@/lib/format/money';
import { BCP47, normalizeLanguage } from '@/lib/i18n';
import { showToast } from '@/lib/load-overlays';

import { grabMinShares, SHARES_PER_LOT } from '../model/grab-form';
import { serverReplyOf } from '../model/server-reply';

import styles from './apply-form.module.css';
import pageStyles from './ipo-page.module.css';
import { useGrabForm } from './use-grab-form';
import { useErrorText } from './use-error-text';

export function GrabForm({ share }: { share: StockSubscribe }) {
  const { t, i18n } = useTranslation('ipo');
  const locale = BCP47[normalizeLanguage(i18n.language)];
  const money = (v: string | number | null | undefined) => formatMoney(v, { locale });
  const errorMessage = useErrorText();
  const onDone = useCallback(() => showToast({ content: t('grab.done'), icon: 'success' }), [t]);
  const form = useGrabForm(share, onDone);
  const { intent, problem } = form;
  const min = grabMinShares(share.stockType);
  // Amounts in a message are shown as amounts are everywhere (grouped, 2 dp).
  const error = !problem
    ? ''
    : problem.key === 'lowBalance'
      ? t('grab.problem.lowBalance', {
          amount: money(problem.params.amount),
          available: money(problem.params.available),
        })
      : t(`grab.problem.${problem.key}`, 'params' in problem ? problem.params : {});

  return (
    <form className={pageStyles.card} onSubmit={form.onSubmit} noValidate data-testid="grab-form">
      <div className={styles.form}>
        <FormField
          id="grab-lots"
          label={t('grab.lots')}
          placeholder={t('grab.lotsPlaceholder')}
          value={form.lots}
          inputMode="numeric"
          onChange={form.edit}
          error={error}
        />
        <p className={styles.unit}>
          {min === null
            ? t('grab.lotHint')
            : t('grab.minHint', { lots: min / SHARES_PER_LOT, shares: min })}
        </p>
        <dl className={pageStyles.lines}>
          <div>
            <dt>{t('grab.amount')}</dt>
            <dd data-testid="grab-amount">{form.amount ? money(form.amount) : '--'}</dd>
          </div>
          <div>
            <dt>{t('apply.available')}</dt>
            <dd data-testid="grab-available">{money(form.info?.enableAmt)}</dd>
          </div>
        </dl>
        <p className={styles.cost}>{t('grab.payNow')}</p>
        <IntentOutcome
          outcome={intent.outcome}
          placement="inset"
          onRetry={form.resend}
          onRecheck={intent.recheck}
          onDismiss={intent.dismiss}
          summary={(p) => t('grab.summary', { name: share.name, shares: p.num })}
          refusedText={(e) => {
            const reply = e.kind === 'business' ? serverReplyOf(e.serverMessage) : undefined;
            return reply ? t(reply.key, reply.params) : (errorMessage(e) ?? t('grab.failed'));
          }}
        />
        <Button
          type="submit"
          color="primary"
          block
          size="large"
          loading={intent.pending}
          disabled={intent.isBlocked}
          data-testid="grab-submit"
        >
          {t('grab.submit')}
        </Button>
      </div>
    </form>
  );
}
