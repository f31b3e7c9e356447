// Password field with a show / hide toggle; antd-mobile Form passes value and onChange.
import { Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  id?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
}

export function PasswordInput({ value, onChange, placeholder, id, autoComplete, ...rest }: Props) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, width: '100%' }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Input
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={rest.inputMode}
          maxLength={rest.maxLength ?? 32}
          clearable
        />
      </div>
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
        aria-pressed={visible}
        style={{
          border: 0,
          background: 'transparent',
          color: 'var(--color-text-secondary)',
          fontSize: 18,
          display: 'grid',
          padding: 4,
        }}
      >
        {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
      </button>
    </div>
  );
}
