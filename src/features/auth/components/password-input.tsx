// Password field with a show / hide toggle; antd-mobile Form passes value and onChange.
import { Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import styles from './auth-form.module.css';

interface Props {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  id?: string;
  autoComplete?: string;
  'aria-label'?: string;
}

export function PasswordInput({ value, onChange, placeholder, id, autoComplete, ...rest }: Props) {
  const { t } = useTranslation('auth');
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
        maxLength={32}
        clearable
        aria-label={rest['aria-label']}
      />
      <button
        type="button"
        className={styles.eye}
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
        aria-pressed={visible}
      >
        {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
      </button>
    </div>
  );
}
