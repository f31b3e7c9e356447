// The deposit amount (the /recharge form, /wallet's deposit tab, /rechargeSure): digits and up to
// two decimals kept as typed, the limit message from the deposit rules under the field.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { FormField } from '@/components/form-field';

import { cleanAmountInput, type DepositError } from '../model/deposit-input';
import { loadDepositChecks } from '../model/load-money-checks';

export interface DepositAmountFieldProps {
  id: string;
  label: string;
  value: string;
  /** The cleaned amount; the caller clears its message and whatever depends on the amount. */
  onChange: (amount: string) => void;
  error: DepositError | null | undefined;
}

export function DepositAmountField({ id, label, value, onChange, error }: DepositAmountFieldProps) {
  const { t } = useTranslation('money');
  // The checks (with decimal.js) are not in the page's first load: fetched once the field shows.
  useEffect(() => {
    void loadDepositChecks();
  }, []);
  return (
    <FormField
      id={id}
      label={label}
      placeholder={t('deposit.form.amountPlaceholder')}
      value={value}
      inputMode="decimal"
      onChange={(v) => onChange(cleanAmountInput(v))}
      error={error ? t(error.key, error.params) : ''}
      autoComplete="off"
      clearable
    />
  );
}
