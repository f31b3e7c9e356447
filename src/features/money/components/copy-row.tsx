// One payee field with its copy button (screens §9.1): the value goes to the clipboard and a
// toast says whether it did (复制成功 / 复制失败请重试).
import { useTranslation } from 'react-i18next';

import { showToast } from '@/lib/load-overlays';

import styles from './copy-row.module.css';

/** Copies `text`; false when the browser refused (no permission, insecure origin). */
export const copyText = async (text: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};

export function CopyRow({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId: string;
}) {
  const { t } = useTranslation('money');
  return (
    <div className={styles.row}>
      <span className={styles.label}>{label}</span>
      <span className={styles.value} data-testid={testId}>
        {value || '--'}
      </span>
      {value && (
        <button
          type="button"
          className={styles.copy}
          aria-label={t('deposit.payee.copyLabel', { label })}
          onClick={() =>
            void copyText(value).then((isCopied) =>
              showToast({
                content: isCopied ? t('deposit.payee.copied') : t('deposit.payee.copyFailed'),
                icon: isCopied ? 'success' : 'fail',
              }),
            )
          }
        >
          {t('deposit.payee.copy')}
        </button>
      )}
    </div>
  );
}
