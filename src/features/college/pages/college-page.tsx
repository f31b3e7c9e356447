// /college — the trading academy: the index of lessons, or one lesson (`?lesson=<id>`; an unknown
// id shows the index). Each lesson is its own chunk, so the index stays light.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

import { LessonIndex } from '../components/lesson-index';
import { LessonView } from '../components/lesson-view';
import { isLessonId } from '../model/lesson-list';

import styles from './college-page.module.css';

export default function CollegePage() {
  const [params] = useSearchParams();
  const lesson = params.get('lesson');
  // A new lesson starts at its top, as a new page would.
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [lesson]);
  return (
    <div className={styles.page} data-testid="college-page">
      {isLessonId(lesson) ? <LessonView id={lesson} /> : <LessonIndex />}
    </div>
  );
}
