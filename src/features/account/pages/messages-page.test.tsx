// /notify's states: busy while the messages come, a failure with its reason and a retry that
// brings the list, and an empty inbox said as such.
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { fakePage } from '@/lib/queries/testing/fake-page';
import { renderRoute, startApp } from '@/testing/app-under-test';
import { fakeAdapter, ok, type Reply } from '@/testing/fake-backend';

import MessagesPage from './messages-page';

const MESSAGE = {
  id: 7,
  userId: 1,
  userName: '张三',
  typeName: '入金通知',
  content: '您的入金申请已通过',
  status: 1,
  addTime: 1_790_000_000_000,
};

let list: Reply;

beforeEach(async () => {
  list = ok(fakePage([], 1, 10));
  const backend = fakeAdapter((call) =>
    call.url === '/user/cash/getUnreadCount.do' ? ok(0) : list,
  );
  await startApp({ adapter: backend.adapter, namespaces: ['account', 'common'] });
});

const renderMessages = () => renderRoute('/notify', '/notify', <MessagesPage />);

describe('/notify', () => {
  it('is marked busy while the messages come, then says the inbox is empty', async () => {
    renderMessages();
    expect(screen.getByTestId('notify-loading').getAttribute('aria-busy')).toBe('true');
    expect((await screen.findByTestId('notify-empty')).textContent).toContain('暂无消息');
    expect(screen.queryByTestId('notify-loading')).toBeNull();
  });

  it('says why the messages failed and brings them with a retry', async () => {
    list = 'network';
    renderMessages();
    const failed = await screen.findByTestId('notify-error', {}, { timeout: 5000 });
    expect(failed.getAttribute('role')).toBe('alert');
    expect(failed.textContent).toContain('消息加载失败');
    list = ok(fakePage([MESSAGE], 1, 10));
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect((await screen.findByTestId('notify-list')).textContent).toContain('您的入金申请已通过');
  });
});
