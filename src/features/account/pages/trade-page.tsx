// /trade: the agreement text in the active language.
import styles from '../components/account.module.css';
import { Agreement } from '../components/agreement';

export default function TradePage() {
  return (
    <div className={styles.page}>
      <Agreement name="trade" />
    </div>
  );
}
