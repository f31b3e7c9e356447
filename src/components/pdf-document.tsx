// A PDF shown inline, page by page (ADR 0026): pdf.js comes in its own chunk on first use
// (`import('@/lib/pdf-engine')`), every page is a box of the page's proportions from the start
// (nothing jumps) and is drawn onto its canvas when it scrolls near, at the phone's width and
// devicePixelRatio. Loading and error states; the error offers a retry and the file itself.
import { Button, DotLoading } from 'antd-mobile';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import type { OpenPdf } from '@/lib/pdf-engine';

import styles from './pdf-document.module.css';
import { PdfPage } from './pdf-page';

type LoadState = { kind: 'loading' } | { kind: 'ready'; pdf: OpenPdf } | { kind: 'error' };

/** An A-series page: the placeholder's proportions before the document says its own. */
const A_PAGE_RATIO = '1 / 1.4142';

/** The element's content width in CSS pixels, kept up to date. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

function OpenLink({ url }: { url: string }) {
  const { t } = useTranslation('common');
  return (
    <a
      className={styles.open}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="pdf-open"
    >
      {t('pdf.open')}
    </a>
  );
}

function PdfLoader({ url, onRetry }: { url: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<LoadState>({ kind: 'loading' });
  const pagesRef = useRef<HTMLDivElement>(null);
  const width = useWidth(pagesRef);

  useEffect(() => {
    let isLive = true;
    let destroy: (() => void) | undefined;
    import('@/lib/pdf-engine')
      .then((engine) => {
        const load = engine.loadPdf(url);
        destroy = load.destroy;
        if (!isLive) load.destroy();
        return load.promise;
      })
      .then(
        (pdf) => {
          if (isLive) setState({ kind: 'ready', pdf });
          else pdf.close();
        },
        () => {
          if (isLive) setState({ kind: 'error' });
        },
      );
    return () => {
      isLive = false;
      destroy?.();
    };
  }, [url]);

  // Stable: pages redraw when it changes.
  const fail = useCallback(() => setState({ kind: 'error' }), []);
  const pixelRatio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  const { firstPageSize: first, pageCount } =
    state.kind === 'ready' ? state.pdf : { firstPageSize: undefined, pageCount: 0 };

  return (
    <section
      className={styles.document}
      data-testid="agreement-pdf"
      data-state={state.kind}
      data-pages={pageCount || undefined}
      aria-busy={state.kind === 'loading'}
    >
      <div className={styles.bar}>
        <span>{state.kind === 'ready' ? t('pdf.pages', { count: pageCount }) : null}</span>
        <OpenLink url={url} />
      </div>
      {state.kind === 'error' ? (
        <div className={styles.error} role="alert" data-testid="pdf-error">
          <p>{t('pdf.error')}</p>
          <Button size="small" color="primary" fill="outline" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        </div>
      ) : null}
      <div ref={pagesRef} className={styles.pages}>
        {state.kind === 'loading' ? (
          <div className={styles.page} style={{ aspectRatio: A_PAGE_RATIO }} role="status">
            <span className={styles.loading} data-testid="pdf-loading">
              <DotLoading color="currentColor" /> {t('pdf.loading')}
            </span>
          </div>
        ) : null}
        {state.kind === 'ready' && first
          ? Array.from({ length: pageCount }, (_, i) => (
              <PdfPage
                key={i + 1}
                pdf={state.pdf}
                n={i + 1}
                total={pageCount}
                placeholder={first}
                width={width}
                pixelRatio={pixelRatio}
                onError={fail}
              />
            ))
          : null}
      </div>
    </section>
  );
}

/** The PDF at `url`, every page at the container's width. */
export function PdfDocument({ url }: { url: string }) {
  const [attempt, setAttempt] = useState(0);
  return <PdfLoader key={`${url}#${attempt}`} url={url} onRetry={() => setAttempt((a) => a + 1)} />;
}
