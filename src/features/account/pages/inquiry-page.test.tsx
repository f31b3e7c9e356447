// /inquiry: the operator's cooperation agreement with a tick that enables 确定 (to the buy
// ticket) and 取消 (back); without an operator text nothing can be agreed to.
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderRoute, startApp } from '@/testing/app-under-test';
import { fakeAdapter, ok, type Reply } from '@/testing/fake-backend';

import InquiryPage from './inquiry-page';

const OPERATOR = {
  id: 1,
  siteName: '测试站',
  tradeAgreeTitle: '证券委托合作协议',
  tradeAgreeText: '<p>甲方委托乙方进行证券交易。乙方按约定收取费用。</p>',
  tradeAgree: '',
};

let info: Reply;

const renderInquiry = () => renderRoute('/inquiry', '/inquiry', <InquiryPage />);

beforeEach(async () => {
  info = ok(OPERATOR);
  const backend = fakeAdapter(() => info);
  await startApp({ adapter: backend.adapter, namespaces: ['account'] });
});

describe('/inquiry', () => {
  it("shows the operator's agreement and goes to the buy ticket only once ticked", async () => {
    renderInquiry();
    expect((await screen.findByTestId('agreement-title')).textContent).toBe('证券委托合作协议');
    expect(screen.getAllByTestId('agreement-sentence').map((p) => p.textContent)).toEqual([
      '甲方委托乙方进行证券交易。',
      '乙方按约定收取费用。',
    ]);
    const confirm = screen.getByTestId('inquiry-confirm');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('inquiry-agree').textContent).toBe('我同意《证券委托合作协议》');
    fireEvent.click(screen.getByText('我同意《证券委托合作协议》'));
    expect(confirm.hasAttribute('disabled')).toBe(false);
    fireEvent.click(confirm);
    expect(screen.getByTestId('where').textContent).toBe('/buy');
  });

  it('never puts our own text in place of the operator’s: nothing to agree to', async () => {
    info = ok({ ...OPERATOR, tradeAgreeTitle: '', tradeAgreeText: '', tradeAgree: '' });
    renderInquiry();
    expect((await screen.findByTestId('inquiry-empty')).textContent).toContain(
      '运营方尚未发布合作协议',
    );
    expect(screen.queryByTestId('agreement-sentence')).toBeNull();
    expect(screen.getByTestId('inquiry-confirm').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('inquiry-agree').textContent).toBe('我同意《委托合作协议》');
  });

  it('says when the agreement cannot be read, with a retry', async () => {
    info = 'network';
    renderInquiry();
    const failed = await screen.findByTestId('inquiry-failed', {}, { timeout: 4000 });
    expect(failed.textContent).toContain('合作协议读取失败');
    info = ok(OPERATOR);
    fireEvent.click(failed.querySelector('button')!);
    expect((await screen.findByTestId('agreement-title')).textContent).toBe('证券委托合作协议');
  });
});
