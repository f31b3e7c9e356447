// /days as a trader sees it: margin chips within the settings' range, the levers, the term clamped
// on blur, the figures to the cent (the lines as the server sets them), refusals before sending
// (short funds with the way to a deposit), one request however often tapped, a server refusal in
// the trader's language, and a lost reply settled from my applications.
import '@/lib/antd-react19';

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import {
  APPLY,
  installDaysWorld,
  prepareDays,
  renderDays,
  type DaysWorld,
} from '../testing/days-backend';

import DailyAllocationPage from './daily-allocation-page';

let w: DaysWorld;
const figure = (id: string) => screen.getByTestId(`days-figure-${id}`).textContent;
const daysInput = () => document.querySelector<HTMLInputElement>('#days-term-input')!;
const ready = async () => {
  renderDays(<DailyAllocationPage />);
  await waitFor(() => expect(figure('funds')).toBe('2,000.00'), { timeout: 4000 });
};

beforeEach(async () => {
  await prepareDays();
  w = installDaysWorld();
});

describe('choices', () => {
  it('offers only the margin chips within the range, defaults to the minimum, first lever, shortest term', async () => {
    w.setting = { ...w.setting!, marginMin: 1500, marginMax: 5000 };
    renderDays(<DailyAllocationPage />);
    await screen.findByTestId('days-margin-1500', {}, { timeout: 4000 });
    expect(screen.queryByTestId('days-margin-1000')).toBeNull();
    expect(screen.queryByTestId('days-margin-8000')).toBeNull();
    expect(screen.getByTestId('days-margin-1500').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('days-lever-2').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('days-term-2').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('days-margin-hint').textContent).toBe('保证金范围 1500–5000 元');
    expect(screen.getByTestId('days-lever-5').textContent).toBe('5倍');
    expect(screen.getByTestId('days-lever-hint').textContent).toBe('配资资金为 3,000.00 元');
  });

  it('clamps the typed term to [min, max] on blur, a non-number to the minimum', async () => {
    await ready();
    for (const [typed, kept] of [
      ['50', '20'],
      ['1', '2'],
      ['abc', '2'],
      ['7', '7'],
    ]) {
      fireEvent.change(daysInput(), { target: { value: typed } });
      fireEvent.blur(daysInput());
      expect(daysInput().value).toBe(kept);
    }
  });
});

describe('figures', () => {
  it('shows every figure to the cent, with the lines the server sets at approval', async () => {
    await ready();
    fireEvent.click(screen.getByTestId('days-margin-1500'));
    fireEvent.click(screen.getByTestId('days-lever-5'));
    fireEvent.change(daysInput(), { target: { value: '3' } });
    fireEvent.blur(daysInput());
    expect(figure('funds')).toBe('7,500.00');
    expect(figure('total')).toBe('9,000.00');
    expect(figure('fee')).toBe('15.80');
    expect(figure('prepare')).toBe('1,515.80');
    // margin × 0.6 + allocated, not the reference's margin + margin × 0.6 (2,400.00).
    expect(figure('warning')).toBe('8,400.00');
    expect(figure('unwind')).toBe('8,100.00');
    expect(figure('holding')).toBe('单只股票最大持仓为总操盘资金的 50%');
    expect(screen.getByText('配资资金 × 0.07%/天 × 3 天，申请时一次收取')).toBeTruthy();
  });
});

describe('sending', () => {
  it('refuses short funds before sending, with the way to a deposit', async () => {
    w.enableAmt = 1000;
    await ready();
    fireEvent.click(screen.getByTestId('days-submit'));
    const problem = await screen.findByTestId('days-balance-problem');
    expect(problem.textContent).toBe('需准备资金 1002.00 元，超过可用余额 1000.00 元，请先充值');
    expect(screen.getByTestId('days-deposit').getAttribute('href')).toBe('/recharge');
    expect(w.to(APPLY)).toHaveLength(0);
  });

  it('refuses a custom margin out of range before sending', async () => {
    await ready();
    fireEvent.click(screen.getByTestId('days-margin-custom'));
    const custom = document.querySelector<HTMLInputElement>('#days-margin-custom')!;
    fireEvent.change(custom, { target: { value: '999' } });
    expect(await screen.findByText('保证金须在 1000–1000000 元之间')).toBeTruthy();
    fireEvent.change(custom, { target: { value: '12.5' } });
    fireEvent.click(screen.getByTestId('days-submit'));
    expect(await screen.findByText('请输入大于 0 的整数保证金')).toBeTruthy();
    expect(w.to(APPLY)).toHaveLength(0);
  });

  it('applies once however often tapped, books prepare off the balance, then opens /fundslist', async () => {
    await ready();
    fireEvent.click(screen.getByTestId('days-margin-2000'));
    fireEvent.click(screen.getByTestId('days-lever-10'));
    fireEvent.click(screen.getByTestId('days-term-5'));
    for (let i = 0; i < 10; i += 1) fireEvent.click(screen.getByTestId('days-submit'));
    await screen.findByTestId('fundslist-landed', {}, { timeout: 4000 });
    expect(w.to(APPLY)).toHaveLength(1);
    const sent = Object.fromEntries(w.to(APPLY)[0]!.params);
    expect(sent).toMatchObject({
      fundsType: '1',
      margin: '2000',
      lever: '10',
      fundsAmount: '20000',
      totalTradingAmount: '22000',
      tradersCycle: '5',
      manageFee: '90',
    });
    expect(w.enableAmt).toBe(20_000 - 2090);
  });

  it('shows a server refusal in the trader language', async () => {
    w.next[APPLY] = [{ status: 1, msg: '申请失败，该操盘天数不可用' }];
    await prepareDays('en');
    await ready();
    fireEvent.click(screen.getByTestId('days-submit'));
    expect((await screen.findByTestId('days-refusal')).textContent).toBe(
      'This term is not offered',
    );
  });

  it('settles a lost reply from my applications, without a second request', async () => {
    w.next[APPLY] = ['network'];
    await ready();
    fireEvent.click(screen.getByTestId('days-submit'));
    await screen.findByTestId('fundslist-landed', {}, { timeout: 4000 });
    expect(w.to(APPLY)).toHaveLength(1);
    expect(w.applies).toHaveLength(1);
  });
});
