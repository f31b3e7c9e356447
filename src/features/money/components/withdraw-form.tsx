// The withdrawal form (screens §9.2 /withdraw and /cash, /wallet's withdraw tab): the amount
// available with 'all', the amount, the funds password, the fee preview and the rules with the
// site's live settings. Every gate is checked before anything is sent, each with its reason and the
// link that fixes it; the server's refusals land under their field; nothing typed is lost.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { FormField } from '@/components/form-field';
import { LazyIntentOutcome as IntentOutcome } from '@/components/intent-outcome-lazy';
import { SubmitButton } from '@/components/submit-button';
import type { ApiError } from '@/lib/api/api-error';
import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/format/money';
import { useAppStore } from '@/stores/app-store';
import pill from '@/components/pill-link.module.css';

import { loadWithdrawReply } from '../model/load-money-checks';
import type { GateText } from '../model/withdraw-gates';
import type { WithdrawRefusal } from '../model/withdraw-reply';

import { AmountAllField } from './amount-all-field';
import formStyles from './money-form.module.css';
import { useLoaded } from './use-loaded';
import { useWithdrawForm } from './use-withdraw-form';
import styles from './withdraw-form.module.css';
import { WithdrawGateNotice } from './withdraw-gate-notice';
import { WithdrawRules } from './withdraw-rules';

type Reply = Awaited<ReturnType<typeof loadWithdrawReply>>;

/** The refusal to show: the server's text (recognised when known), else the transport reason. */
const refusalOf = (error: ApiError, reply: Reply): WithdrawRefusal =>
  error.kind === 'business'
    ? reply.withdrawRefusal(error.serverMessage)
    : { field: 'form', key: `common:${error.messageKey ?? 'errors.server'}` };

// The success screen (and its icon) shows only after a reply: fetched once the form is up.
const loadResult = () => import('./withdraw-result');

export function WithdrawForm({ showRules = true }: { showRules?: boolean }) {
  const { t } = useTranslation(['money', 'common', 'validation']);
  const hide = useAppStore((s) => s.hide);
  const form = useWithdrawForm();
  const { intent, gate } = form;
  const { outcome } = intent;
  const result = useLoaded(loadResult);
  // The refusal wording is fetched with the form's first paint and is in long before a reply.
  const reply = useLoaded(loadWithdrawReply);
  const money = (v: Parameters<typeof formatMoney>[0]) =>
    formatMoney(v, { locale: currentLocale() });

  if (outcome.phase === 'done') {
    return result ? (
      <result.WithdrawResult amount={outcome.record.params.amt} onAgain={form.again} />
    ) : null;
  }

  const refusal = outcome.phase === 'refused' && reply ? refusalOf(outcome.error, reply) : null;
  const say = (m: GateText | WithdrawRefusal | null | undefined): string => {
    if (!m) return '';
    if ('raw' in m && m.raw) return m.raw;
    return t(m.key as never, m.values);
  };
  const fieldText = (field: 'amount' | 'password') =>
    say(form.errors[field]) || (refusal?.field === field ? say(refusal) : '');

  return (
    <form
      className={formStyles.form}
      onSubmit={form.onSubmit}
      noValidate
      data-testid="withdraw-form"
    >
      <div className={styles.available}>
        <span className={styles.availableLabel}>{t('withdraw.available')}</span>
        <strong className={styles.availableAmount} data-testid="withdraw-available">
          {hide ? '****' : money(form.available)}
        </strong>
      </div>
      {gate && (gate.id !== 'loading' || form.gateHits > 0) && (
        <WithdrawGateNotice gate={gate} hits={form.gateHits} />
      )}
      <AmountAllField
        id="withdraw-amount"
        label={t('withdraw.amount.label')}
        placeholder={t('withdraw.amount.placeholder')}
        value={form.amount}
        inputMode="decimal"
        onChange={form.setAmount}
        error={fieldText('amount')}
        allLabel={t('withdraw.amount.all')}
        onAll={form.fillAll}
        allTestId="withdraw-all"
        allShape="box"
      />
      <FormField
        id="withdraw-password"
        label={t('withdraw.password.label')}
        placeholder={t('withdraw.password.placeholder')}
        type="password"
        value={form.password}
        inputMode="numeric"
        autoComplete="off"
        onChange={form.setPassword}
        error={fieldText('password')}
      />
      {form.preview && (
        <dl className={styles.preview} data-testid="withdraw-preview">
          <div>
            <dt>{t('withdraw.fee.label')}</dt>
            <dd data-testid="withdraw-fee">{money(form.preview.fee.toString())}</dd>
          </div>
          <div>
            <dt>{t('withdraw.fee.net')}</dt>
            <dd data-testid="withdraw-net">{money(form.preview.net.toString())}</dd>
          </div>
        </dl>
      )}
      {refusal?.field === 'form' && (
        <p className={styles.refusal} role="alert" data-testid="withdraw-refusal">
          {say(refusal)}
          {refusal.fixHref && refusal.fixLabel && (
            <Link className={pill.pillLink} to={refusal.fixHref}>
              {t(refusal.fixLabel as never)}
            </Link>
          )}
        </p>
      )}
      <IntentOutcome
        // Refusals are shown under their field (above); this shows only a lost reply's fate.
        outcome={outcome.phase === 'refused' ? { phase: 'idle' } : outcome}
        onRetry={form.resend}
        onRecheck={intent.recheck}
        onDismiss={intent.dismiss}
        summary={(p) => t('withdraw.summary', { amount: money(p.amt) })}
      />
      <SubmitButton
        block
        loading={intent.pending}
        disabled={intent.isBlocked}
        testId="withdraw-submit"
      >
        {t('withdraw.submit')}
      </SubmitButton>
      {showRules && <WithdrawRules setting={form.setting} />}
    </form>
  );
}
