// The deposit order form (screens §9.1 /recharge; /btc reuses it with a transaction hash instead of
// the payer's name): checked in the reference's order before sending, each message under its field;
// the server's refusal is shown above the button and every typed value stays. The order goes out
// once (useDepositSubmit) and ends in the 'under review' result.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { DEPOSIT_PAYER_MAX_LENGTH, DEPOSIT_TEXT } from '@/api/contracts/deposit-texts';
import type { SitePay } from '@/api/contracts/models/site';
import { FormField } from '@/components/form-field';
import { LazyIntentOutcome as IntentOutcome } from '@/components/intent-outcome-lazy';
import { SubmitButton } from '@/components/submit-button';
import { routes } from '@/config/routes';
import type { ApiError, CommonKey } from '@/lib/api/api-error';

import type { DepositErrors, DepositVariant } from '../model/deposit-form';
import { QUICK_AMOUNTS, type DepositError } from '../model/deposit-input';
import { depositRefusal, type DepositRefusal } from '../model/deposit-refusal';
import { loadDepositChecks } from '../model/load-money-checks';

import { DepositAmountField } from './deposit-amount-field';
import styles from './deposit-form.module.css';
import formStyles from './money-form.module.css';
import { ProofUpload } from './proof-upload';
import { useDepositSubmit } from './use-deposit-submit';
import { useLoaded } from './use-loaded';

// The success screen (and its icon) shows only after a reply: fetched once the form is up.
const loadResult = () => import('./deposit-result');

export interface DepositFormProps {
  channel: SitePay;
  /** `SiteSetting.chargeMinAmt`. */
  siteMin: number | null | undefined;
  initialAmount?: string;
  /** 'asset': the payer field holds the transfer's hash (/btc). */
  variant?: DepositVariant;
}

export function DepositForm({
  channel,
  siteMin,
  initialAmount,
  variant = 'bank',
}: DepositFormProps) {
  const { t } = useTranslation(['money', 'common']);
  const navigate = useNavigate();
  const intent = useDepositSubmit();
  const { outcome } = intent;
  const result = useLoaded(loadResult);
  // A record left by a reload fills the form again, so nothing typed is lost.
  const kept = 'record' in outcome ? outcome.record.params : undefined;
  const [payer, setPayer] = useState(kept?.payUsername ?? '');
  const [amount, setAmount] = useState(kept?.amt ?? initialAmount ?? '');
  const [proofUrl, setProofUrl] = useState(kept?.payUrl ?? '');
  const [isUploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<DepositErrors>({});
  const limits = {
    siteMin,
    channelMin: channel.channelMinLimit,
    channelMax: channel.channelMaxLimit,
  };
  const minimum = Math.max(siteMin ?? 0, channel.channelMinLimit ?? 0);

  const text = (e: DepositError | undefined) => (e ? t(e.key, e.params) : '');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { validateDeposit } = await loadDepositChecks();
    const checked = validateDeposit({ payer, amount, proofUrl, isUploading }, limits, variant);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    await intent.submit({
      amt: checked.value.amt,
      payType: String(channel.ctype ?? ''),
      payId: channel.id,
      payUsername: checked.value.payer,
      channelAccount: channel.channelAccount ?? '',
      channelType: channel.channelType ?? '',
      channelName: channel.channelName ?? '',
      payUrl: checked.value.proofUrl,
    });
  };

  if (outcome.phase === 'done') {
    const again = () => {
      // A new deposit: the payer stays, the amount and the proof are this one's.
      setAmount('');
      setProofUrl('');
      intent.dismiss();
    };
    return result ? (
      <result.DepositResult amount={outcome.record.params.amt} onAgain={again} />
    ) : null;
  }

  const refusalText = (error: ApiError): string => {
    const refusal = refusalOf(error);
    if ('text' in refusal) return refusal.text;
    if ('commonKey' in refusal) return t(`common:${refusal.commonKey}`);
    return t(refusal.key, refusal.params);
  };
  const isKycRefusal =
    outcome.phase === 'refused' && outcome.error.serverMessage === DEPOSIT_TEXT.notVerified;
  const payerKey = variant === 'asset' ? 'txid' : 'payer';
  return (
    <form className={formStyles.form} onSubmit={(e) => void submit(e)} noValidate>
      <FormField
        id="deposit-payer"
        label={t(`deposit.form.${payerKey}`)}
        placeholder={t(`deposit.form.${payerKey}Placeholder`)}
        value={payer}
        onChange={(v) => {
          setPayer(v.slice(0, DEPOSIT_PAYER_MAX_LENGTH));
          setErrors((x) => ({ ...x, payer: undefined }));
        }}
        error={text(errors.payer)}
        autoComplete="off"
        clearable
      />
      <DepositAmountField
        id="deposit-amount"
        label={t('deposit.form.amount')}
        value={amount}
        onChange={(v) => {
          setAmount(v);
          setErrors((x) => ({ ...x, amount: undefined }));
        }}
        error={errors.amount}
      />
      {minimum > 0 && <p className={styles.hint}>{t('deposit.form.minimum', { min: minimum })}</p>}
      {variant === 'bank' && (
        <div className={styles.chips} role="group" aria-label={t('deposit.form.chips')}>
          {QUICK_AMOUNTS.map((chip) => (
            <button
              key={chip}
              type="button"
              className={styles.chip}
              aria-pressed={amount === chip}
              onClick={() => {
                setAmount(chip);
                setErrors((x) => ({ ...x, amount: undefined }));
              }}
            >
              {Number(chip).toLocaleString('en')}
            </button>
          ))}
        </div>
      )}
      {variant === 'bank' && (
        <ProofUpload
          id="deposit-proof"
          url={proofUrl}
          onUploaded={(url) => {
            setProofUrl(url);
            setErrors((x) => ({ ...x, proof: undefined }));
          }}
          onBusyChange={setUploading}
          formError={text(errors.proof)}
        />
      )}
      <IntentOutcome
        outcome={outcome}
        onRetry={(record) => void intent.submit(record.params)}
        onRecheck={intent.recheck}
        onDismiss={intent.dismiss}
        refusedText={refusalText}
      />
      {isKycRefusal && (
        <button
          type="button"
          className={styles.link}
          onClick={() => void navigate(routes.smrz.href())}
        >
          {t('deposit.refused.kycFix')}
        </button>
      )}
      <SubmitButton
        block
        loading={intent.pending}
        loadingText={t('deposit.form.submitting')}
        disabled={intent.isBlocked}
        testId="deposit-submit"
      >
        {t('deposit.form.submit')}
      </SubmitButton>
    </form>
  );
}

/** The refusal to show: the server's text (recognised when known), else the transport reason. */
function refusalOf(error: ApiError): DepositRefusal | { commonKey: CommonKey } {
  if (error.kind === 'business' && error.serverMessage) return depositRefusal(error.serverMessage);
  return { commonKey: error.messageKey ?? 'errors.server' };
}
