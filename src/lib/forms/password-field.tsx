// The password input of a form row, with a show / hide toggle (login, register, forgotten password,
// login and funds passwords). A native input that takes the field's binding from
// `useForm().input()`; the eye is drawn inline (no icon package on the form pages).
import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

import styles from './form.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>;

const EYE = 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z';

export function PasswordField({ maxLength = 32, ...input }: Props) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <>
      <input
        {...input}
        className={styles.input}
        type={visible ? 'text' : 'password'}
        maxLength={maxLength}
        autoCapitalize="off"
        spellCheck={false}
      />
      <button
        type="button"
        className={styles.eye}
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('password.hide') : t('password.show')}
        aria-pressed={visible}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={EYE} />
          <circle cx="12" cy="12" r="3" />
          {!visible && <path d="M4 4l16 16" />}
        </svg>
      </button>
    </>
  );
}
