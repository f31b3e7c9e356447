// What to have at hand before opening (screens §3.1 开户前准备: ID card, bank card in the same
// name, a network) and why open here (three selling points) — static texts.
import { useTranslation } from 'react-i18next';

import styles from './prepare-list.module.css';

const PREPARE = ['idCard', 'bankCard', 'network'] as const;
const POINTS = ['quotes', 'service', 'fast'] as const;

export function PrepareList() {
  const { t } = useTranslation('onboarding');
  return (
    <>
      <section className={styles.card} data-testid="open-prepare">
        <h2 className={styles.title}>{t('openAccount.prepare.title')}</h2>
        <ol className={styles.list}>
          {PREPARE.map((item, i) => (
            <li key={item} className={styles.item}>
              <span className={styles.no} aria-hidden="true">
                {t('openAccount.prepare.no', { n: i + 1 })}
              </span>
              <span className={styles.body}>
                <strong>{t(`openAccount.prepare.${item}.name`)}</strong>
                <span>{t(`openAccount.prepare.${item}.text`)}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.card}>
        <h2 className={styles.title}>{t('openAccount.points.title')}</h2>
        <ul className={styles.points}>
          {POINTS.map((point) => (
            <li key={point} className={styles.point}>
              <strong>{t(`openAccount.points.${point}.name`)}</strong>
              <span>{t(`openAccount.points.${point}.text`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
