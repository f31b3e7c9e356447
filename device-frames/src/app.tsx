// The harness page: controls on the left, frames (or the matrix) in the middle, the request
// timeline below; the header switches the view and the harness's own language.
import { useEffect, useRef } from 'react';

import styles from './app.module.css';
import { APP_TEXTS } from './app-texts';
import { BackOfficePanel } from './backoffice/back-office-panel';
import { BundlePanel } from './capsules/bundle-panel';
import { CapsulePanel } from './capsules/capsule-panel';
import { ClockPanel } from './controls/clock-panel';
import { FaultPanel } from './controls/fault-panel';
import { WorldPanel } from './controls/world-panel';
import { FrameGrid } from './frames/frame-grid';
import type { View } from './frames/layout';
import { useElementSize } from './frames/use-element-size';
import { useHarness } from './harness-context';
import { HARNESS_LANGUAGES, useHarnessLanguage, useTexts } from './i18n/harness-language';
import { MatrixView } from './matrix/matrix-view';
import { Timeline } from './timeline/timeline';

const VIEWS: readonly View[] = ['frames', 'matrix'];

export const App = () => {
  const { api, endpoints, layout, setLayout, notices } = useHarness();
  const mainRef = useRef<HTMLElement>(null);
  const main = useElementSize(mainRef);
  const { language, setLanguage } = useHarnessLanguage();
  const t = useTexts(APP_TEXTS);
  // Screen readers, the CJK font choice and the window title follow the page's language.
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = t.title;
  }, [language, t]);
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <h1>{t.title}</h1>
        <nav className={styles.tabs} aria-label={t.views}>
          {VIEWS.map((view) => (
            <button
              key={view}
              type="button"
              aria-pressed={layout.view === view}
              onClick={() => setLayout((l) => ({ ...l, view }))}
            >
              {t[view]}
            </button>
          ))}
        </nav>
        <label className={styles.language}>
          <span>{t.uiLanguage}</span>
          <select
            value={language}
            onChange={(e) =>
              setLanguage(HARNESS_LANGUAGES.find((l) => l.code === e.target.value)?.code ?? 'en')
            }
          >
            {HARNESS_LANGUAGES.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
        <p className={styles.hostInfo}>
          {api.host === 'browser' ? t.browserMode : t.electron} ·{' '}
          {t.endpoints(endpoints.mockOrigin, endpoints.appPort)}
        </p>
      </header>
      <aside className={styles.side}>
        <ClockPanel />
        <WorldPanel />
        <FaultPanel />
        <CapsulePanel />
        <BundlePanel />
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
