// System settings (/setting, /setup; screens §10.2): profile and password entries when logged in,
// language, appearance (theme, rise colours), about, version, clear cache and log out.
import { GeneralSettings, ProfileSettings } from '../components/account-settings';
import { AppearancePicker } from '../components/appearance-picker';
import { LanguagePicker } from '../components/language-picker';

import styles from './settings-page.module.css';

export default function SettingsPage() {
  return (
    <div className={styles.page}>
      <ProfileSettings />
      <LanguagePicker />
      <AppearancePicker />
      <GeneralSettings />
    </div>
  );
}
