// Password field with a show / hide toggle, for every form that takes a password (login, register,
// forgotten password, login and funds passwords); antd-mobile Form passes value and onChange.
import { Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import styles from './password-input.module.css';

interface Props {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  id?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
  'aria-label'?: string;
}

export function PasswordInput({
  value,
  onChange,
  placeholder,
  id,
  autoComplete,
  inputMode,
  maxLength = 32,
  ...rest
}: Props) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.withSuffix}>
      <Input
        id={id}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        clearable
        aria-label={rest['aria-label']}
      />
      <button
        type="button"
        className={styles.eye}
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('password.hide') : t('password.show')}
        aria-pressed={visible}
      >
        {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
      </button>
    </div>
  );
}
