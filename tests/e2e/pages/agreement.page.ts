// The agreement pages /agree, /trade, /aggre (issue 18, ADR 0026): the operator's title, text and
// PDF, or our fallback text with its note.
import type { Locator, Page } from '@playwright/test';

export type AgreementRoute = 'agree' | 'trade' | 'aggre';

export class AgreementPage {
  readonly doc: Locator;
  readonly title: Locator;
  readonly sentences: Locator;
  readonly note: Locator;
  readonly pdf: Locator;
  readonly pdfPages: Locator;
  readonly pdfError: Locator;
  readonly openPdf: Locator;

  constructor(
    readonly page: Page,
    readonly name: AgreementRoute,
  ) {
    this.doc = page.getByTestId(`agreement-${name}`);
    this.title = this.doc.getByTestId('agreement-title');
    this.sentences = this.doc.getByTestId('agreement-sentence');
    this.note = this.doc.getByTestId('agreement-fallback-note');
    this.pdf = this.doc.getByTestId('agreement-pdf');
    this.pdfPages = this.pdf.getByTestId('pdf-page');
    this.pdfError = this.pdf.getByTestId('pdf-error');
    this.openPdf = this.pdf.getByTestId('pdf-open');
  }

  pdfPage(n: number): Locator {
    return this.pdfPages.nth(n - 1);
  }

  /** Dark pixels (ink) on page n's canvas, and the canvas's size in device pixels. */
  async ink(n: number): Promise<{ dark: number; width: number; height: number; cssWidth: number }> {
    return this.pdfPage(n)
      .locator('canvas')
      .evaluate((canvas: HTMLCanvasElement) => {
        const context = canvas.getContext('2d');
        const { width, height } = canvas;
        const cssWidth = canvas.getBoundingClientRect().width;
        if (!context || width === 0 || height === 0) return { dark: 0, width, height, cssWidth };
        const data = context.getImageData(0, 0, width, height).data;
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) {
          const [r = 255, g = 255, b = 255, a = 0] = [
            data[i],
            data[i + 1],
            data[i + 2],
            data[i + 3],
          ];
          if (a > 0 && r + g + b < 450) dark += 1;
        }
        return { dark, width, height, cssWidth };
      });
  }
}
