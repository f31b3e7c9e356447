// A confirmation's developer detail (the exact request): rendered only inside a harness frame,
// where it opens by default for the developer, support or QA reading it; absent for traders
// (the rule and its reason: lib/harness-only).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { isHarnessFrame } from '@/lib/harness-only';

import styles from './technical-details.module.css';

export function TechnicalDetails({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  if (!isHarnessFrame()) return null;
  return (
    <details className={styles.details} open data-testid="technical-details">
      <summary className={styles.summary}>{t('technical.title')}</summary>
      {children}
    </details>
  );
}
