// An announcement's body: the operator's HTML through the one sanitizer. The sanitizer (DOMPurify)
// loads on first use, not with the page (it would take the page over its first-load budget); the
// page starts it early (`preloadArticleBody`) so it comes while the article does.
import { lazy, Suspense } from 'react';

import { SkeletonBar } from '@/components/list-states';

export const preloadArticleBody = () => import('@/components/server-html');

const ServerHtml = lazy(() => preloadArticleBody().then((m) => ({ default: m.ServerHtml })));

export function ArticleBody({
  html,
  className,
  testId,
}: {
  html: string | null | undefined;
  className?: string;
  testId: string;
}) {
  return (
    <Suspense
      fallback={
        <div aria-busy="true">
          {[100, 90, 100, 70].map((width, i) => (
            <SkeletonBar key={i} width={`${width}%`} />
          ))}
        </div>
      }
    >
      <ServerHtml html={html} className={className} testId={testId} />
    </Suspense>
  );
}
