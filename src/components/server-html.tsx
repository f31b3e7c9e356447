// Server HTML on the page (notices now; news, announcements, about and college next): the only
// place that sets inner HTML, always through the allow-list of lib/sanitize-html.
import { useMemo } from 'react';

import { sanitizeHtmlForPage } from '@/lib/sanitize-html';

import styles from './server-html.module.css';

interface ServerHtmlProps {
  /** Markup as the server sent it. */
  html: string | null | undefined;
  className?: string;
  testId?: string;
}

export function ServerHtml({ html, className, testId }: ServerHtmlProps) {
  const markup = useMemo(() => sanitizeHtmlForPage(html ?? ''), [html]);
  return (
    <div
      className={className ? `${styles.body} ${className}` : styles.body}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
