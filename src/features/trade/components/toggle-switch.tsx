// An on/off switch drawn like antd-mobile's Switch, as a native button (role="switch"): the
// ticket's first screen then needs none of antd's switch, locale or config code.
import styles from './toggle-switch.module.css';

export function ToggleSwitch({
  checked,
  onChange,
  labelledBy,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  labelledBy: string;
  testId: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      className={styles.switch}
      data-testid={testId}
      onClick={() => onChange(!checked)}
    >
      <span className={styles.handle} />
    </button>
  );
}
