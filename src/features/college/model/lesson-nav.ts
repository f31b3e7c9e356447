// Where a lesson sits in the reading order: its step number, the lessons before and after it.
import { LESSON_IDS, type LessonId } from './lesson-list';

export interface LessonPlace {
  step: number;
  total: number;
  previous: LessonId | null;
  next: LessonId | null;
}

export const lessonPlace = (id: LessonId): LessonPlace => {
  const i = LESSON_IDS.indexOf(id);
  return {
    step: i + 1,
    total: LESSON_IDS.length,
    previous: LESSON_IDS[i - 1] ?? null,
    next: LESSON_IDS[i + 1] ?? null,
  };
};

/** Minutes to read, shown on the index cards: the worked example makes each a short read. */
export const READING_MINUTES: Readonly<Record<LessonId, number>> = {
  'lots-t1': 3,
  'price-limits': 4,
  'leverage-margin': 4,
  'risk-lines': 5,
  'fees-break-even': 4,
  'new-shares': 4,
  'money-hours': 3,
};
