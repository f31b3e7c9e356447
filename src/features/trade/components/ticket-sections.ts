// The ticket's sections, each re-rendered only when what it shows changes: a section lists the
// parts of the ticket state it reads, so a key in the lots field re-renders the quantity, the
// preview and the footer, not the header, the side switch, the leverage or the protection fields
// (issue 24: a key → the preview in ≤ 50 ms at 4× CPU). A section reading a new part of the state
// must add it to its list.
import { memo, type ComponentType } from 'react';

import { MarketStatus } from '@/components/market-status';
import { TestStationNotice } from '@/components/test-station-notice';

import type { Reason } from '../model/checks';

import { LeverField, OrderTypeField, SubaccountField } from './order-fields';
import { ProtectionFields } from './protection-fields';
import { SideSwitch } from './side-switch';
import { TicketHeader } from './ticket-header';
import type { TicketState } from './use-ticket';

type Slice = (state: TicketState) => readonly unknown[];

/** A reason as a value: the checks build new objects on every run. */
const reasonOf = (r: Reason | undefined): string =>
  r ? `${r.key}:${JSON.stringify(r.values ?? {})}` : '';

export const memoOnSlice = <P extends { state: TicketState }>(
  Component: ComponentType<P>,
  slice: Slice,
) =>
  memo(Component, (before, after) => {
    const a = slice(before.state);
    const b = slice(after.state);
    return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
  });

export const HeaderSection = memoOnSlice(TicketHeader, (s) => [
  s.model,
  s.spec,
  s.quote.data,
  s.held,
  s.input.side,
]);

export const OrderTypeSection = memoOnSlice(OrderTypeField, (s) => [
  s.input.orderType,
  s.input.limitPrice,
  s.input.side,
  s.model.price,
  reasonOf(s.verdict.fields.limitPrice),
  s.update,
]);

export const SubaccountSection = memoOnSlice(SubaccountField, (s) => [
  s.input.subaccount,
  s.subaccounts.data,
  reasonOf(s.verdict.fields.subaccount),
  s.update,
]);

export const LeverSection = memoOnSlice(LeverField, (s) => [
  s.model,
  s.spec,
  s.input.lever,
  s.input.side,
  s.reference,
  s.update,
]);

export const ProtectionSection = memoOnSlice(ProtectionFields, (s) => [
  s.input.side,
  s.input.takeProfit,
  s.input.stopLoss,
  s.input.trailing,
  s.reference,
  reasonOf(s.verdict.fields.takeProfit),
  reasonOf(s.verdict.fields.stopLoss),
  reasonOf(s.verdict.fields.trailing),
  s.update,
]);

export const SideSection = memo(SideSwitch);
export const MarketStatusSection = memo(MarketStatus);
export const TestStationSection = memo(TestStationNotice);
