import { describe, expect, it } from 'vitest';

import { LESSON_IDS } from './lesson-list';
import { lessonPlace, READING_MINUTES } from './lesson-nav';

describe('lessonPlace', () => {
  it('numbers the lessons in reading order with their neighbours', () => {
    expect(lessonPlace('lots-t1')).toEqual({
      step: 1,
      total: 7,
      previous: null,
      next: 'price-limits',
    });
    expect(lessonPlace('leverage-margin')).toMatchObject({
      step: 3,
      previous: 'price-limits',
      next: 'risk-lines',
    });
    expect(lessonPlace('money-hours')).toMatchObject({ step: 7, next: null });
  });

  it('has a reading time for every lesson', () => {
    for (const id of LESSON_IDS) expect(READING_MINUTES[id]).toBeGreaterThan(0);
  });
});
