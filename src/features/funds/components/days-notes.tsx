// The notes 1–6 under the /days form (screens §8 注意事项), ours: they say what this product does
// (freeze on applying, fee up front, start the day after approval, lines set at approval, risk,
// test station), not the reference's promises it does not keep.
import { useTranslation } from 'react-i18next';

import styles from './days-notes.module.css';

const NOTES = ['n1', 'n2', 'n3', 'n4', 'n5', 'n6'] as const;

export function DaysNotes() {
  const { t } = useTranslation('funds');
  return (
    <section className={styles.notes} aria-labelledby="days-notes-title" data-testid="days-notes">
      <h2 id="days-notes-title" className={styles.title}>
        {t('days.notes.title')}
      </h2>
      <ol className={styles.list}>
        {NOTES.map((n) => (
          <li key={n}>{t(`days.notes.${n}`)}</li>
        ))}
      </ol>
    </section>
  );
}
