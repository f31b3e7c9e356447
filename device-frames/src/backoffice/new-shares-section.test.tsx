// The back office's new-share desk against a fake control API: what an operator sees (phases,
// Beijing dates, pending applications) and what each button sends.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeDesk, InHarness } from './desk-testing';
import { NewSharesSection } from './new-shares-section';

const beijing = (text: string) => Date.parse(`${text.replace(' ', 'T')}:00+08:00`);

const view = () => ({
  rate: 0.5,
  now: beijing('2026-11-02 10:00'),
  shares: [
    {
      id: 5,
      code: '920114',
      name: '华远新材',
      type: 1,
      market: '北',
      price: 12.5,
      subscribeAt: beijing('2026-10-30 09:30'),
      publishAt: beijing('2026-11-03 18:00'),
      deadline: beijing('2026-11-04 16:00'),
      listAt: beijing('2026-11-13 09:30'),
      phase: 'awaiting-draw',
      applications: 1,
    },
    {
      id: 1,
      code: '830799',
      name: '艾融软件',
      type: 1,
      market: '北',
      price: 12.5,
      subscribeAt: beijing('2026-10-19 09:30'),
      publishAt: beijing('2026-10-20 18:00'),
      deadline: beijing('2026-10-21 16:00'),
      listAt: beijing('2026-10-29 09:30'),
      phase: 'listed',
      applications: 1,
    },
  ],
  applications: [
    {
      id: 12,
      userId: 8,
      phone: '13800000008',
      realName: '刘洋',
      code: '920114',
      name: '华远新材',
      type: 1,
      applyNums: 500,
      bond: 6250,
      addTime: '2026-10-30 10:00:00',
      phase: 'awaiting-draw',
      drawWouldAllot: true,
    },
    { ...{ id: 11, code: '830799', phase: 'listed', drawWouldAllot: false } },
  ],
});

const renderSection = () => render(<NewSharesSection />, { wrapper: InHarness });

describe('back office: new shares', () => {
  const backend = fakeDesk({
    desk: 'new-shares',
    view,
    done: { done: [] },
    refusal: 'application 12 is not pending (status 3)',
  });
  beforeEach(() => void vi.stubGlobal('fetch', vi.fn(backend.start())));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the shares in their cycle with phase and Beijing dates, not older listed ones', async () => {
    renderSection();
    const card = await screen.findByTestId('share-920114');
    expect(card.textContent).toContain('awaiting the draw');
    expect(card.textContent).toContain('publish11-03 18:00');
    expect(card.textContent).toContain('pay by11-04 16:00');
    expect(card.textContent).toContain('lists11-13 09:30');
    expect(card.textContent).toContain('¥12.50');
    expect(screen.queryByTestId('share-830799')).toBeNull();
  });

  it('lists the applications awaiting the draw with owner and amount; Allot sends one call', async () => {
    const user = userEvent.setup();
    renderSection();
    const card = await screen.findByTestId('application-12');
    expect(card.textContent).toContain('13800000008 · 刘洋');
    expect(card.textContent).toContain('¥6,250.00');
    expect(card.textContent).toContain('the draw would allot');
    expect(screen.queryByTestId('application-11')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Allot' }));
    expect(backend.sent).toEqual([{ method: 'POST', url: '/applications/12/allot', body: '{}' }]);
    expect(await screen.findByText('Allot application #12 (920114): done')).toBeTruthy();
  });

  it('says "already decided" when the application was decided meanwhile', async () => {
    const user = userEvent.setup();
    backend.writeStatus = 409;
    renderSection();
    const card = await screen.findByTestId('application-12');
    await user.click(within(card).getByRole('button', { name: 'Not allot' }));
    expect(backend.sent.map((s) => s.url)).toEqual(['/applications/12/not-allot']);
    expect(
      await screen.findByText(/Not allot application #12 \(920114\): already decided/),
    ).toBeTruthy();
  });

  it('runs the draw now, moves a share to listing and lapses its unpaid allotments', async () => {
    const user = userEvent.setup();
    renderSection();
    const card = await screen.findByTestId('share-920114');
    await user.click(screen.getByRole('button', { name: 'Run the draw now' }));
    await user.click(within(card).getByRole('button', { name: 'Move to listing' }));
    await user.click(within(card).getByRole('button', { name: 'Lapse unpaid' }));
    expect(backend.sent).toEqual([
      { method: 'POST', url: '/draw', body: '{}' },
      { method: 'POST', url: '/list', body: '{"code":"920114"}' },
      { method: 'POST', url: '/lapse', body: '{"code":"920114"}' },
    ]);
  });

  it('sets the allotment rate, refusing anything outside 0–1 before sending', async () => {
    const user = userEvent.setup();
    renderSection();
    const input = await screen.findByLabelText(/allotment rate/);
    await user.type(input, '1.5');
    await user.click(screen.getByRole('button', { name: 'set' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a rate between 0 and 1, e.g. 0.5.');
    expect(backend.sent).toEqual([]);
    await user.clear(input);
    await user.type(input, '0.3');
    await user.click(screen.getByRole('button', { name: 'set' }));
    expect(backend.sent).toEqual([{ method: 'PUT', url: '/rate', body: '{"rate":0.3}' }]);
  });
});
