// /agree, /aggre, /trade: an agreement text in the active language; the route names which.
import { Agreement, type AgreementName } from '../components/agreement';
import pageStyles from '../components/page.module.css';

export default function AgreementPage({ name }: { name: AgreementName }) {
  return (
    <div className={pageStyles.page}>
      <Agreement name={name} />
    </div>
  );
}
