import { describe, expect, it } from 'vitest';

import { unwindMessage, warningMessage } from '@/api/contracts/funds-texts';
import { NEW_SHARE_MESSAGE } from '@/api/contracts/new-share-texts';
import { routes } from '@/config/routes';

import { messageLink } from './message-links';

const share = { name: '中芯国际', code: '688981', shares: 500, amount: '1.00', deadline: '16:00' };
const line = { orderNumber: 'PZ1', value: '1.00', line: '2.00' };

const ALLOTMENTS = { key: 'allotments', href: routes.zhongqianrecord.href() };
const FUNDS = { key: 'funds', href: routes.fundslist.href() };

// typeName, content → link (null: no page to open)
const CASES: [string | null, string | null, object | null][] = [
  ['新股中签', NEW_SHARE_MESSAGE.allottedDue(share), ALLOTMENTS],
  ['新股中签', NEW_SHARE_MESSAGE.notAllotted(share), ALLOTMENTS],
  ['新股缴款提醒', NEW_SHARE_MESSAGE.reminder(share), ALLOTMENTS],
  ['配资预警', warningMessage(line), FUNDS],
  ['配资平仓', unwindMessage(line), FUNDS],
  // sent by hand from the back office
  ['配资审核', '您的配资申请已通过。', FUNDS],
  ['配资到期', '您的配资已到期结算。', FUNDS],
  [
    '资金变动',
    '您的充值 300000.00 元已到账。',
    { key: 'deposits', href: routes.rechargelist.href() },
  ],
  ['资金变动', '您的提现申请已审核通过。', { key: 'withdrawals', href: routes.cashlist.href() }],
  ['资金变动', '账户资金已调整。', null],
  [
    '交易提醒',
    '您的贵州茅台(600519)挂单已成交。',
    { key: 'orders', href: routes.warehouse.href({ tab: 'orders' }) },
  ],
  [
    '交易提醒',
    '您的中芯国际(688981)持仓已平仓，盈亏已结算。',
    { key: 'closed', href: routes.warehouse.href({ tab: 'closed' }) },
  ],
  [
    '强平预警',
    '您的宁德时代(300750)持仓亏损较大，请及时追加保证金。',
    { key: 'positions', href: routes.warehouse.href() },
  ],
  ['系统通知', '本周五 20:00–22:00 系统升级维护，届时暂停服务。', null],
  // a shared type's words outside its type link nothing
  ['系统通知', '充值通道维护中。', null],
  [null, null, null],
];

describe('messageLink', () => {
  it.each(CASES)('%s: %s', (typeName, content, link) => {
    expect(messageLink(typeName, content)).toEqual(link);
  });
});
