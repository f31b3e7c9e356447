// One matrix cell: the app in one language and theme, with its overflow badge.
import type { ReactNode } from 'react';

import { AppFrame } from '../frames/app-frame';
import type { Size } from '../frames/fit';
import { frameOrigin } from '../frames/frame-url';
import type { LanguageCode, ThemeName } from '../frames/layout';
import { useHarness } from '../harness-context';
import { useTexts } from '../i18n/harness-language';

import { MATRIX_TEXTS } from './matrix-texts';
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

type Texts = (typeof MATRIX_TEXTS)['en'];

const badge = (state: CheckState, t: Texts): { text: string; tone: string; title: string } => {
  if (state.kind === 'waiting') return { text: t.checking, tone: 'wait', title: '' };
  if (state.kind === 'no-answer') return { text: t.noAnswer, tone: 'wait', title: t.noAnswerHint };
  if (state.items.length === 0) return { text: t.fits, tone: 'ok', title: t.fitsHint };
  return {
    text: t.overflows(state.items.length),
    tone: 'bad',
    title: state.items
      .map((i) => `${i.tag} ${i.scrollWidth}>${i.clientWidth}: ${i.text}`)
      .join('\n'),
  };
};

export const MatrixCell = ({ id, language, theme, route, zoom, outer, frame }: MatrixCellProps) => {
  const { endpoints, runs } = useHarness();
  const t = useTexts(MATRIX_TEXTS);
  const run = runs[id];
  const { state, check } = useOverflowCheck(frameOrigin(endpoints, id), run?.nonce ?? 0);
  const b = badge(state, t);
  return (
    <figure className={styles.cell} data-testid="matrix-cell">
      <figcaption>
        <span>
          {language} · {t.theme(theme)}
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
              title={t.appIn(language, theme)}
              onLoad={(el) => check(el)}
            />,
          )}
        </div>
      </div>
    </figure>
  );
};
