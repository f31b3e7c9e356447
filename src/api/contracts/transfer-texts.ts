// transAmt.do's replies (api-contract §11.x, §17.3 #16), written by the mock and read back by the
// app, which shows each refusal in the trader's language (money:transfer.refused.*).
import { keyOfText } from './text-key';

export const TRANSFER_TEXT = {
  done: '转账成功',
  badAmount: '金额不正确',
  financingLow: '融资账户可用资金不足',
  /** Type 2 — and type 3 by the reference's copy-paste (§17.3 #16). */
  indexLow: '指数账户可用资金不足',
  futuresLow: '期货账户可用资金不足',
  badType: '类型错误',
  failed: '转账失败',
} as const;

export type TransferRefusal = Exclude<keyof typeof TRANSFER_TEXT, 'done'>;

/** The refusal a reply text names, or undefined for a text the contract does not know. */
export const transferRefusalOf = (text: string): TransferRefusal | undefined => {
  const key = keyOfText(TRANSFER_TEXT, text);
  return key === 'done' ? undefined : key;
};
