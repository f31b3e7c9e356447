import { describe, expect, it } from 'vitest';

import { collectKnown, maskBody, maskParams, maskPatterns, SECRET_MARK } from './mask';

// A valid 18-digit ID (check character computed) and a 15-digit one.
const ID_18 = '11010519491231002X';
const ID_15 = '110105491231002';
const CARD = '6222021234567890123';

const parse = (text: string): unknown => JSON.parse(maskBody(text));

describe('masking a support bundle', () => {
  it('hides tokens and passwords behind a fixed marker, whatever their length', () => {
    const body = JSON.stringify({
      status: 0,
      data: { key: 'USERTOKEN', token: 'abc.def.ghi', USERTOKEN: 'x' },
    });
    expect(parse(body)).toEqual({
      status: 0,
      data: { key: SECRET_MARK, token: SECRET_MARK, USERTOKEN: SECRET_MARK },
    });
    const params = new URLSearchParams({
      phone: '13800000007',
      userPwd: 'trader123',
      withPwd: '123456',
      oldPwd: 'a',
      newPwd: 'b',
      password: 'c',
      yzmCode: '8841',
    });
    expect(maskParams(params)).toEqual({
      phone: '***********',
      userPwd: SECRET_MARK,
      withPwd: SECRET_MARK,
      oldPwd: SECRET_MARK,
      newPwd: SECRET_MARK,
      password: SECRET_MARK,
      yzmCode: SECRET_MARK,
    });
  });

  it('hides names, phones, ID numbers, ID photos, IPs and cards in user and bank replies', () => {
    const body = JSON.stringify({
      status: 0,
      data: {
        id: 7,
        phone: '13800000007',
        nickName: '老王',
        realName: '王小明',
        idCard: ID_18,
        recomPhone: '13900000001',
        regIp: '10.0.0.8',
        regAddress: '上海市',
        img1Key: 'https://img/1.png',
        bankName: '中国银行',
        bankNo: CARD,
        bankPhone: '13700000002',
        withName: '王小明',
        payUsername: '王小明',
        userAmt: 100000.5,
        enableAmt: 81234.25,
      },
    });
    expect(parse(body)).toEqual({
      status: 0,
      data: {
        id: 7,
        phone: '***********',
        nickName: '**',
        realName: '***',
        idCard: '******************',
        recomPhone: '***********',
        regIp: SECRET_MARK,
        regAddress: SECRET_MARK,
        img1Key: SECRET_MARK,
        // The bank is not a person: kept, so support knows which bank.
        bankName: '中国银行',
        // A card keeps its length and last two digits.
        bankNo: '*****************23',
        bankPhone: '***********',
        withName: '***',
        payUsername: '***',
        userAmt: 100000.5,
        enableAmt: 81234.25,
      },
    });
  });

  it('keeps figures, codes, serials and times, in nested arrays and objects', () => {
    const position = {
      id: 12,
      positionSn: '123456789012345678',
      stockCode: '600519',
      stockName: '贵州茅台',
      stockGid: 'sh600519',
      buyOrderPrice: 1688.88,
      orderNum: 300,
      orderTotalPrice: 506664,
      buyOrderTime: 1767225600000,
      profitTargetPrice: null,
      nickName: '王小明',
    };
    const body = JSON.stringify({ status: 0, data: { list: [position, [position]], total: 2 } });
    const masked = parse(body) as { data: { list: [typeof position, [typeof position]] } };
    const expected = { ...position, nickName: '***' };
    expect(masked.data.list[0]).toEqual(expected);
    expect(masked.data.list[1][0]).toEqual(expected);
  });

  it('leaves empty and missing personal values as they are ("not set" helps support)', () => {
    const body = JSON.stringify({ realName: '', idCard: null, phone: '13800000007' });
    expect(parse(body)).toEqual({ realName: '', idCard: null, phone: '***********' });
  });

  it('finds phones, ID numbers and cards inside free text, and nothing else', () => {
    const text = `客户13800000007（+8613800000008）身份证${ID_18}旧证${ID_15}，卡号${CARD}。订单CZ1234567890123456`;
    const masked = maskPatterns(text);
    expect(masked).not.toContain('13800000007');
    expect(masked).not.toContain('13800000008');
    expect(masked).not.toContain(ID_18);
    expect(masked).not.toContain(ID_15);
    expect(masked).not.toContain(CARD);
    expect(masked).toContain('*****************23');
    // Digits inside a word (an order number) are an identifier, not a card.
    expect(masked).toContain('CZ1234567890123456');
    // Short figures and times stay.
    expect(maskPatterns('成交 300 股，价格 1688.88，时间 1767225600000')).toBe(
      '成交 300 股，价格 1688.88，时间 1767225600000',
    );
    // An 18-digit serial with no valid check character is not an ID (but a card-length run).
    expect(maskPatterns('ID 110105194912310021 ')).not.toContain('110105194912310021');
  });

  it('masks phones in message texts within JSON, but not serials under their own keys', () => {
    const body = JSON.stringify({
      data: [{ msgContent: '您的手机13800000007已绑定', positionSn: '440301199001011234' }],
    });
    expect(parse(body)).toEqual({
      data: [{ msgContent: '您的手机***********已绑定', positionSn: '440301199001011234' }],
    });
  });

  it('masks secrets in the query of a link, keeping the link', () => {
    expect(maskPatterns('https://pay.test/go?order=12&token=abc123&USERTOKEN=x#top')).toBe(
      'https://pay.test/go?order=12&token=[masked]&USERTOKEN=[masked]#top',
    );
  });

  it('masks a body that is not JSON by pattern alone, keeping the rest of the text', () => {
    expect(maskBody('<p>手机 13800000007，余额 100.00</p>')).toBe(
      '<p>手机 ***********，余额 100.00</p>',
    );
    expect(maskBody('{not json 13800000007')).toBe('{not json ***********');
    expect(maskBody('')).toBe('');
  });

  it('turns a number under a personal key into 0, keeping the type', () => {
    expect(parse(JSON.stringify({ phone: 13800000007, price: 13800000007 }))).toEqual({
      phone: 0,
      price: 13800000007,
    });
  });

  it('stars a name wherever else it appears once a reply named it under its key', () => {
    const known = new Set<string>();
    collectKnown(known, JSON.stringify({ data: { realName: '王芳', nickName: '王' } }));
    collectKnown(known, 'not json', new URLSearchParams({ withName: '李四' }));
    // A single character is not collected: it would star every text that holds it.
    expect([...known].sort()).toEqual(['李四', '王芳'].sort());
    const message = JSON.stringify({
      data: [{ content: '王芳，您的提现已到账', stockName: '王府井' }],
    });
    expect(parse2(message, known)).toEqual({
      data: [{ content: '**，您的提现已到账', stockName: '王府井' }],
    });
    expect(maskBody('<p>李四 您好</p>', known)).toBe('<p>** 您好</p>');
    expect(maskParams(new URLSearchParams({ keyWords: '王芳' }), known)).toEqual({
      keyWords: '**',
    });
  });
});

const parse2 = (text: string, known: Set<string>): unknown => JSON.parse(maskBody(text, known));
