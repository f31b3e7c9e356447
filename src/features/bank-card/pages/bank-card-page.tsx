// /card, /bankCard, /addCard, /bankUpDate: the bank card screen (screens §9.4); the route table
// (app/routes/route-pages.ts) gives each path its mode.
import { BankCardScreen, type BankCardMode } from '../components/bank-card-screen';

export default function BankCardPage({ mode }: { mode: BankCardMode }) {
  return <BankCardScreen mode={mode} />;
}
