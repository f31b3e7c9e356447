// Our own line icons (issue 24): a glyph is one SVG path on a 24-unit grid, drawn in the text
// colour (`currentColor`) at the text size (1em), so a parent's `color` and `font-size` style it
// as they styled antd-mobile's icons. Each antd-mobile icon module weighed 0.5–2 KiB of gzip on a
// page's first load; a glyph is its path and little else.
import type { ReactElement } from 'react';

export interface GlyphProps {
  className?: string;
}

export type Glyph = (props: GlyphProps) => ReactElement;

/** A decorative icon (hidden from assistive technology: its control carries the name). */
export const glyph = (d: string, options: { filled?: boolean } = {}): Glyph =>
  function Icon({ className }: GlyphProps) {
    return (
      <svg
        className={className}
        width="1em"
        height="1em"
        viewBox="0 0 24 24"
        fill={options.filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d={d} />
      </svg>
    );
  };
