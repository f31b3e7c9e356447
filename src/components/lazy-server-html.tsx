// Server HTML (an article's body) through the one sanitizer, which loads on first use rather than
// with the page (DOMPurify would take a page over its first-load budget). A page starts it early
// (`preloadServerHtml`) so it comes while the article does; until then, skeleton lines.
import { lazy, Suspense } from 'react';

import { SkeletonBar } from './list-states';

export const preloadServerHtml = () => import('./server-html');

const ServerHtml = lazy(() => preloadServerHtml().then((m) => ({ default: m.ServerHtml })));

export function LazyServerHtml({
  html,
  className,
  testId,
  skeleton = [100, 90, 100, 70],
}: {
  html: string | null | undefined;
  className?: string;
  testId: string;
  /** The widths (%) of the skeleton lines shown while the sanitizer loads. */
  skeleton?: readonly number[];
}) {
  return (
    <Suspense
      fallback={
        <div className={className} aria-busy="true">
          {skeleton.map((width, i) => (
            <SkeletonBar key={i} width={`${width}%`} />
          ))}
        </div>
      }
    >
      <ServerHtml html={html} className={className} testId={testId} />
    </Suspense>
  );
}
