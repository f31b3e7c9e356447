// /bankCard: bank card (screens §9.4), see BankCardScreen.
import { BankCardScreen } from '../components/bank-card-screen';

export default function BankCardPage() {
  return <BankCardScreen mode="bankCard" />;
}
