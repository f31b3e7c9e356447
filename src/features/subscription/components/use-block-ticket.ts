// The block-trade ticket's state: the lots and the secret key as typed, the live amount, and the
// checks before sending. A check or a refusal never clears a field and never closes the sheet (the
// reference closes it and loses what was typed). The key lives in this state only: it goes with the
// request as the intent's secret, is never logged or stored, and goes when the sheet closes (the
// sheet's body is destroyed on close).
import { useState, type FormEvent } from 'react';

import type { StockDzVo } from '@/api/contracts/models/market';

import {
  blockAmount,
  checkBlockTicket,
  type BlockField,
  type BlockTicketInput,
  type BlockProblem,
} from '../model/block-trade-ticket';
import { cleanLots } from '../model/lots-input';

import type { BlockTradeSubmit } from './use-block-trade-submit';

export const useBlockTicket = ({
  offer,
  available,
  limits,
  submit,
}: {
  offer: StockDzVo;
  available: number | null | undefined;
  limits: BlockTicketInput['limits'];
  submit: BlockTradeSubmit;
}) => {
  const [lots, setLotsText] = useState('');
  const [key, setKeyText] = useState('');
  const [problems, setProblems] = useState<BlockProblem[]>([]);

  // Editing after a refusal: the server's message no longer describes what is typed.
  const forget = (field: BlockField) => {
    if (submit.outcome.phase === 'refused') submit.dismiss();
    setProblems((list) => list.filter((p) => p.field !== field && p.field !== 'order'));
  };
  const setLots = (text: string) => {
    forget('lots');
    setLotsText(cleanLots(text));
  };
  const setKey = (text: string) => {
    forget('key');
    setKeyText(text.replace(/\s+/g, '').slice(0, 32));
  };

  /** The checks, then the request (the intent hook refuses while an earlier fate is open). */
  const send = () => {
    const checked = checkBlockTicket({ offer, lotsText: lots, key, available, limits });
    setProblems(checked.problems);
    if (checked.intent) void submit.submit(checked.intent, key);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (submit.pending || submit.isBlocked) return;
    send();
  };
  /** After 'not-found': the trader sends again, by hand, through the same checks. */
  const resend = () => {
    submit.dismiss();
    send();
  };

  const problemOf = (field: BlockField) => problems.find((p) => p.field === field) ?? null;

  return {
    lots,
    key,
    setLots,
    setKey,
    amount: blockAmount(offer.price, lots),
    problemOf,
    onSubmit,
    resend,
  };
};
