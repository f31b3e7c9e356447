// The planner's compact card on the profile tab: shown only while something is due, the count, the
// total, the soonest countdown and the coverage, linking to /sharerecord.
import '@/lib/antd-react19';

import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { application, installIpoWorld, prepareIpo } from '@/testing/ipo-backend';
import { renderAt } from '@/testing/app-under-test';

import { PaymentPlanner } from './payment-planner';

describe('the compact planner', () => {
  beforeEach(async () => {
    await prepareIpo();
  });

  it('shows what is due with its countdown and coverage, linking to the records', async () => {
    const w = installIpoWorld();
    w.mine = [
      application({ id: 1, status: 3, bond: 800, endTime: '2026-10-30 18:00:00' }),
      application({ id: 2, status: 4, bond: 900 }),
    ];
    w.enableAmt = 1000;
    renderAt('/User', <PaymentPlanner variant="compact" />);
    const card = await screen.findByTestId('planner-compact');
    expect(card.getAttribute('href')).toBe('/sharerecord');
    expect(card.textContent).toContain('1 笔中签待缴款');
    expect(card.textContent).toContain('800.00');
    expect(card.textContent).toMatch(/剩余 5 小时 59 分 · 截止北京时间 .*16:00（估计）/);
    await waitFor(() =>
      expect(screen.getByTestId('planner-coverage').textContent).toBe(
        'A股账户可用 ¥1,000.00，足够缴款',
      ),
    );
  });

  it('shows nothing when only lapsed or paid allotments remain', async () => {
    const w = installIpoWorld();
    w.mine = [
      application({ id: 1, status: 3, endTime: '2026-10-28 18:00:00' }),
      application({ id: 2, status: 5 }),
    ];
    renderAt('/User', <PaymentPlanner variant="compact" />);
    await waitFor(() => expect(w.to('/user/getzqjl.do').length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('planner-compact')).toBeNull();
  });
});
