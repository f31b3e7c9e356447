// The academy's index: the lessons in reading order as cards (step, title, summary, minutes).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { routes } from '@/config/routes';

import { LESSON_IDS } from '../model/lesson-list';
import { lessonPlace, READING_MINUTES } from '../model/lesson-nav';

import styles from './lesson-index.module.css';

export function LessonIndex() {
  const { t } = useTranslation('college');
  return (
    <div className={styles.index} data-testid="college-index">
      <p className={styles.intro}>{t('page.intro')}</p>
      <ol className={styles.list}>
        {LESSON_IDS.map((id) => (
          <li key={id}>
            <Link
              className={styles.card}
              to={routes.college.href({ lesson: id })}
              data-testid={`college-card-${id}`}
            >
              <span className={styles.meta}>
                <span className={styles.step}>{t('page.step', { n: lessonPlace(id).step })}</span>
                <span>{t('page.minutes', { n: READING_MINUTES[id] })}</span>
              </span>
              <span className={styles.title}>{t(`lessons.${id}.title`)}</span>
              <span className={styles.summary}>{t(`lessons.${id}.summary`)}</span>
            </Link>
          </li>
        ))}
      </ol>
    </div>
  );
}
