// /agree, /aggre, /trade: an agreement text in the active language; the route names which.
import styles from '../components/account.module.css';
import { Agreement, type AgreementName } from '../components/agreement';

export default function AgreementPage({ name }: { name: AgreementName }) {
  return (
    <div className={styles.page}>
      <Agreement name={name} />
    </div>
  );
}
