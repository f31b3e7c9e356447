// System settings: language and appearance. Account settings (passwords, logout) join here with
// the accounts issue.
import { AppearancePicker } from '../components/appearance-picker';
import { LanguagePicker } from '../components/language-picker';

import styles from './settings-page.module.css';

export default function SettingsPage() {
  return (
    <div className={styles.page}>
      <LanguagePicker />
      <AppearancePicker />
    </div>
  );
}
