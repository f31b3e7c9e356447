// The close sheet as a trader uses it: quantity limits before anything is sent, the part's P/L,
// one request however fast the button is tapped, the trading-hours rule, and a lost reply settled
// by reading the position again instead of sending twice.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { closeFigures } from '@/api/contracts/trading-math';
import { formatMoney } from '@/lib/format/money';

import {
  beijing,
  emptyReply,
  ok,
  pageOf,
  prepareApp,
  siteSettingFixture,
  type FakeBackend,
  type Handler,
} from '../testing/fake-backend';
import { moutai, openSheet, sheetRoutes } from '../testing/sheet-setup';

import { CloseSheet } from './close-sheet';

const routes = (over: Record<string, Handler> = {}) =>
  sheetRoutes({ '/user/getCanSell.do': () => ok(moutai.orderNum), ...over });

let backend: FakeBackend;

const open = (serverDate = beijing('10:00'), over: Record<string, Handler> = {}) => {
  const opened = openSheet(routes(over), serverDate, (view) => (
    <CloseSheet position={view} onDismiss={() => undefined} onShowClosed={() => undefined} />
  ));
  backend = opened.backend;
  return opened.view;
};

const lotsInput = () => screen.getByLabelText('平仓数量（手）');
const confirmButton = () => screen.getByTestId('close-confirm');
const sellable = async () => {
  await waitFor(() => expect(screen.getByTestId('close-sellable').textContent).toContain('10手'));
};

beforeEach(prepareApp);
afterEach(() => expect(backend.unhandled).toEqual([]));

describe('close sheet', () => {
  it('shows its title, facts and buttons first, and the quantity form a frame later in its place', async () => {
    open();
    // The tap's frame: the sheet without its form, a space of about its height kept for it.
    expect(screen.getByRole('dialog').textContent).toContain('贵州茅台');
    expect(confirmButton()).toBeTruthy();
    expect(screen.queryByLabelText('平仓数量（手）')).toBeNull();
    expect(screen.getByTestId('close-form-space')).toBeTruthy();
    await waitFor(() => expect((lotsInput() as HTMLInputElement).value).toBe('10'));
    expect(screen.queryByTestId('close-form-space')).toBeNull();
    expect(screen.getByTestId('close-quick-half')).toBeTruthy();
    expect(screen.getByTestId('close-preview')).toBeTruthy();
  });

  it('refuses more than is held, with the maximum, before anything is sent', async () => {
    open();
    await sellable();
    fireEvent.change(lotsInput(), { target: { value: '11' } });
    const message = await screen.findByRole('alert');
    expect(message.textContent).toContain('超过持有数量');
    expect(message.textContent).toContain('10 手');
    expect(confirmButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(confirmButton());
    expect(backend.to('/user/sell.do')).toHaveLength(0);
  });

  it('previews the P/L of the part being closed, after its fees', async () => {
    const view = open();
    await sellable();
    fireEvent.click(screen.getByTestId('close-quick-half'));
    expect((lotsInput() as HTMLInputElement).value).toBe('5');
    const part = closeFigures(moutai, view.price!, 500, siteSettingFixture.sellFee);
    await waitFor(() =>
      expect(screen.getByTestId('preview-net').textContent).toBe(
        formatMoney(part.netPnl, { locale: 'zh-CN', signed: true }),
      ),
    );
    // Half the position's gain, less the part's share of the fees: still a gain.
    expect(part.netPnl.gt(0)).toBe(true);
    expect(screen.getByTestId('preview-net').dataset.tone).toBe('rise');
    expect(screen.getByTestId('preview-margin').textContent).toBe(
      formatMoney(part.releasedMargin, { locale: 'zh-CN' }),
    );
  });

  it('sends one close however fast the button is tapped, in shares', async () => {
    let release: () => void = () => undefined;
    open(beijing('10:00'), {
      '/user/sell.do': () =>
        new Promise((resolve) => {
          release = () => resolve(ok({ ...moutai, orderNum: 500 }, '平仓成功！'));
        }),
    });
    await sellable();
    fireEvent.click(screen.getByTestId('close-quick-half'));
    fireEvent.click(confirmButton());
    fireEvent.click(confirmButton());
    fireEvent.click(confirmButton());
    await waitFor(() => expect(backend.to('/user/sell.do')).toHaveLength(1));
    release();
    await screen.findByTestId('close-done');
    expect(backend.to('/user/sell.do')).toHaveLength(1);
    const sent = backend.to('/user/sell.do')[0]!.params;
    expect(sent.get('positionSn')).toBe(moutai.positionSn);
    expect(sent.get('sellNum')).toBe('500');
  });

  it('outside trading hours says so and sends nothing', async () => {
    open(beijing('16:00'));
    await sellable();
    fireEvent.click(confirmButton());
    expect((await screen.findByTestId('close-message')).textContent).toBe(
      '平仓失败，不在交易时段内',
    );
    expect(backend.to('/user/sell.do')).toHaveLength(0);
  });

  it('stays still while open: no render a second (hours read on confirm, quote only on change)', async () => {
    const onRender = vi.fn();
    backend = openSheet(routes(), beijing('10:00'), (view) => (
      <Profiler id="sheet" onRender={onRender}>
        <CloseSheet position={view} onDismiss={() => undefined} onShowClosed={() => undefined} />
      </Profiler>
    )).backend;
    await sellable();
    await waitFor(() => expect(screen.getByTestId('preview-net').textContent).not.toBe('--'));
    const renders = onRender.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(onRender.mock.calls.length).toBe(renders);
  });

  it('after a lost reply, reads the position again and reports the close as done', async () => {
    open(beijing('10:00'), {
      '/user/sell.do': () => emptyReply,
      // The full close went through: the position is no longer among the open ones.
      '/user/position/list.do': () => ok(pageOf([])),
    });
    await sellable();
    fireEvent.click(confirmButton());
    const done = await screen.findByTestId('close-done');
    expect(done.textContent).toContain('已成交');
    expect(backend.to('/user/sell.do')).toHaveLength(1);
    expect(backend.to('/user/position/list.do').at(-1)!.params.get('state')).toBe('0');
  });

  it('after a lost reply with the position unchanged, offers the close again', async () => {
    open(beijing('10:00'), { '/user/sell.do': () => emptyReply });
    await sellable();
    fireEvent.click(confirmButton());
    expect((await screen.findByTestId('close-message')).textContent).toContain('未成交');
    expect(backend.to('/user/sell.do')).toHaveLength(1);
    fireEvent.click(confirmButton());
    await waitFor(() => expect(backend.to('/user/sell.do')).toHaveLength(2));
  });
});
