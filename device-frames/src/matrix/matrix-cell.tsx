// One matrix cell: the app in one language and theme, with its overflow badge.
import type { ReactNode } from 'react';

import { AppFrame } from '../frames/app-frame';
import type { Size } from '../frames/fit';
import { frameOrigin } from '../frames/frame-url';
import type { LanguageCode, ThemeName } from '../frames/layout';
import { useHarness } from '../harness-context';

import styles from './matrix.module.css';
import { useOverflowCheck, type CheckState } from './use-overflow-check';

interface MatrixCellProps {
  id: number;
  language: LanguageCode;
  theme: ThemeName;
  route: string;
  zoom: number;
  outer: Size;
  frame: (children: ReactNode) => ReactNode;
}

const badge = (state: CheckState): { text: string; tone: string; title: string } => {
  if (state.kind === 'waiting') return { text: 'checking…', tone: 'wait', title: '' };
  if (state.kind === 'no-answer')
    return { text: 'no answer', tone: 'wait', title: 'the app did not answer the overflow check' };
  if (state.items.length === 0) return { text: 'fits', tone: 'ok', title: 'no text overflows' };
  return {
    text: `${state.items.length} overflow${state.items.length > 1 ? 's' : ''}`,
    tone: 'bad',
    title: state.items
      .map((i) => `${i.tag} ${i.scrollWidth}>${i.clientWidth}: ${i.text}`)
      .join('\n'),
  };
};

export const MatrixCell = ({ id, language, theme, route, zoom, outer, frame }: MatrixCellProps) => {
  const { endpoints, runs } = useHarness();
  const run = runs[id];
  const { state, check } = useOverflowCheck(frameOrigin(endpoints, id), run?.nonce ?? 0);
  const b = badge(state);
  return (
    <figure className={styles.cell} data-testid="matrix-cell">
      <figcaption>
        <span>
          {language} · {theme}
        </span>
        <button
          type="button"
          className={styles.badge}
          data-tone={b.tone}
          title={b.title}
          onClick={() => {
            const el = document.querySelector<HTMLIFrameElement>(`iframe[data-frame="f${id}"]`);
            if (el) check(el, 0);
          }}
        >
          {b.text}
        </button>
      </figcaption>
      <div style={{ width: outer.width * zoom, height: outer.height * zoom, position: 'relative' }}>
        <div
          className={styles.scaler}
          style={{ width: outer.width, height: outer.height, transform: `scale(${zoom})` }}
        >
          {frame(
            <AppFrame
              id={id}
              endpoints={endpoints}
              language={language}
              theme={theme}
              route={route}
              run={run}
              title={`app in ${language} ${theme}`}
              onLoad={(el) => check(el)}
            />,
          )}
        </div>
      </div>
    </figure>
  );
};
