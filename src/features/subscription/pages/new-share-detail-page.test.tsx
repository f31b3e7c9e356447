// /newsharesDetail as a trader sees it: the share's figures and timeline from the calendar, the
// amount raised at the issue price, every check before sending with the input kept, one add.do
// however often tapped, the server's refusal in the trader's language, a share gone, visitors.
import '@/lib/antd-react19';

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderAt } from '@/testing/app-under-test';

import { installIpoWorld, prepareIpo, share, type IpoWorld } from '@/testing/ipo-backend';

import NewShareDetailPage from './new-share-detail-page';

const ADD = '/user/add.do';
let w: IpoWorld;

const input = () => document.querySelector<HTMLInputElement>('#apply-shares')!;
const type = (v: string) => fireEvent.change(input(), { target: { value: v } });
const submit = () => fireEvent.click(screen.getByTestId('apply-submit'));

const open = (query = 'code=732001&xingutype=1') =>
  renderAt(
    `/newsharesDetail?${query}`,
    <Routes>
      <Route path="/newsharesDetail" element={<NewShareDetailPage />} />
      <Route path="/sharerecord" element={<p>records page</p>} />
    </Routes>,
  );

beforeEach(async () => {
  await prepareIpo();
  w = installIpoWorld();
  w.calendar = [share()];
  w.enableAmt = 1000;
});

describe('the share', () => {
  it('shows its figures, the four steps in Beijing time and what the issue raises', async () => {
    open();
    expect((await screen.findByTestId('detail-price')).textContent).toBe('¥12.50/股');
    expect(screen.getByTestId('detail-size').textContent).toBe('2万股');
    expect(screen.getByTestId('timeline-apply').textContent).toContain('2026-11-0209:30');
    expect(screen.getByTestId('timeline-publish').textContent).toContain('2026-11-0318:00');
    expect(screen.getByTestId('timeline-pay').textContent).toContain('2026-11-0416:00');
    expect(screen.getByTestId('timeline-apply').dataset.state).toBe('done');
    expect(screen.getByTestId('timeline-publish').dataset.state).toBe('current');
    expect(screen.getByTestId('timeline-list').dataset.state).toBe('upcoming');
    // 2 万股 × ¥12.50, nothing invented.
    expect(screen.getByTestId('facts-raised').textContent).toBe('250,000.00');
    expect(document.body.textContent).not.toContain('6.721');
  });

  it('shows -- for a date the calendar does not give', async () => {
    w.calendar = [share({ listDate: null })];
    open();
    expect((await screen.findByTestId('timeline-list')).textContent).toContain('--');
  });

  it('says when the share is no longer on the calendar, with a way back', async () => {
    w.calendar = [];
    open();
    expect((await screen.findByTestId('detail-gone')).textContent).toContain('已不在申购日历上');
    expect(screen.getByRole('link', { name: '返回新股申购' })).toBeTruthy();
  });

  it('asks a visitor to log in instead of the form', async () => {
    await prepareIpo(false);
    open();
    expect(await screen.findByTestId('apply-visitor')).toBeTruthy();
    expect(screen.queryByTestId('apply-form')).toBeNull();
  });
});

describe('applying (type 1)', () => {
  it('checks the quantity before sending and keeps what was typed', async () => {
    open();
    await screen.findByTestId('apply-form');
    submit();
    expect(await screen.findByText('请输入申购数量')).toBeTruthy();
    type('0');
    submit();
    expect(await screen.findByText('申购数量须为大于 0 的整数股')).toBeTruthy();
    type('20001');
    submit();
    expect(await screen.findByText('申购数量不能大于发行数量 20000 股')).toBeTruthy();
    expect(input().value).toBe('20001');
    expect(w.to(ADD)).toHaveLength(0);
  });

  it('says nothing is charged now and what is due if allotted', async () => {
    open();
    await screen.findByTestId('apply-form');
    type('1000');
    expect(screen.getByTestId('apply-cost').textContent).toBe(
      '现在不扣款；中签后需在北京时间 2026-11-04 16:00 前缴款（全部中签需 ¥12,500.00）',
    );
  });

  it('sends once however often tapped, the shares as typed, then opens the records', async () => {
    open();
    await screen.findByTestId('apply-form');
    type('20000');
    for (let i = 0; i < 10; i += 1) submit();
    expect(await screen.findByText('records page')).toBeTruthy();
    expect(w.to(ADD)).toHaveLength(1);
    const sent = w.to(ADD)[0]!.params;
    expect([sent.get('newCode'), sent.get('applyNums'), sent.get('type')]).toEqual([
      '732001',
      '20000',
      '1',
    ]);
  });

  it('shows the server’s refusal in the trader’s language, an unknown one as written', async () => {
    w.next[ADD] = [
      { status: 1, msg: '申购失败，不在交易时段内' },
      { status: 1, msg: '系统维护中' },
    ];
    open();
    await screen.findByTestId('apply-form');
    type('100');
    submit();
    expect((await screen.findByTestId('intent-outcome')).textContent).toContain(
      '申购失败，当前不在交易时段内',
    );
    expect(input().value).toBe('100');
    type('200');
    submit();
    await waitFor(() =>
      expect(screen.getByTestId('intent-outcome').textContent).toContain('系统维护中'),
    );
  });
});

describe('offline placement (type 2)', () => {
  it('refuses before sending when the balance cannot freeze the amount', async () => {
    open('code=732001&xingutype=2');
    await waitFor(() => expect(screen.getByTestId('apply-available').textContent).toBe('1,000.00'));
    type('81');
    expect(screen.getByTestId('apply-cost').textContent).toBe('提交后将立即冻结 ¥1,012.50');
    submit();
    expect(await screen.findByText('可用余额不足：需冻结 ¥1,012.50，可用 ¥1,000.00')).toBeTruthy();
    expect(w.to(ADD)).toHaveLength(0);
    type('80');
    for (let i = 0; i < 10; i += 1) submit();
    expect(await screen.findByText('records page')).toBeTruthy();
    expect(w.to(ADD)).toHaveLength(1);
    expect(w.to(ADD)[0]!.params.get('type')).toBe('2');
    expect(w.enableAmt).toBe(0);
  });
});
