// /authentications: real-name verification (screens §10.3), the shared page.
import { KycVerification } from '../components/kyc-verification';

export default function AuthenticationsPage() {
  return <KycVerification />;
}
