// The trading academy's lessons, in reading order. Each lesson is a component of its own, loaded
// when opened (`/college?lesson=<id>`), so the index page stays light.
import type { ComponentType } from 'react';

export const LESSON_IDS = [
  'lots-t1',
  'price-limits',
  'leverage-margin',
  'risk-lines',
  'fees-break-even',
  'new-shares',
  'money-hours',
] as const;

export type LessonId = (typeof LESSON_IDS)[number];

export const isLessonId = (value: string | null | undefined): value is LessonId =>
  (LESSON_IDS as readonly string[]).includes(value ?? '');

type LessonModule = Promise<{ default: ComponentType }>;

export const LESSON_LOADERS: Readonly<Record<LessonId, () => LessonModule>> = {
  'lots-t1': () => import('../lessons/lots-t1-lesson'),
  'price-limits': () => import('../lessons/price-limits-lesson'),
  'leverage-margin': () => import('../lessons/leverage-margin-lesson'),
  'risk-lines': () => import('../lessons/risk-lines-lesson'),
  'fees-break-even': () => import('../lessons/fees-break-even-lesson'),
  'new-shares': () => import('../lessons/new-shares-lesson'),
  'money-hours': () => import('../lessons/money-hours-lesson'),
};
