// The four steps in a row (注册 → 认证 → 入金 → 交易), each with its real state: a tick when done,
// its number otherwise; the current step stands out.
import { useTranslation } from 'react-i18next';

import type { OpenAccountView } from '../model/open-account-steps';

import styles from './step-strip.module.css';

export function StepStrip({ view }: { view: OpenAccountView }) {
  const { t } = useTranslation('onboarding');
  return (
    <ol className={styles.strip} aria-label={t('openAccount.stepsLabel')} data-testid="open-steps">
      {view.steps.map((step, i) => (
        <li
          key={step.id}
          className={styles.step}
          data-state={step.state}
          data-current={step.id === view.current || undefined}
          aria-current={step.id === view.current ? 'step' : undefined}
          data-testid={`open-step-${step.id}`}
        >
          <span className={styles.dot} aria-hidden="true">
            {step.state === 'done' ? '✓' : i + 1}
          </span>
          <span className={styles.name}>{t(`openAccount.steps.${step.id}`)}</span>
          <span className={styles.state}>{t(`openAccount.states.${step.state}`)}</span>
        </li>
      ))}
    </ol>
  );
}
