// One JSON file picker for the capsule and bundle imports: the input is emptied after each pick,
// so choosing the same file again (after fixing the world) imports it again.
import styles from '../controls/controls.module.css';

interface Props {
  label: string;
  onFile: (file: File) => void;
}

export const JsonFileField = ({ label, onFile }: Props) => (
  <label className={styles.field}>
    <span>{label}</span>
    <input
      type="file"
      accept="application/json,.json"
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        if (file) onFile(file);
      }}
    />
  </label>
);
