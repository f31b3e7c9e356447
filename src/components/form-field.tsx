// A labelled text input with its message underneath, tied to the input (aria-describedby,
// aria-invalid) so screen readers and tests read the message as the field's description.
// antd-mobile's Input does not forward those attributes, so they are set on the native element.
import { Input, type InputProps, type InputRef } from 'antd-mobile';
import { useEffect, useRef } from 'react';

import styles from './form-field.module.css';

export interface FormFieldProps extends Omit<InputProps, 'id'> {
  id: string;
  label: string;
  /** The field's message; '' or undefined when it is fine. */
  error?: string;
}

export function FormField({ id, label, error, className, ...input }: FormFieldProps) {
  const ref = useRef<InputRef>(null);
  const errorId = `${id}-error`;
  useEffect(() => {
    const el = ref.current?.nativeElement;
    if (!el) return;
    if (error) {
      el.setAttribute('aria-invalid', 'true');
      el.setAttribute('aria-describedby', errorId);
    } else {
      el.removeAttribute('aria-invalid');
      el.removeAttribute('aria-describedby');
    }
  }, [error, errorId]);
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <Input ref={ref} id={id} className={`${styles.input} ${className ?? ''}`} {...input} />
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
