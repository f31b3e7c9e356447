// /smrz, /authentication, /authentications: real-name verification (screens §10.3).
import { KycVerification } from '../components/kyc-verification';

export default function RealNameVerificationPage() {
  return <KycVerification />;
}
