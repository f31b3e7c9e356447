// The timeline's support-bundle replay column (issue 23): where a replayed frame's call was
// answered from, and a filter on it.
import type { JournalEntry } from '../controls/control-client';
import { useTexts } from '../i18n/harness-language';

import type { ReplayFilter } from './journal-filter';
import { REPLAY_TEXTS } from './replay-texts';
import styles from './timeline.module.css';

const FILTERS: readonly ReplayFilter[] = ['', 'any', 'bundle', 'fixtures'];

export const ReplayMark = ({ entry }: { entry: JournalEntry }) => {
  const t = useTexts(REPLAY_TEXTS);
  if (!entry.replay) return null;
  const isBundle = entry.replay === 'bundle';
  return (
    <span
      className={styles.replay}
      data-replay={entry.replay}
      title={isBundle ? t.bundleHint : t.fixturesHint}
    >
      {isBundle ? t.bundle : t.fixtures}
    </span>
  );
};

export const ReplayHead = () => <th>{useTexts(REPLAY_TEXTS).column}</th>;

interface ReplayFilterProps {
  value: ReplayFilter;
  onChange: (value: ReplayFilter) => void;
}

export const ReplayFilterSelect = ({ value, onChange }: ReplayFilterProps) => {
  const t = useTexts(REPLAY_TEXTS);
  return (
    <select
      aria-label={t.filter}
      value={value}
      onChange={(e) => onChange(e.target.value as ReplayFilter)}
    >
      {FILTERS.map((f) => (
        <option key={f} value={f}>
          {t.options[f]}
        </option>
      ))}
    </select>
  );
};
