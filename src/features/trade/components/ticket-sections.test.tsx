// What a key in the lots field re-renders: the quantity, the preview and the footer change; the
// header, the leverage and the protection fields do not re-render (their code counts its renders
// here). And the spread fee of a new quantity reads "pending" until its own rate is known, never
// the previous quantity's figure.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import {
  renderTicket,
  setUpTicketWorld,
  typeLots,
  waitUntilSendable,
} from '../testing/ticket-backend';

import type * as FieldsModule from './order-fields';
import type * as ProtectionModule from './protection-fields';
import type * as HeaderModule from './ticket-header';

const renders = vi.hoisted(() => ({ header: 0, lever: 0, protection: 0 }));

vi.mock('./ticket-header', async (importOriginal) => {
  const m = await importOriginal<typeof HeaderModule>();
  return {
    ...m,
    TicketHeader: (p: Parameters<typeof m.TicketHeader>[0]) => {
      renders.header++;
      return m.TicketHeader(p);
    },
  };
});
vi.mock('./order-fields', async (importOriginal) => {
  const m = await importOriginal<typeof FieldsModule>();
  return {
    ...m,
    LeverField: (p: Parameters<typeof m.LeverField>[0]) => {
      renders.lever++;
      return m.LeverField(p);
    },
  };
});
vi.mock('./protection-fields', async (importOriginal) => {
  const m = await importOriginal<typeof ProtectionModule>();
  return {
    ...m,
    ProtectionFields: (p: Parameters<typeof m.ProtectionFields>[0]) => {
      renders.protection++;
      return m.ProtectionFields(p);
    },
  };
});

const world = setUpTicketWorld();

const spreadFee = () => screen.getByTestId('preview-spreadFee').textContent ?? '';
/** Everything the ticket asks has come back (the spread rate is the last). */
const settled = () => waitFor(() => expect(spreadFee()).not.toMatch(/Checking/));

describe('typing the quantity', () => {
  it('updates the preview without re-rendering the header, leverage or protection', async () => {
    renderTicket('buyStocks', '/buyStocks?code=600519&side=long');
    await waitUntilSendable();
    await settled();
    const value = () => screen.getByTestId('preview-value').textContent;
    const total = () => screen.getByTestId('footer-total').textContent;
    const shown = { value: value(), total: total() };
    const before = { ...renders };
    expect(before.header).toBeGreaterThan(0);
    typeLots('3');
    expect(value()).not.toBe(shown.value);
    expect(total()).not.toBe(shown.total);
    expect(renders).toEqual(before);
  });

  it('shows the spread fee as pending until the rate for the typed quantity is known', async () => {
    renderTicket('buyStocks', '/buyStocks?code=600519&side=long');
    await waitUntilSendable();
    await settled();
    const asked = world.sentTo('/api/user/findSpreadRateOne.do').length;
    typeLots('3');
    expect(spreadFee()).toMatch(/Checking/);
    // Once typing settles, the rate is asked for 300 shares and the figure shows.
    await waitFor(() => expect(spreadFee()).not.toMatch(/Checking/), { timeout: 3000 });
    const calls = world.sentTo('/api/user/findSpreadRateOne.do');
    expect(calls.length).toBe(asked + 1);
  });
});
