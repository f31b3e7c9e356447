// Texts of the payment test station page in the app's five languages (codes as the app's `lang`
// header sends them). The mock does not import the app's locale files (mock-server/README.md).
export const STATION_LANGUAGES = ['zh-CN', 'en', 'tww', 'tg', 'yn'] as const;
export type StationLanguage = (typeof STATION_LANGUAGES)[number];

export interface StationTexts {
  htmlLang: string;
  title: string;
  notice: string;
  order: string;
  orderNo: string;
  amount: string;
  currency: string;
  channel: string;
  status: string;
  review: string;
  paid: string;
  failed: string;
  closed: string;
  markPaid: string;
  markFailed: string;
  howItWorks: string;
  cannotPay: string;
  invalidLink: string;
  crossSite: string;
}

export const STATION_TEXTS: Record<StationLanguage, StationTexts> = {
  'zh-CN': {
    htmlLang: 'zh-CN',
    title: '测试支付站',
    notice: '这是模拟服务器自带的测试支付站：不连接任何真实支付通道，不会发生真实付款。',
    order: '订单',
    orderNo: '订单号',
    amount: '金额',
    currency: '币种',
    channel: '支付通道',
    status: '状态',
    review: '待支付',
    paid: '已支付（已入账）',
    failed: '支付失败',
    closed: '已关闭',
    markPaid: '标记为已支付',
    markFailed: '标记为支付失败',
    howItWorks: '“已支付”会把金额计入账户余额，且只计一次；“支付失败”不入账，之后也不能再支付。',
    cannotPay: '此订单已结束，状态不能再更改。',
    invalidLink: '链接无效（可能已失效，例如模拟服务器重启后）。请重新发起支付。',
    crossSite: '已拒绝：请求不是从本页面发出的。',
  },
  en: {
    htmlLang: 'en',
    title: 'Test payment station',
    notice:
      'This is the mock server’s own test payment station: no real payment gateway, no real payment.',
    order: 'Order',
    orderNo: 'Order no.',
    amount: 'Amount',
    currency: 'Currency',
    channel: 'Channel',
    status: 'Status',
    review: 'Awaiting payment',
    paid: 'Paid (credited)',
    failed: 'Payment failed',
    closed: 'Closed',
    markPaid: 'Mark as paid',
    markFailed: 'Mark as failed',
    howItWorks:
      '“Paid” credits the amount to the account balance, once. “Failed” credits nothing and the order can no longer be paid.',
    cannotPay: 'This order is settled; its status can no longer change.',
    invalidLink:
      'This link is not valid (it may have expired, e.g. after the mock restarted). Start the payment again.',
    crossSite: 'Refused: the request did not come from this page.',
  },
  tww: {
    htmlLang: 'zh-TW',
    title: '測試支付站',
    notice: '這是模擬伺服器自帶的測試支付站：不連接任何真實支付通道，不會發生真實付款。',
    order: '訂單',
    orderNo: '訂單號',
    amount: '金額',
    currency: '幣種',
    channel: '支付通道',
    status: '狀態',
    review: '待支付',
    paid: '已支付（已入帳）',
    failed: '支付失敗',
    closed: '已關閉',
    markPaid: '標記為已支付',
    markFailed: '標記為支付失敗',
    howItWorks:
      '「已支付」會把金額計入帳戶餘額，且只計一次；「支付失敗」不入帳，之後也不能再支付。',
    cannotPay: '此訂單已結束，狀態不能再更改。',
    invalidLink: '連結無效（可能已失效，例如模擬伺服器重啟後）。請重新發起支付。',
    crossSite: '已拒絕：請求不是從本頁面發出的。',
  },
  tg: {
    htmlLang: 'th',
    title: 'สถานีชำระเงินทดสอบ',
    notice: 'นี่คือสถานีชำระเงินทดสอบของเซิร์ฟเวอร์จำลอง: ไม่เชื่อมต่อช่องทางชำระเงินจริง และไม่มีการชำระเงินจริง',
    order: 'คำสั่งซื้อ',
    orderNo: 'เลขที่คำสั่ง',
    amount: 'จำนวนเงิน',
    currency: 'สกุลเงิน',
    channel: 'ช่องทาง',
    status: 'สถานะ',
    review: 'รอชำระเงิน',
    paid: 'ชำระแล้ว (เข้าบัญชีแล้ว)',
    failed: 'ชำระเงินไม่สำเร็จ',
    closed: 'ปิดแล้ว',
    markPaid: 'ทำเครื่องหมายว่าชำระแล้ว',
    markFailed: 'ทำเครื่องหมายว่าไม่สำเร็จ',
    howItWorks:
      '“ชำระแล้ว” จะเพิ่มจำนวนเงินเข้ายอดคงเหลือเพียงครั้งเดียว “ไม่สำเร็จ” จะไม่เพิ่มเงิน และชำระคำสั่งนี้ไม่ได้อีก',
    cannotPay: 'คำสั่งนี้สิ้นสุดแล้ว เปลี่ยนสถานะไม่ได้อีก',
    invalidLink: 'ลิงก์ไม่ถูกต้อง (อาจหมดอายุ เช่น หลังเซิร์ฟเวอร์จำลองเริ่มใหม่) โปรดเริ่มการชำระเงินใหม่',
    crossSite: 'ปฏิเสธ: คำขอไม่ได้มาจากหน้านี้',
  },
  yn: {
    htmlLang: 'vi',
    title: 'Trạm thanh toán thử nghiệm',
    notice:
      'Đây là trạm thanh toán thử nghiệm của máy chủ mô phỏng: không kết nối cổng thanh toán thật, không có thanh toán thật.',
    order: 'Đơn hàng',
    orderNo: 'Mã đơn',
    amount: 'Số tiền',
    currency: 'Tiền tệ',
    channel: 'Kênh',
    status: 'Trạng thái',
    review: 'Chờ thanh toán',
    paid: 'Đã thanh toán (đã cộng tiền)',
    failed: 'Thanh toán thất bại',
    closed: 'Đã đóng',
    markPaid: 'Đánh dấu đã thanh toán',
    markFailed: 'Đánh dấu thất bại',
    howItWorks:
      '“Đã thanh toán” cộng số tiền vào số dư tài khoản, chỉ một lần. “Thất bại” không cộng tiền và đơn không thể thanh toán được nữa.',
    cannotPay: 'Đơn này đã kết thúc, không thể đổi trạng thái nữa.',
    invalidLink:
      'Liên kết không hợp lệ (có thể đã hết hạn, ví dụ sau khi máy chủ mô phỏng khởi động lại). Hãy thanh toán lại.',
    crossSite: 'Bị từ chối: yêu cầu không đến từ trang này.',
  },
};

const ACCEPT_LANGUAGE: [RegExp, StationLanguage][] = [
  [/^zh-(tw|hk|mo|hant)/i, 'tww'],
  [/^zh/i, 'zh-CN'],
  [/^en/i, 'en'],
  [/^th/i, 'tg'],
  [/^vi/i, 'yn'],
];

/** The page's language: `lang` (the app's code) first, then the browser's, else 简体中文. */
export const stationLanguage = (
  lang: unknown,
  acceptLanguage: string | undefined,
): StationLanguage => {
  const asked = STATION_LANGUAGES.find((l) => l === lang);
  if (asked) return asked;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    const hit = ACCEPT_LANGUAGE.find(([pattern]) => pattern.test(tag));
    if (hit) return hit[1];
  }
  return 'zh-CN';
};
