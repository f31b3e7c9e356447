// Support bundles (issue 23): a file a user's app saved is read here, its summary shown, and it
// opens in a new frame whose calls the mock answers from the bundle's replies (replay mode). The
// frame signs in as a fixture user, so what the bundle lacks answers from the fixtures.
import { useState } from 'react';

import styles from '../controls/controls.module.css';

import own from './capsules.module.css';
import { NAMED_ACCOUNTS } from '../frames/accounts';
import { accountLabel } from '../frames/frame-texts';
import { frameName } from '../frames/frame-url';
import { addFrame, MAX_FRAMES, normalizeRoute } from '../frames/layout';
import { useHarness } from '../harness-context';
import { useHarnessLanguage, useTexts } from '../i18n/harness-language';

import {
  deviceTime,
  readBundle,
  serverTimeOf,
  type BundleFile,
  type BundleRead,
} from './bundle-file';
import { BUNDLE_TEXTS } from './bundle-texts';
import { JsonFileField } from './json-file-field';
import { useReplays } from './replay-store';

const VISITOR = '';
const DEFAULT_USER = '13800000001';

const Summary = ({ bundle }: { bundle: BundleFile }) => {
  const t = useTexts(BUNDLE_TEXTS);
  const rows: [string, string][] = [
    [t.app, `${bundle.app.version} · ${bundle.app.commit} · ${bundle.app.mode}`],
    [t.madeAt, deviceTime(bundle)],
    [t.route, bundle.route],
    [t.language, bundle.language],
    [t.theme, bundle.theme],
    [t.loggedIn, bundle.isLoggedIn ? t.yes : t.no],
    [t.replies, String(bundle.replies)],
    [t.truncated, bundle.isTruncated ? t.truncatedYes : t.no],
  ];
  return (
    <dl className={own.summary} aria-label={t.summary} data-testid="bundle-summary">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
};

export const BundlePanel = () => {
  const t = useTexts(BUNDLE_TEXTS);
  const { language } = useHarnessLanguage();
  const { control, layout, setLayout, signIn, act, notify } = useHarness();
  const { refresh } = useReplays();
  const [read, setRead] = useState<BundleRead | null>(null);
  const [user, setUser] = useState(DEFAULT_USER);
  const [isClockSet, setIsClockSet] = useState(false);
  const isFull = layout.frames.length >= MAX_FRAMES;

  const choose = async (file: File) => {
    const result = readBundle(await file.text());
    setRead(result);
    if (result.ok) setUser(result.bundle.isLoggedIn ? DEFAULT_USER : VISITOR);
  };

  const open = async (bundle: BundleFile) => {
    const id = layout.nextId;
    const name = frameName(id);
    // The replay is on before the frame's first call; the session before its first load.
    const ok = await act(t.opened(name), () => control.startReplay(name, bundle.raw));
    if (!ok) return;
    void refresh();
    if (isClockSet) {
      const at = serverTimeOf(bundle);
      await act(t.clockSet(new Date(at).toISOString()), () => control.setClock({ at }));
    }
    const phone = user === VISITOR ? null : user;
    await signIn(id, phone);
    setLayout((l) =>
      addFrame(l, {
        language: bundle.language,
        theme: bundle.theme,
        route: normalizeRoute(bundle.route),
        user: phone,
      }),
    );
  };

  return (
    <section className={styles.panel} aria-label={t.region}>
      <h2>{t.title}</h2>
      <JsonFileField
        label={t.file}
        onFile={(file) => void choose(file).catch((error: unknown) => notify(String(error), true))}
      />
      {read && !read.ok && (
        <p className={styles.error} role="alert">
          {t.problem(read.problem)}
        </p>
      )}
      {read?.ok && (
        <>
          <Summary bundle={read.bundle} />
          <label className={styles.field} title={t.fallbackHint}>
            <span>{t.fallbackUser}</span>
            <select value={user} onChange={(e) => setUser(e.target.value)}>
              <option value={VISITOR}>{t.visitor}</option>
              {NAMED_ACCOUNTS.map((a) => (
                <option key={a.phone} value={a.phone}>
                  {a.phone} {accountLabel(language, a)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field} title={t.setClockHint}>
            <input
              type="checkbox"
              checked={isClockSet}
              onChange={(e) => setIsClockSet(e.target.checked)}
            />
            <span>{t.setClock}</span>
          </label>
          <p className={styles.meta}>{t.setClockHint}</p>
          <button
            type="button"
            disabled={isFull}
            title={isFull ? t.full(MAX_FRAMES) : undefined}
            onClick={() => void open(read.bundle)}
          >
            {t.open}
          </button>
        </>
      )}
    </section>
  );
};
