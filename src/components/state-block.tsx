// A list's or page's state in place of its content (empty, failed, not found): apart from the list
// states (list-states.tsx re-exports it) so a page that only says "not found" loads none of them.
// The picture (antd-mobile's ErrorBlock) loads on first use, its place kept meanwhile. The actions
// sit outside that boundary: a button tapped just as the picture arrives must not be replaced by a
// new one (focus would fall to the page body).
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
      <Suspense
        fallback={
          // The same words while the picture loads, its place kept.
          <>
            <div className={styles.picture} />
            <div>{title}</div>
            <div className={styles.stateText}>{description}</div>
          </>
        }
      >
        <ErrorBlock status={status} title={title} description={description ?? ''} />
      </Suspense>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
