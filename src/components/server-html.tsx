// Server HTML on the page (notices, news, announcements, /about): the only place that sets inner
// HTML, always through the allow-list of lib/sanitize-html. Plain text keeps its line breaks.
import { useMemo } from 'react';

import { isPlainText, sanitizeHtmlForPage } from '@/lib/sanitize-html';

import styles from './server-html.module.css';

interface ServerHtmlProps {
  /** Markup as the server sent it. */
  html: string | null | undefined;
  className?: string;
  testId?: string;
}

export function ServerHtml({ html, className, testId }: ServerHtmlProps) {
  const markup = useMemo(() => sanitizeHtmlForPage(html ?? ''), [html]);
  const classes = [styles.body, isPlainText(html ?? '') ? styles.plain : '', className ?? ''];
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      data-testid={testId}
      // Marks every block of server HTML, so the stored-XSS check finds them all on any page.
      data-server-html=""
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
