// /card: bank card (screens §9.4), see BankCardScreen.
import { BankCardScreen } from '../components/bank-card-screen';

export default function CardPage() {
  return <BankCardScreen mode="card" />;
}
