// "Save as scenario": the current world (the mock's snapshot, with the capsules of the frames'
// users) and the harness's frames become a scenario file on the mock's side, or a download to
// attach to a ticket. An existing name is replaced only after the user says so.
import { useState } from 'react';

import { useHarness } from '../harness-context';
import { useTexts } from '../i18n/harness-language';

import { ControlError } from './control-client';
import styles from './controls.module.css';
import saveStyles from './scenario-save.module.css';
import { isScenarioName, scenarioFile, usersOf } from './scenario-frames';
import { SCENARIO_TEXTS } from './scenario-texts';

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export const ScenarioSave = ({ onSaved }: { onSaved: (name: string) => void }) => {
  const { api, control, layout, notify } = useHarness();
  const t = useTexts(SCENARIO_TEXTS);
  const [typedName, setTypedName] = useState('');
  const name = typedName.trim();
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isReplaceAsked, setIsReplaceAsked] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  /** What is wrong before anything is sent (null: nothing). */
  const check = (): string | null => {
    const issue = !isScenarioName(name)
      ? t.badName
      : description.trim() === ''
        ? t.noDescription
        : null;
    setProblem(issue);
    return issue;
  };

  const build = async () =>
    scenarioFile(
      await control.scenarioSnapshot(usersOf(layout.frames)),
      layout.frames,
      description.trim(),
    );

  const save = async (isReplace: boolean) => {
    if (check()) return;
    setIsBusy(true);
    try {
      await control.saveScenario(name, await build(), isReplace);
      setIsReplaceAsked(false);
      notify(t.saved(name));
      onSaved(name);
    } catch (e) {
      if (e instanceof ControlError && e.status === 409 && !isReplace) {
        setIsReplaceAsked(true);
      } else {
        setProblem(messageOf(e));
        notify(t.saveFailed(name, messageOf(e)), true);
      }
    } finally {
      setIsBusy(false);
    }
  };

  const download = async () => {
    if (check()) return;
    const file = `${name}.json`;
    try {
      const result = await api.saveFile(file, `${JSON.stringify(await build(), null, 2)}\n`);
      if (result.saved) notify(t.downloaded(file));
      else if (result.reason !== 'cancelled') notify(t.downloadFailed(file, result.reason), true);
    } catch (e) {
      notify(t.downloadFailed(file, messageOf(e)), true);
    }
  };

  return (
    <>
      <h2>{t.saveHeading}</h2>
      <input
        className={saveStyles.field}
        aria-label={t.name}
        placeholder={t.namePlaceholder}
        value={typedName}
        onChange={(e) => {
          setTypedName(e.target.value);
          setIsReplaceAsked(false);
          setProblem(null);
        }}
      />
      <textarea
        className={saveStyles.field}
        aria-label={t.description}
        placeholder={t.descriptionPlaceholder}
        rows={2}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <div className={styles.row}>
        <button type="button" disabled={isBusy} onClick={() => void save(false)}>
          {t.save}
        </button>
        <button type="button" disabled={isBusy} onClick={() => void download()}>
          {t.download}
        </button>
      </div>
      {isReplaceAsked && (
        <div className={styles.row} role="alert">
          <span>{t.exists(name)}</span>
          <button type="button" disabled={isBusy} onClick={() => void save(true)}>
            {t.replace}
          </button>
          <button type="button" onClick={() => setIsReplaceAsked(false)}>
            {t.cancel}
          </button>
        </div>
      )}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </>
  );
};
