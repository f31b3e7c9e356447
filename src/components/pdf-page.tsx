// One page of a `<PdfDocument>`: a box of the page's proportions (the first page's until this one
// is drawn) that draws itself onto its canvas once it comes near the viewport, and again when the
// width changes. Pages never drawn cost nothing.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { OpenPdf, PdfPageSize } from '@/lib/pdf-engine';
import { useNearViewport } from '@/lib/use-near-viewport';

import styles from './pdf-document.module.css';

interface PdfPageProps {
  pdf: OpenPdf;
  /** 1-based. */
  n: number;
  total: number;
  placeholder: PdfPageSize;
  /** CSS pixels; 0 until measured. */
  width: number;
  pixelRatio: number;
  onError: () => void;
}

export function PdfPage({ pdf, n, total, placeholder, width, pixelRatio, onError }: PdfPageProps) {
  const { t } = useTranslation('common');
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const isNear = useNearViewport(boxRef, { rootMargin: '200px 0px', settled: false });
  const [size, setSize] = useState(placeholder);
  const [drawnAt, setDrawnAt] = useState(0);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!isNear || !canvas || width <= 0) return;
    const render = pdf.render(n, canvas, width, pixelRatio);
    let isLive = true;
    render.promise.then(
      (own) => {
        if (!isLive) return;
        setSize(own);
        setDrawnAt(width);
      },
      () => {
        if (isLive) onError();
      },
    );
    return () => {
      isLive = false;
      render.cancel();
    };
  }, [isNear, pdf, n, width, pixelRatio, onError]);

  const isDrawn = drawnAt > 0 && drawnAt === width;
  return (
    <div
      ref={boxRef}
      className={styles.page}
      style={{ aspectRatio: `${size.width} / ${size.height}` }}
      data-testid="pdf-page"
      data-page={n}
      data-state={isDrawn ? 'rendered' : 'placeholder'}
    >
      <canvas
        ref={canvasRef}
        className={styles.canvas}
        role="img"
        aria-label={t('pdf.page', { n, total })}
      />
    </div>
  );
}
