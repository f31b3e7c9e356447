// /aggre: the agreement text in the active language.
import styles from '../components/account.module.css';
import { Agreement } from '../components/agreement';

export default function AggrePage() {
  return (
    <div className={styles.page}>
      <Agreement name="aggre" />
    </div>
  );
}
