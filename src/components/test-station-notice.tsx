// product-spec §1: the product says of itself that it is a technical test station without real
// trading. Shown on the first screen, in the current language.
import { useTranslation } from 'react-i18next';

import styles from './test-station-notice.module.css';

export function TestStationNotice() {
  const { t } = useTranslation();
  return (
    <p className={styles.notice} role="note" data-testid="test-station-notice">
      {t('notice.testStation')}
    </p>
  );
}
