// pdf.js behind a small surface (ADR 0026). Only ever loaded by dynamic import (`<PdfDocument>`),
// so pdf.js is a chunk of its own, fetched the first time a PDF is shown and never in a page's
// first load; its worker is a separate same-origin asset (Vite's `?url`), which the CSP's
// `worker-src 'self'` allows.
import {
  getDocument,
  GlobalWorkerOptions,
  type PDFDocumentLoadingTask,
  type PDFDocumentProxy,
  type RenderTask,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** A page's size in PDF points. */
export interface PdfPageSize {
  width: number;
  height: number;
}

export interface PdfRender {
  /** Resolves with the page's size once drawn; rejects when cancelled or failed. */
  promise: Promise<PdfPageSize>;
  cancel(): void;
}

export interface OpenPdf {
  pageCount: number;
  firstPageSize: PdfPageSize;
  /** Draws page `n` (1-based) `cssWidth` CSS pixels wide at `pixelRatio` device pixels each. */
  render(n: number, canvas: HTMLCanvasElement, cssWidth: number, pixelRatio: number): PdfRender;
  close(): void;
}

export interface PdfLoad {
  promise: Promise<OpenPdf>;
  /** Stops loading (or closes the document once loaded). */
  destroy(): void;
}

/** Canvas width limit in device pixels: sharp on any phone, bounded memory per page. */
const MAX_CANVAS_WIDTH = 2048;

const sizeOf = (viewport: { width: number; height: number }): PdfPageSize => ({
  width: viewport.width,
  height: viewport.height,
});

const opened = (doc: PDFDocumentProxy, firstPageSize: PdfPageSize): OpenPdf => ({
  pageCount: doc.numPages,
  firstPageSize,
  render(n, canvas, cssWidth, pixelRatio) {
    let task: RenderTask | undefined;
    let isCancelled = false;
    const promise = doc.getPage(n).then(async (page) => {
      if (isCancelled) throw new Error('cancelled');
      const base = page.getViewport({ scale: 1 });
      const deviceWidth = Math.min(MAX_CANVAS_WIDTH, Math.round(cssWidth * pixelRatio));
      const viewport = page.getViewport({ scale: deviceWidth / base.width });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      task = page.render({ canvas, viewport });
      await task.promise;
      return sizeOf(base);
    });
    return {
      promise,
      cancel() {
        isCancelled = true;
        task?.cancel();
      },
    };
  },
  close() {
    void doc.destroy();
  },
});

/** Starts loading the PDF at `url` (fetched by the page: connect-src must allow its origin). */
export const loadPdf = (url: string): PdfLoad => {
  const task: PDFDocumentLoadingTask = getDocument({
    url,
    // Our CSP has no 'unsafe-eval': pdf.js must not try compiled functions.
    isEvalSupported: false,
    enableXfa: false,
  });
  const promise = task.promise.then(async (doc) => {
    const first = await doc.getPage(1);
    return opened(doc, sizeOf(first.getViewport({ scale: 1 })));
  });
  return {
    promise,
    destroy() {
      void task.destroy();
    },
  };
};
