import { describe, expect, it } from 'vitest';

import type { SiteInfo } from '@/api/contracts/models/site';

import {
  agreementSentences,
  documentUrl,
  operatorAgreement,
  plainText,
} from './operator-agreement';

describe('agreementSentences', () => {
  it('splits a plain text at 。 and keeps the mark', () => {
    expect(agreementSentences('一、杠杆有风险。二、亏损可能超过保证金。三、请谨慎')).toEqual([
      '一、杠杆有风险。',
      '二、亏损可能超过保证金。',
      '三、请谨慎',
    ]);
  });

  it('reads the admin editor’s HTML as text: blocks and <br> break lines, tags go', () => {
    const html =
      '<h3>交易风险提示</h3><p>第一句。第二句。</p><p><strong>加粗</strong>的句子<br>下一行。</p>';
    expect(agreementSentences(html)).toEqual([
      '交易风险提示',
      '第一句。',
      '第二句。',
      '加粗的句子',
      '下一行。',
    ]);
  });

  it('never lets markup through: scripts vanish, entities become text', () => {
    const text = plainText(
      '<script>alert(1)</script><p>a &lt;b&gt; &amp; &#x4e2d;&#25991;&nbsp;。</p>',
    );
    expect(text).not.toContain('alert');
    expect(text).toContain('a <b> & 中文 。');
  });

  it('gives nothing for null, blanks and lone marks', () => {
    expect(agreementSentences(null)).toEqual([]);
    expect(agreementSentences('  <p> </p>。。 ')).toEqual([]);
  });
});

describe('documentUrl', () => {
  it.each([
    ['http://localhost:8091/agreements/trading-risk-zh.pdf', true],
    ['https://cdn.example.com/a.pdf', true],
    ['/agreements/a.pdf', false],
    ['javascript:alert(1)', false],
    ['data:application/pdf;base64,JVBERi0=', false],
    ['', false],
    ['交易风险揭示书', false],
  ])('%s → usable: %s', (value, usable) => {
    expect(documentUrl(value) !== undefined).toBe(usable);
  });
});

describe('operatorAgreement', () => {
  const info: SiteInfo = {
    id: 1,
    siteName: '测试站',
    regAgree: 'http://localhost:8091/agreements/registration-zh.pdf',
    regAgreeText: '<p>注册一。注册二。</p>',
    tradeAgree: 'https://cdn.example.com/risk.pdf',
    tradeAgreeText: '风险一。风险二。',
    tradeAgreeTitle: ' 风险揭示书 ',
  };

  it('/agree: the registration text and PDF, no operator title', () => {
    expect(operatorAgreement('agree', info)).toEqual({
      sentences: ['注册一。', '注册二。'],
      pdfUrl: 'http://localhost:8091/agreements/registration-zh.pdf',
    });
  });

  it('/trade: the trading title, text and PDF', () => {
    expect(operatorAgreement('trade', info)).toEqual({
      title: '风险揭示书',
      sentences: ['风险一。', '风险二。'],
      pdfUrl: 'https://cdn.example.com/risk.pdf',
    });
  });

  it('/aggre: the trading title and text, without a PDF', () => {
    expect(operatorAgreement('aggre', info)).toEqual({
      title: '风险揭示书',
      sentences: ['风险一。', '风险二。'],
    });
  });

  it('a PDF alone is the operator’s agreement; nothing at all (or no info) is not', () => {
    const pdfOnly = { ...info, tradeAgreeText: null };
    expect(operatorAgreement('trade', pdfOnly)?.pdfUrl).toBe('https://cdn.example.com/risk.pdf');
    const none = {
      ...info,
      tradeAgree: '',
      tradeAgreeText: '',
      regAgree: null,
      regAgreeText: null,
    };
    expect(operatorAgreement('trade', none)).toBeNull();
    expect(operatorAgreement('agree', none)).toBeNull();
    expect(operatorAgreement('aggre', none)).toBeNull();
    expect(operatorAgreement('trade', null)).toBeNull();
  });
});
