// The ticket on the server's clock between quotes: it closes when the session ends, with no new
// quote needed, and it does not render for the clock while nothing the clock decides changes
// (issue 24: a key landing on a render the clock caused every second waited for it).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { noteServerDate } from '@/lib/server-clock';

import type * as TicketModel from '../model/ticket-model';

import {
  MARKET_OPEN,
  renderTicket,
  setUpTicketWorld,
  waitUntilSendable,
} from '../testing/ticket-backend';

// Counts the models built (the ticket's whole derived state: limits, session, previews).
const builds = vi.hoisted(() => ({ count: 0 }));
vi.mock('../model/ticket-model', async (load) => {
  const actual = await load<typeof TicketModel>();
  return {
    ...actual,
    ticketModelOf: (...args: Parameters<typeof actual.ticketModelOf>) => {
      builds.count++;
      return actual.ticketModelOf(...args);
    },
  };
});

const world = setUpTicketWorld();
const SESSION_END = Date.parse('2026-11-18T11:30:00+08:00');

describe('the ticket and the clock', () => {
  it('closes at the end of the morning session without waiting for a new quote', async () => {
    renderTicket('buyStocks', '/buyStocks?code=600519');
    const submit = await waitUntilSendable();
    // 1.5 s before 11:30 on the server's clock, as every reply from now on says.
    world.clockShiftMs = SESSION_END - 1_500 - MARKET_OPEN - 1_000;
    noteServerDate(new Date(SESSION_END - 1_500).toUTCString());
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await waitFor(
      () =>
        expect(screen.getByTestId('ticket-reason').textContent).toMatch(/outside trading hours/i),
      {
        timeout: 4_000,
      },
    );
    expect((submit as HTMLButtonElement).disabled).toBe(true);
  });

  it('builds its model for a new quote or a new session, not at every tick of the clock', async () => {
    renderTicket('buyStocks', '/buyStocks?code=600519');
    await waitUntilSendable();
    await new Promise((done) => setTimeout(done, 500));
    builds.count = 0;
    // Three seconds of the same quote (polled every second) in the same session.
    await new Promise((done) => setTimeout(done, 3_000));
    expect(builds.count).toBe(0);
  });
});
