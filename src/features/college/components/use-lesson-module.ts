// Loads a lesson's chunk when it is opened: the component once loaded, or the failure with a retry
// (a chunk can fail on a poor connection; the reader retries in place).
import { type ComponentType, useCallback, useEffect, useState } from 'react';

import { LESSON_LOADERS, type LessonId } from '../model/lesson-list';

type Settled =
  | { key: string; status: 'ready'; Lesson: ComponentType }
  | { key: string; status: 'error'; error: unknown };

type LessonState = Settled | { status: 'loading' };

export const useLessonModule = (id: LessonId) => {
  const [settled, setSettled] = useState<Settled | null>(null);
  const [attempt, setAttempt] = useState(0);
  // One load per lesson and attempt; a result of another one reads as still loading.
  const key = `${id}#${attempt}`;

  useEffect(() => {
    let isCurrent = true;
    LESSON_LOADERS[id]()
      .then((m) => isCurrent && setSettled({ key, status: 'ready', Lesson: m.default }))
      .catch((error: unknown) => isCurrent && setSettled({ key, status: 'error', error }));
    return () => {
      isCurrent = false;
    };
  }, [id, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: LessonState = settled?.key === key ? settled : { status: 'loading' };
  return { state, retry };
};
