// A list's or page's state in place of its content (empty, failed, not found): apart from the list
// states (list-states.tsx re-exports it) so a page that only says "not found" loads none of them.
// The picture (antd-mobile's ErrorBlock's illustration) loads on first use in a box of its size.
// Only the picture waits for it: the title, the text and the actions are ours and stay the same
// elements when it arrives (a remount took them out of the page: a screen reader's place in the
// text lost, a focused button replaced, a box read at that moment gone).
import { lazy, Suspense, type ReactNode } from 'react';

import styles from './state-block.module.css';

export const loadPicture = () => import('./state-picture');

const ErrorBlock = lazy(() => loadPicture().then((m) => ({ default: m.ErrorBlock })));

export interface StateBlockProps {
  status: 'default' | 'empty';
  title: string;
  description?: ReactNode;
  /** Announced at once (a failure). */
  isAlert?: boolean;
  testId: string;
  /** Actions under the text. */
  children?: ReactNode;
}

/** A list's or page's state in place of its content: picture, title, text, actions. */
export function StateBlock({
  status,
  title,
  description,
  isAlert = false,
  testId,
  children,
}: StateBlockProps) {
  return (
    <div className={styles.state} role={isAlert ? 'alert' : undefined} data-testid={testId}>
      <div className={styles.picture} aria-hidden="true">
        <Suspense fallback={null}>
          {/* The illustration alone: antd's title and text elements are not rendered. */}
          <ErrorBlock status={status} title={null} description={null} />
        </Suspense>
      </div>
      <div className={styles.words}>
        <div className={styles.title}>{title}</div>
        {description && <div className={styles.stateText}>{description}</div>}
      </div>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
