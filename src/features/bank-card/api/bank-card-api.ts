// Adding the user's one bank card (api-contract §13.1); the card itself is read through
// lib/queries/bank-info.ts, which every screen showing it shares.
import { bankAdd } from '@/api/contracts/endpoints/money';
import { request } from '@/lib/api-client';
import { afterWrite } from '@/lib/queries/writes';

export interface NewBankCard {
  bankName: string;
  bankAddress: string;
  bankNo: string;
}

/** One request however often the button is tapped; the card query is refreshed after. */
export const addBankCard = async (card: NewBankCard) => {
  const result = await request(bankAdd, card, { intentKey: 'bank.add', alert: 'none' });
  await afterWrite('bankCard');
  return result;
};
