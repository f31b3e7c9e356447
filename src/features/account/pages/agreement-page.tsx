// /agree, /aggre, /trade: the operator's agreement (or ours as the fallback); the route names which.
import { Agreement } from '../components/agreement';
import pageStyles from '../components/page.module.css';
import type { AgreementName } from '../model/operator-agreement';

export default function AgreementPage({ name }: { name: AgreementName }) {
  return (
    <div className={pageStyles.page}>
      <Agreement name={name} />
    </div>
  );
}
