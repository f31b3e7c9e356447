// The /days form's state: the margin (a chip or a custom amount), the lever, the term (typed and
// clamped to the settings on blur, or a listed chip), the live figures and every check of
// model/days-form.ts, and the submit through the intent record (ten taps join one request; a lost
// reply or a reload is answered from my applications, never by a second send). An application
// that went through refreshes the balances and the applications and goes on to /fundslist.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import type { FundsLever, FundsSetting } from '@/api/contracts/models/funds';
import { routes } from '@/config/routes';
import type { IntentRecord } from '@/lib/intent/in-flight';
import { useIntentSubmit } from '@/lib/intent/use-intent-submit';
import { showToast } from '@/lib/load-overlays';
import { afterWrite } from '@/lib/queries/writes';

import {
  DAYS_APPLY_SCOPE,
  findDaysApplyEvidence,
  parseDaysApplyParams,
  sendDaysApply,
  type DaysApplyParams,
} from '../api/days-apply-api';
import {
  clampDays,
  daysApplyParams,
  daysFormProblems,
  daysOptions,
  daysRange,
  figuresOf,
  marginChips,
} from '../model/days-form';

export type MarginChoice = number | 'custom';

export interface DaysFormData {
  setting: FundsSetting;
  levers: readonly FundsLever[];
  available: string | number | null | undefined;
}

export const useDaysForm = ({ setting, levers, available }: DaysFormData) => {
  const { t } = useTranslation('funds');
  const navigate = useNavigate();
  const chips = marginChips(setting);
  const options = daysOptions(setting.daysUsePeriod);
  const range = daysRange(options) ?? { min: 1, max: 1 };
  const min = setting.marginMin ?? chips[0] ?? 0;
  const [margin, setMargin] = useState<MarginChoice>(chips.includes(min) ? min : 'custom');
  const [customText, setCustomText] = useState(chips.includes(min) ? '' : String(min));
  const [leverValue, setLeverValue] = useState<number | undefined>(levers[0]?.lever);
  const [daysText, setDaysText] = useState(String(range.min));
  const [isTried, setTried] = useState(false);

  const lever = levers.find((l) => l.lever === leverValue) ?? levers[0];
  const days = clampDays(daysText, range);
  const marginText = margin === 'custom' ? customText : String(margin);
  const input = { marginText, lever, days, setting, available };
  const figures = figuresOf(input);
  const problems = daysFormProblems(input).filter(
    // An empty custom amount is not yet a mistake: said once the trader tries to apply.
    (p) => isTried || p.field !== 'margin' || customText.trim() !== '',
  );

  const intent = useIntentSubmit<DaysApplyParams, string>({
    scope: DAYS_APPLY_SCOPE,
    send: sendDaysApply,
    findEvidence: findDaysApplyEvidence,
    parse: parseDaysApplyParams,
  });
  const { outcome, pending, dismiss } = intent;

  // Settled (answered now, or found in my applications after a lost reply or a reload).
  useEffect(() => {
    if (pending || outcome.phase !== 'done') return;
    void afterWrite('fundsApply');
    showToast({ content: t('days.done'), icon: 'success' });
    dismiss();
    void navigate(routes.fundslist.href());
  }, [outcome, pending, dismiss, navigate, t]);

  /** Any edit clears a refusal: it was about the form as it was. */
  const edited = () => {
    if (outcome.phase === 'refused') dismiss();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (pending || intent.isBlocked) return;
    setTried(true);
    setDaysText(String(days));
    const params = daysApplyParams(input);
    if (params) void intent.submit(params);
  };

  /** Sends the open request again, by hand, after it was not found in my applications. */
  const resend = (record: IntentRecord<DaysApplyParams>) => {
    dismiss();
    void intent.submit(record.params);
  };

  return {
    chips,
    margin,
    chooseMargin: (choice: MarginChoice) => {
      setMargin(choice);
      edited();
    },
    customText,
    setCustomText: (text: string) => {
      setCustomText(text);
      setMargin('custom');
      edited();
    },
    levers,
    lever,
    chooseLever: (value: number) => {
      setLeverValue(value);
      edited();
    },
    options,
    range,
    days,
    daysText,
    setDaysText: (text: string) => {
      setDaysText(text);
      edited();
    },
    clampDaysText: () => setDaysText(String(clampDays(daysText, range))),
    figures,
    problems,
    problemOf: (field: string) => problems.find((p) => p.field === field),
    onSubmit,
    resend,
    intent,
  };
};
