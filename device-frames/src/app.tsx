// The harness page: controls on the left, frames (or the matrix) in the middle, the request
// timeline below.
import { useRef } from 'react';

import styles from './app.module.css';
import { BackOfficePanel } from './backoffice/back-office-panel';
import { CapsulePanel } from './capsules/capsule-panel';
import { ClockPanel } from './controls/clock-panel';
import { FaultPanel } from './controls/fault-panel';
import { WorldPanel } from './controls/world-panel';
import { FrameGrid } from './frames/frame-grid';
import type { View } from './frames/layout';
import { useElementSize } from './frames/use-element-size';
import { useHarness } from './harness-context';
import { MatrixView } from './matrix/matrix-view';
import { Timeline } from './timeline/timeline';

const VIEWS: readonly { view: View; label: string }[] = [
  { view: 'frames', label: 'Frames' },
  { view: 'matrix', label: 'Matrix (5 languages × 2 themes)' },
];

export const App = () => {
  const { api, endpoints, layout, setLayout, notices } = useHarness();
  const mainRef = useRef<HTMLElement>(null);
  const main = useElementSize(mainRef);
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <h1>Device harness</h1>
        <nav className={styles.tabs} aria-label="views">
          {VIEWS.map(({ view, label }) => (
            <button
              key={view}
              type="button"
              aria-pressed={layout.view === view}
              onClick={() => setLayout((l) => ({ ...l, view }))}
            >
              {label}
            </button>
          ))}
        </nav>
        <p className={styles.hostInfo}>
          {api.host === 'browser'
            ? 'browser mode: device size and safe areas are drawn; user agent, pixel ratio and touch are not emulated; screenshots are best effort'
            : 'Electron'}{' '}
          · mock {endpoints.mockOrigin} · app port {endpoints.appPort}
        </p>
      </header>
      <aside className={styles.side}>
        <ClockPanel />
        <WorldPanel />
        <FaultPanel />
        <CapsulePanel />
        <BackOfficePanel />
      </aside>
      <main className={styles.main} ref={mainRef}>
        {layout.view === 'frames' ? <FrameGrid /> : <MatrixView width={main.width} />}
      </main>
      <section className={styles.bottom}>
        <Timeline />
      </section>
      <div className={styles.notices} role="status" aria-live="polite">
        {notices.map((n) => (
          <p key={n.id} className={n.isError ? styles.noticeError : styles.notice}>
            {n.text}
          </p>
        ))}
      </div>
    </div>
  );
};
