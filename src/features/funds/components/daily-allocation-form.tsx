// The /days form (screens §8): margin chips and a custom amount with its range, the leverage chips
// with the allocated funds, the term (chips of the listed days, or typed and clamped on blur), the
// live figures, the available balance against the funds to prepare (with the way to a deposit),
// every check of §14.4 before sending, the server's reply in the trader's language, and the notes.
// Loaded just after the page's first paint: it brings the decimal maths.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { readFundsText } from '@/api/contracts/funds-texts';
import { ChoiceChips } from '@/components/choice-chips';
import { FormField } from '@/components/form-field';
import { LazyIntentOutcome as IntentOutcome } from '@/components/intent-outcome-lazy';
import pill from '@/components/pill-link.module.css';
import { SubmitButton } from '@/components/submit-button';
import { routes } from '@/config/routes';
import { useErrorMessage, type ApiError } from '@/lib/api/api-error';
import { formatMoney } from '@/lib/format/money';
import { currentLocale } from '@/lib/i18n';
import { useAppStore } from '@/stores/app-store';

import type { DaysProblem } from '../model/days-form';

import { AllocationFiguresList } from './allocation-figures';
import styles from './daily-allocation-form.module.css';
import { DaysNotes } from './days-notes';
import { useDaysForm, type DaysFormData, type MarginChoice } from './use-days-form';

export function DailyAllocationForm(data: DaysFormData) {
  const { t } = useTranslation('funds');
  const hide = useAppStore((s) => s.hide);
  const errorMessage = useErrorMessage();
  const form = useDaysForm(data);
  const { intent } = form;
  const { outcome } = intent;
  const { setting } = data;
  const money = (v: string | number | null | undefined) =>
    formatMoney(v, { locale: currentLocale() });
  const say = (p: DaysProblem | undefined) =>
    p ? t(p.key, 'values' in p ? (p.values as Record<string, unknown>) : {}) : '';
  const refusalText = (e: ApiError): string => {
    if (e.kind !== 'business') return errorMessage(e) ?? t('days.failed');
    const known = readFundsText(e.serverMessage);
    if (!known) return e.serverMessage || t('days.failed');
    return t(`days.reply.${known.key}`, 'params' in known ? known.params : {});
  };
  const refusal = outcome.phase === 'refused' ? outcome.error : null;
  const isShort =
    form.problemOf('balance')?.key === 'days.problem.balance' ||
    (refusal?.kind === 'business' && readFundsText(refusal.serverMessage)?.key === 'lowBalance');
  const marginItems: { value: MarginChoice; label: string }[] = [
    ...form.chips.map((c) => ({ value: c, label: t('days.margin.chip', { amount: c }) })),
    { value: 'custom', label: t('days.margin.custom') },
  ];

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate data-testid="days-form">
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('days.margin.label')}</legend>
        <ChoiceChips
          items={marginItems}
          value={form.margin}
          onChange={form.chooseMargin}
          label={t('days.margin.chips')}
          testIdPrefix="days-margin"
        />
        {form.margin === 'custom' && (
          <FormField
            id="days-margin-custom"
            label={t('days.margin.custom')}
            placeholder={t('days.margin.placeholder')}
            inputMode="numeric"
            value={form.customText}
            onChange={form.setCustomText}
            error={say(form.problemOf('margin'))}
          />
        )}
        {form.margin !== 'custom' && form.problemOf('margin') && (
          <p className={styles.problem} role="alert">
            {say(form.problemOf('margin'))}
          </p>
        )}
        <p className={styles.hint} data-testid="days-margin-hint">
          {t('days.margin.hint', {
            min: setting.marginMin ?? '--',
            max: setting.marginMax ?? '--',
          })}
        </p>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('days.lever.label')}</legend>
        {form.levers.length === 0 ? (
          <p className={styles.problem}>{t('days.lever.none')}</p>
        ) : (
          <ChoiceChips
            items={form.levers.map((l) => ({
              value: l.lever,
              label: t('days.lever.chip', { lever: l.lever }),
            }))}
            value={form.lever?.lever}
            onChange={form.chooseLever}
            label={t('days.lever.label')}
            testIdPrefix="days-lever"
          />
        )}
        <p className={styles.hint} data-testid="days-lever-hint">
          {t('days.lever.hint', { amount: money(form.figures?.fundsAmount.toFixed(2)) })}
        </p>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('days.term.label')}</legend>
        {form.options.length > 1 && (
          <ChoiceChips
            items={form.options.map((d) => ({ value: d, label: t('days.term.chip', { days: d }) }))}
            value={Number(form.daysText)}
            onChange={(d) => form.setDaysText(String(d))}
            label={t('days.term.chips')}
            testIdPrefix="days-term"
          />
        )}
        <FormField
          id="days-term-input"
          label={t('days.term.placeholder')}
          placeholder={t('days.term.placeholder')}
          inputMode="numeric"
          value={form.daysText}
          onChange={form.setDaysText}
          onBlur={form.clampDaysText}
          error={say(form.problemOf('days'))}
        />
        <p className={styles.hint} data-testid="days-term-hint">
          {t('days.term.hint', {
            min: form.range.min,
            max: form.range.max,
            options: form.options.join(', '),
          })}
        </p>
      </fieldset>

      <AllocationFiguresList
        figures={form.figures}
        lever={form.lever}
        days={form.days}
        setting={setting}
      />

      <div className={styles.available}>
        <span>{t('days.available')}</span>
        <strong data-testid="days-available">{hide ? '****' : money(data.available)}</strong>
        <Link
          className={`${pill.pillLink} ${styles.deposit}`}
          to={routes.recharge.href()}
          data-testid="days-deposit"
        >
          {t('days.deposit')}
        </Link>
      </div>
      {form.problemOf('balance') && (
        <p className={styles.problem} role="alert" data-testid="days-balance-problem">
          {say(form.problemOf('balance'))}
        </p>
      )}
      {refusal && (
        <p className={styles.problem} role="alert" data-testid="days-refusal">
          {refusalText(refusal)}
          {isShort && !form.problemOf('balance') && (
            <Link className={`${pill.pillLink} ${styles.deposit}`} to={routes.recharge.href()}>
              {t('days.deposit')}
            </Link>
          )}
        </p>
      )}
      <IntentOutcome
        outcome={outcome.phase === 'refused' ? { phase: 'idle' } : outcome}
        onRetry={form.resend}
        onRecheck={intent.recheck}
        onDismiss={intent.dismiss}
        summary={(p) =>
          t('days.summary', { margin: p.margin, lever: p.lever, days: p.tradersCycle })
        }
      />
      <SubmitButton
        block
        loading={intent.pending}
        disabled={intent.isBlocked}
        loadingText={t('days.sending')}
        testId="days-submit"
      >
        {t('days.submit')}
      </SubmitButton>
      <DaysNotes />
    </form>
  );
}
