import { describe, expect, it } from 'vitest';

import { failureText, successText } from './server-reply';

describe('server replies', () => {
  it('any trading-hours refusal becomes the localized spec text', () => {
    expect(failureText('下单失败，不在交易时段内')).toEqual({ key: 'reason.outsideHours' });
    expect(failureText('下单失败，不在交易时段内 ')).toEqual({ key: 'reason.outsideHours' });
  });

  it('other refusals keep the server text', () => {
    expect(failureText('下单失败，不能超过可用资金的80%')).toEqual({
      text: '下单失败，不能超过可用资金的80%',
    });
  });

  it('known success texts are localized, others shown as sent', () => {
    expect(successText('下单成功')).toEqual({ key: 'success.placed' });
    expect(successText('添加挂单成功，满足下单条件将自动下单')).toEqual({
      key: 'success.pending',
    });
    expect(successText('')).toEqual({ key: 'success.placed' });
    expect(successText('vip抢筹下单成功')).toEqual({ key: 'success.placed' });
    expect(successText('已受理')).toEqual({ text: '已受理' });
  });
});
