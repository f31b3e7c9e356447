// The application form and the placement grab, one form with each one's words and figures: the
// number field with its unit hint and the check's problem, the figures (the available balance
// last), what it costs and when, the outcome of the request (the server's refusal in the trader's
// language where the text is known) and the submit button.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FormField } from '@/components/form-field';
import { LazyIntentOutcome as IntentOutcome } from '@/components/intent-outcome-lazy';
import { SubmitButton } from '@/components/submit-button';
import { useErrorMessage } from '@/lib/api/api-error';
import { formatMoney } from '@/lib/format/money';
import { BCP47, normalizeLanguage } from '@/lib/i18n';

import { serverReplyOf } from '../model/server-reply';

import styles from './apply-form.module.css';
import pageStyles from './ipo-page.module.css';
import type { useSubscribeForm } from './use-subscribe-form';

type Problem = { key: string; params?: Record<string, string | number> };
type Form<P> = ReturnType<typeof useSubscribeForm<P, Problem>>;
type T = ReturnType<typeof useTranslation<'ipo'>>['t'];

/** A check's problem as text; amounts in it shown as amounts are everywhere (grouped, 2 dp). */
const problemText = (
  t: T,
  prefix: 'apply' | 'grab',
  problem: Problem | null,
  money: (v: string | number | null | undefined) => string,
): string => {
  if (!problem) return '';
  // The keys are the models' (apply-form.ts, grab-form.ts), each with its text in every locale.
  const key = `${prefix}.problem.${problem.key}` as `${typeof prefix}.problem.required`;
  if (problem.key !== 'lowBalance') return t(key, problem.params ?? {});
  return t(`${prefix}.problem.lowBalance` as const, {
    amount: money(problem.params?.amount),
    available: money(problem.params?.available),
  });
};

export interface SubscribeFormProps<P> {
  form: Form<P>;
  /** The texts' prefix and the test ids' (`apply-form`, `apply-submit`, `apply-available`…). */
  kind: 'apply' | 'grab';
  title?: string;
  field: { id: string; label: string; placeholder: string };
  unitHint: string;
  /** Figures shown above the available balance. */
  lines?: ReactNode;
  cost: ReactNode;
  costTestId?: string;
  summary: (params: P) => string;
  submitText: string;
}

export function SubscribeForm<P>({
  form,
  kind,
  title,
  field,
  unitHint,
  lines,
  cost,
  costTestId,
  summary,
  submitText,
}: SubscribeFormProps<P>) {
  const { t, i18n } = useTranslation('ipo');
  // formatMoney with the locale here, not use-format: these pages' first load goes without it.
  const locale = BCP47[normalizeLanguage(i18n.language)];
  const money = (v: string | number | null | undefined) => formatMoney(v, { locale });
  const errorMessage = useErrorMessage();
  const { intent } = form;
  return (
    <form
      className={pageStyles.card}
      onSubmit={form.onSubmit}
      noValidate
      data-testid={`${kind}-form`}
    >
      {title && <h2 className={pageStyles.cardTitle}>{title}</h2>}
      <div className={styles.form}>
        <FormField
          {...field}
          value={form.text}
          inputMode="numeric"
          onChange={form.edit}
          error={problemText(t, kind, form.problem, money)}
        />
        <p className={styles.unit}>{unitHint}</p>
        <dl className={pageStyles.lines}>
          {lines}
          <div>
            <dt>{t('apply.available')}</dt>
            <dd data-testid={`${kind}-available`}>{money(form.info?.enableAmt)}</dd>
          </div>
        </dl>
        <p className={styles.cost} data-testid={costTestId}>
          {cost}
        </p>
        <IntentOutcome
          outcome={intent.outcome}
          placement="inset"
          onRetry={form.resend}
          onRecheck={intent.recheck}
          onDismiss={intent.dismiss}
          summary={summary}
          refusedText={(e) => {
            const reply = e.kind === 'business' ? serverReplyOf(e.serverMessage) : undefined;
            return reply ? t(reply.key, reply.params) : (errorMessage(e) ?? t(`${kind}.failed`));
          }}
        />
        <SubmitButton
          block
          loading={intent.pending}
          disabled={intent.isBlocked}
          testId={`${kind}-submit`}
        >
          {submitText}
        </SubmitButton>
      </div>
    </form>
  );
}
