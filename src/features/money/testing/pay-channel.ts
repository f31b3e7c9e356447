// Test data for the deposit pages' tests: a payment channel as `getPayInfo.do` lists it (§10.3).
import type { SitePay } from '@/api/contracts/models/site';

export const payChannel = (overrides: Partial<SitePay> = {}): SitePay => ({
  id: 2,
  ctype: 1,
  formUrl: '',
  formCode: '',
  channelType: '中国工商银行 上海浦东分行',
  channelName: '上海测试科技有限公司',
  channelDesc: '转账时请备注注册手机号',
  channelAccount: '6222020000000000001',
  channelImg: '',
  channelMinLimit: 1000,
  channelMaxLimit: 5_000_000,
  isShow: 0,
  isLock: 0,
  totalPrice: 0,
  confirmations: null,
  ...overrides,
});
