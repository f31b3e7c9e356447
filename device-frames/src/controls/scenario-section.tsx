// The world panel's scenarios: pick one, see what it is (description, its frames), open it in one
// click (world and frames together), or save the current world and frames as a new one. The
// address's `?scenario=NAME` opens that one once when the page starts.
import { useCallback, useEffect, useState } from 'react';

import { deviceById } from '../catalogue/devices';
import { frameName } from '../frames/frame-url';
import { useTexts } from '../i18n/harness-language';
import { useHarness } from '../harness-context';

import type { Scenario } from './control-client';
import styles from './controls.module.css';
import { useOpenScenario } from './scenario-open';
import { ScenarioSave } from './scenario-save';
import { SCENARIO_TEXTS } from './scenario-texts';
import { useScenarioFromAddress } from './scenario-url';

const ScenarioDetails = ({ scenario }: { scenario: Scenario }) => {
  const t = useTexts(SCENARIO_TEXTS);
  if (scenario.error) return <p className={styles.error}>{scenario.error}</p>;
  const frames = scenario.frames ?? [];
  return (
    <>
      <p className={styles.meta}>{scenario.description}</p>
      {frames.length === 0 ? (
        <p className={styles.meta}>{t.noFrames(scenario.user ?? null)}</p>
      ) : (
        <ul className={styles.rules} aria-label={t.frames}>
          {frames.map((f, i) => (
            <li key={i}>
              {[
                frameName(i + 1),
                `${deviceById(f.device).name}${f.landscape ? ' ⟲' : ''}`,
                f.language,
                f.theme,
                (f.user === undefined ? scenario.user : f.user) ?? t.visitor,
                f.route,
              ].join(' · ')}
            </li>
          ))}
        </ul>
      )}
    </>
  );
};

/** `onOpened`: the world changed under the panel (config mode etc. to read again). */
export const ScenarioSection = ({ onOpened }: { onOpened: () => void }) => {
  const { control } = useHarness();
  const t = useTexts(SCENARIO_TEXTS);
  const open = useOpenScenario();
  const [scenarios, setScenarios] = useState<Scenario[]>([]);
  const [selected, setSelected] = useState('');
  const [isOpening, setIsOpening] = useState(false);

  const refresh = useCallback(
    () =>
      control.scenarios().then(
        (s) => setScenarios(s.scenarios),
        () => setScenarios([]),
      ),
    [control],
  );
  useEffect(() => void refresh(), [refresh]);

  const openNamed = async (name: string) => {
    setSelected(name);
    setIsOpening(true);
    const isLoaded = await open(name);
    setIsOpening(false);
    if (isLoaded) onOpened();
  };
  useScenarioFromAddress(openNamed);

  const chosen = scenarios.find((s) => s.name === selected);
  return (
    <>
      <h2>{t.heading}</h2>
      <div className={styles.row}>
        <select
          aria-label={t.select}
          value={selected}
          onChange={(e) => setSelected(e.target.value)}
        >
          <option value="">{t.choose}</option>
          {scenarios.map((s) => (
            <option key={s.name} value={s.name}>
              {s.error ? t.unreadable(s.name) : s.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          disabled={!chosen || !!chosen.error || isOpening}
          onClick={() => void openNamed(selected)}
        >
          {t.open}
        </button>
      </div>
      {chosen && <ScenarioDetails scenario={chosen} />}
      <ScenarioSave
        onSaved={(name) => {
          void refresh().then(() => setSelected(name));
        }}
      />
    </>
  );
};
