// Adding the one card (screens §9.4): bank name, branch, number. Every bad input gets its message
// under the field and the other fields keep their values; the number is shown in groups while
// the field has focus and masked otherwise.
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { validateBankCard, type MessageParams } from '@/api/contracts/validation';
import { FormField } from '@/components/form-field';
import { routes } from '@/config/routes';
import { isApiError } from '@/lib/api/api-error';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useAppStore } from '@/stores/app-store';

import { addBankCard } from '../api/bank-card-api';
import { groupCardNo, maskCardNo, validateBankAddress, validateBankName } from '../model/bank-card';

import styles from './bank-card.module.css';

type Field = 'bankName' | 'bankAddress' | 'bankNo';
type Errors = Partial<Record<Field, { key?: string; text?: string; params?: MessageParams }>>;

export function BankCardForm({ holder }: { holder?: string | null }) {
  const { t } = useTranslation(['bankCard', 'validation']);
  const navigate = useNavigate();
  const showAlert = useAppStore((s) => s.showAlert);
  const [values, setValues] = useState<Record<Field, string>>({
    bankName: '',
    bankAddress: '',
    bankNo: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [isCardFocused, setCardFocused] = useState(false);

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const message = (field: Field) => {
    const e = errors[field];
    if (!e) return '';
    return e.text ?? t(e.key as never, e.params);
  };

  // One request per intent, and the form stays locked after a success while the page leaves
  // (a second tap of a double tap can land after the first reply).
  const { submit: save, pending: isSubmitting } = useSubmitOnce(
    async (card: { bankName: string; bankAddress: string; bankNo: string }) => {
      try {
        await addBankCard(card);
        showAlert(t('form.added'), 'success');
        void navigate(routes.card.href(), { replace: true });
        return true;
      } catch (err) {
        if (isApiError(err) && err.kind === 'business') {
          // The number rule of the server (银行卡号大于16位) belongs next to the number.
          if (/卡号/.test(err.serverMessage)) setErrors({ bankNo: { text: err.serverMessage } });
          else showAlert(err.serverMessage, 'error');
        }
        // Transport failures were alerted by the request helper.
        return false;
      }
    },
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const name = validateBankName(values.bankName);
    const branch = validateBankAddress(values.bankAddress);
    const number = validateBankCard(values.bankNo);
    const next: Errors = {};
    if (!name.ok) next.bankName = { key: name.error };
    if (!branch.ok) next.bankAddress = { key: branch.error };
    if (!number.ok) next.bankNo = { key: number.error, params: number.params };
    if (!name.ok || !branch.ok || !number.ok) {
      setErrors(next);
      return;
    }
    setErrors({});
    await save({ bankName: name.value, bankAddress: branch.value, bankNo: number.value });
  };

  const field = (
    name: Field,
    input: { value: string; onChange: (v: string) => void; inputMode?: 'numeric' } & Partial<{
      onFocus: () => void;
      onBlur: () => void;
      maxLength: number;
    }>,
  ) => {
    return (
      <FormField
        id={`bank-${name}`}
        label={t(`form.${name}`)}
        error={message(name)}
        placeholder={t(`form.${name}Placeholder`)}
        clearable
        autoComplete="off"
        {...input}
      />
    );
  };

  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} noValidate>
      {field('bankName', {
        value: values.bankName,
        onChange: (v) => set('bankName', v),
        maxLength: 40,
      })}
      {field('bankAddress', {
        value: values.bankAddress,
        onChange: (v) => set('bankAddress', v),
        maxLength: 40,
      })}
      {field('bankNo', {
        value: isCardFocused ? groupCardNo(values.bankNo) : maskCardNo(values.bankNo),
        onChange: (v) => set('bankNo', v.replace(/\D/g, '').slice(0, 19)),
        inputMode: 'numeric',
        onFocus: () => setCardFocused(true),
        onBlur: () => setCardFocused(false),
        maxLength: 23,
      })}
      {holder && <p className={styles.hint}>{t('form.holder', { name: holder })}</p>}
      <Button
        type="submit"
        color="primary"
        block
        size="large"
        className={styles.submit}
        loading={isSubmitting}
        disabled={isSubmitting}
      >
        {t('form.submit')}
      </Button>
    </form>
  );
}
