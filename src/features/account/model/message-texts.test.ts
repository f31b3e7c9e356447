import { describe, expect, it } from 'vitest';

import { unwindMessage, warningMessage } from '@/api/contracts/funds-texts';
import { NEW_SHARE_MESSAGE } from '@/api/contracts/new-share-texts';

import { messageTypeKey, readMessageText } from './message-texts';

const share = {
  name: '中芯国际',
  code: '688981',
  shares: 500,
  amount: '12345.00',
  deadline: '2026-11-02 16:00',
};
const shareParams = { name: '中芯国际', code: '688981', shares: '500', amount: '12345.00' };
const line = { orderNumber: 'PZ2026110201', value: '9500.00', line: '9600.00' };

describe('readMessageText', () => {
  it.each([
    [
      NEW_SHARE_MESSAGE.allottedDue(share),
      'allottedDue',
      { ...shareParams, deadline: share.deadline },
    ],
    [NEW_SHARE_MESSAGE.allottedPaid(share), 'allottedPaid', shareParams],
    [NEW_SHARE_MESSAGE.notAllotted(share), 'notAllotted', { name: '中芯国际', code: '688981' }],
    [
      NEW_SHARE_MESSAGE.notAllottedRefunded(share),
      'notAllottedRefunded',
      { name: '中芯国际', code: '688981', amount: '12345.00' },
    ],
    [
      NEW_SHARE_MESSAGE.reminder({ ...share, deadline: '16:00' }),
      'reminder',
      { name: '中芯国际', code: '688981', amount: '12345.00', deadline: '16:00' },
    ],
    [warningMessage(line), 'fundsWarning', line],
    [unwindMessage(line), 'fundsUnwind', line],
  ])('%s → %s', (content, key, params) => {
    expect(readMessageText(content)).toEqual({ key, params });
  });

  it('reads a name with brackets of its own', () => {
    const text = NEW_SHARE_MESSAGE.notAllotted({ name: 'N科技（新）', code: '301001' });
    expect(readMessageText(text)?.params).toEqual({ name: 'N科技（新）', code: '301001' });
  });

  it.each([
    ['您的充值 300000.00 元已到账。'],
    ['本周五 20:00–22:00 系统升级维护，届时暂停服务。'],
    [`${warningMessage(line)}另附`],
    [''],
    [null],
  ])('leaves %s as written', (content) => {
    expect(readMessageText(content)).toBeNull();
  });
});

describe('messageTypeKey', () => {
  it.each([
    ['新股中签', 'allotment'],
    ['新股缴款提醒', 'payReminder'],
    ['配资预警', 'fundsWarning'],
    ['配资平仓', 'fundsUnwind'],
    ['资金变动', 'money'],
    ['交易提醒', 'trade'],
    ['强平预警', 'marginCall'],
    ['系统通知', 'system'],
    ['活动通知', null],
    ['toString', null],
    [null, null],
  ])('%s → %s', (typeName, key) => {
    expect(messageTypeKey(typeName)).toBe(key);
  });
});

describe('the zh-CN texts', () => {
  it('say exactly what the contract wrote, so a Chinese reader sees the message unchanged', async () => {
    const { notify } = (await import('@/locales/zh-CN/account.json')).default;
    const fill = (template: string, params: Record<string, string>) =>
      template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
    const contents = [
      NEW_SHARE_MESSAGE.allottedDue(share),
      NEW_SHARE_MESSAGE.allottedPaid(share),
      NEW_SHARE_MESSAGE.notAllotted(share),
      NEW_SHARE_MESSAGE.notAllottedRefunded(share),
      NEW_SHARE_MESSAGE.reminder(share),
      warningMessage(line),
      unwindMessage(line),
    ];
    for (const content of contents) {
      const read = readMessageText(content)!;
      expect(fill(notify.texts[read.key], read.params)).toBe(content);
    }
  });
});
