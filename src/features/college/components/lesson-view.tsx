// One lesson: its step, title, the lesson body (its own chunk, a skeleton while it loads) and the
// links to the previous and next lessons and back to the index.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { CardsSkeleton, StateBlock } from '@/components/list-states';
import { routes } from '@/config/routes';

import type { LessonId } from '../model/lesson-list';
import { lessonPlace } from '../model/lesson-nav';

import styles from './lesson-view.module.css';
import { useLessonModule } from './use-lesson-module';

export function LessonView({ id }: { id: LessonId }) {
  const { t } = useTranslation('college');
  const { state, retry } = useLessonModule(id);
  const place = lessonPlace(id);
  return (
    <article className={styles.view} data-testid="college-lesson" data-lesson={id}>
      <header className={styles.head}>
        <span className={styles.step}>
          {t('page.progress', { n: place.step, total: place.total })}
        </span>
        <h2 className={styles.title}>{t(`lessons.${id}.title`)}</h2>
      </header>
      {state.status === 'ready' ? (
        <state.Lesson />
      ) : state.status === 'error' ? (
        <StateBlock status="default" title={t('page.loadFailed')} isAlert testId="lesson-error">
          <Button size="small" color="primary" fill="outline" onClick={retry}>
            {t('page.retry')}
          </Button>
        </StateBlock>
      ) : (
        <CardsSkeleton count={2} height={180} testId="lesson-skeleton" />
      )}
      <nav className={styles.nav} aria-label={t('page.title')}>
        {place.previous ? (
          <Link
            className={styles.link}
            to={routes.college.href({ lesson: place.previous })}
            data-testid="lesson-previous"
          >
            <span className={styles.dir}>{t('page.previous')}</span>
            <span>{t(`lessons.${place.previous}.title`)}</span>
          </Link>
        ) : (
          <span />
        )}
        {place.next ? (
          <Link
            className={`${styles.link} ${styles.next}`}
            to={routes.college.href({ lesson: place.next })}
            data-testid="lesson-next"
          >
            <span className={styles.dir}>{t('page.next')}</span>
            <span>{t(`lessons.${place.next}.title`)}</span>
          </Link>
        ) : null}
      </nav>
      <Link className={styles.back} to={routes.college.href()} data-testid="lesson-back">
        {t('page.back')}
      </Link>
    </article>
  );
}
