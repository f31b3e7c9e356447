// One route on one device in every language × theme (10 cells), each cell flagged when the app
// reports text wider than its box. Cells are frames of their own (ids from 901), apart from the grid.
import { useState } from 'react';

import { deviceById, DEVICES, screenOf } from '../catalogue/devices';
import { NAMED_ACCOUNTS } from '../frames/accounts';
import { Bezel } from '../frames/bezel';
import { fitZoom, outerSize } from '../frames/fit';
import { LANGUAGES, MATRIX_ID_BASE, normalizeRoute, THEMES } from '../frames/layout';
import { accountLabel } from '../frames/frame-texts';
import { useHarness } from '../harness-context';
import { useHarnessLanguage, useTexts } from '../i18n/harness-language';
import { useShot } from '../shots/capture';

import { MatrixCell } from './matrix-cell';
import { MATRIX_TEXTS } from './matrix-texts';
import styles from './matrix.module.css';

export const MATRIX_CELLS = THEMES.flatMap((theme) =>
  LANGUAGES.map((language) => ({ theme, language })),
).map((cell, i) => ({ ...cell, id: MATRIX_ID_BASE + 1 + i }));

const COLUMNS = LANGUAGES.length;

export const MatrixView = ({ width }: { width: number }) => {
  const { layout, setLayout, signIn, reload } = useHarness();
  const shoot = useShot();
  const t = useTexts(MATRIX_TEXTS);
  const { language } = useHarnessLanguage();
  const { matrix } = layout;
  const [route, setRoute] = useState(matrix.route);
  const device = deviceById(matrix.deviceId);
  const screen = screenOf(device, false);
  const outer = outerSize(screen, device.bezel, false);
  const zoom = fitZoom(Array(COLUMNS).fill(outer), { width, height: 10_000 }, 12);
  const ids = MATRIX_CELLS.map((c) => c.id);
  const setMatrix = (patch: Partial<typeof matrix>) =>
    setLayout((l) => ({ ...l, matrix: { ...l.matrix, ...patch } }));

  return (
    <div className={styles.matrix}>
      <div className={styles.bar}>
        <label>
          <span>{t.device}</span>
          <select value={matrix.deviceId} onChange={(e) => setMatrix({ deviceId: e.target.value })}>
            {DEVICES.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </label>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const next = normalizeRoute(route);
            setRoute(next);
            setMatrix({ route: next });
            reload(ids);
          }}
        >
          <label>
            <span>{t.route}</span>
            <input value={route} onChange={(e) => setRoute(e.target.value)} size={14} />
          </label>
          <button type="submit">{t.go}</button>
        </form>
        <label>
          <span>{t.user}</span>
          <select
            value={matrix.user ?? ''}
            onChange={(e) => {
              const user = e.target.value || null;
              setMatrix({ user });
              for (const id of ids) void signIn(id, user);
            }}
          >
            <option value="">{t.visitor}</option>
            {NAMED_ACCOUNTS.map((a) => (
              <option key={a.phone} value={a.phone}>
                {a.phone} {accountLabel(language, a)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => reload(ids)}>
          {t.reloadAll}
        </button>
        <button type="button" onClick={() => void shoot('[data-shot="matrix"]', 'matrix')}>
          {t.shot}
        </button>
      </div>
      <div
        className={styles.cells}
        style={{ gridTemplateColumns: `repeat(${COLUMNS}, ${outer.width * zoom}px)` }}
        data-shot="matrix"
      >
        {MATRIX_CELLS.map((cell) => (
          <MatrixCell
            key={cell.id}
            {...cell}
            route={matrix.route}
            zoom={zoom}
            outer={outer}
            frame={(children) => (
              <Bezel device={device} screen={screen}>
                {children}
              </Bezel>
            )}
          />
        ))}
      </div>
    </div>
  );
};
