// transAmt.do's refusals (TRANSFER_TEXT) in the trader's language. The reference answers an A-share
// → futures transfer (type 3) short of money with the index account's text (§17.3 #16); the trader
// is told about the account the money really comes from. A text the contract does not know is left
// to the caller (shown as the server wrote it).
import { transferRefusalOf, type TransferRefusal } from '@/api/contracts/transfer-texts';

export type TransferRefusalKey = `transfer.refused.${TransferRefusal}`;

export const transferRefusalKey = (
  serverText: string,
  type: number,
): TransferRefusalKey | undefined => {
  const refusal = transferRefusalOf(serverText);
  if (!refusal) return undefined;
  const shown: TransferRefusal = refusal === 'indexLow' && type === 3 ? 'financingLow' : refusal;
  return `transfer.refused.${shown}`;
};
