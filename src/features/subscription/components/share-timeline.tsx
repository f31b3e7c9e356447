// The four steps of a new share (apply → allotment published → payment deadline → listing), each
// with its Beijing date and time, passed / next / later at the server's time.
import { useTranslation } from 'react-i18next';

import type { TimelinePoint } from '@/api/contracts/new-share-timeline';

import { beijingText } from '../model/beijing-text';

import pageStyles from './ipo-page.module.css';
import styles from './share-timeline.module.css';

export function ShareTimeline({ points }: { points: TimelinePoint[] }) {
  const { t } = useTranslation('ipo');
  const current = points.findIndex((p) => !p.done);
  return (
    <section className={pageStyles.card} aria-labelledby="timeline-title">
      <h2 id="timeline-title" className={pageStyles.cardTitle}>
        {t('timeline.title')}
      </h2>
      <ol className={styles.steps} data-testid="share-timeline">
        {points.map((p, i) => {
          const state = p.done ? 'done' : i === current ? 'current' : 'upcoming';
          const text = beijingText(p.at);
          return (
            <li
              key={p.step}
              className={styles.step}
              data-state={state}
              data-testid={`timeline-${p.step}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.label}>{t(`timeline.${p.step}`)}</span>
              <span className={styles.when}>
                {text === '--' ? '--' : text.slice(0, 10)}
                {text !== '--' && <br />}
                {text !== '--' && text.slice(11)}
              </span>
              <span className="visually-hidden">{t(`timeline.state.${state}`)}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
