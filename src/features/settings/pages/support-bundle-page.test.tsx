// /support-bundle: what the app received, masked, summarised and saved as one file.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { getUserInfo } from '@/api/contracts/endpoints/user';
import { supportBundleSchema } from '@/api/contracts/support-bundle';
import { request } from '@/lib/api-client';
import { replyLog } from '@/lib/support/reply-log';
import { renderRoute, startApp } from '@/testing/app-under-test';
import { fakeAdapter, ok } from '@/testing/fake-backend';

import SupportBundlePage from './support-bundle-page';

const USER = {
  id: 7,
  phone: '13800000007',
  nickName: '老王',
  realName: '王小明',
  idCard: '11010519491231002X',
  accountType: 0,
  isLock: 0,
  isActive: 1,
  userAmt: 81234.56,
  enableAmt: 70000.25,
};

const renderPage = () => renderRoute('/support-bundle', '/support-bundle', <SupportBundlePage />);

let backend: ReturnType<typeof fakeAdapter>;

beforeEach(async () => {
  replyLog.clear();
  backend = fakeAdapter(() => ok(USER));
  await startApp({ adapter: backend.adapter, namespaces: ['support'] });
});

afterEach(() => vi.restoreAllMocks());

describe('/support-bundle', () => {
  it('summarises what the app received and shows each reply masked', async () => {
    await request(getUserInfo);
    renderPage();
    expect((await screen.findByTestId('support-bundle-replies')).textContent).toBe('1 条');
    expect(screen.getByTestId('support-bundle-logged-in').textContent).toBe('已登录');
    expect(screen.getByTestId('support-bundle-language').textContent).toBe('简体中文');
    expect(screen.getByTestId('support-bundle-theme').textContent).toBe('红色');
    expect(screen.getByTestId('support-bundle-time').textContent).toMatch(/UTC[+-]\d\d:\d\d/);
    const reply = screen.getByTestId('support-bundle-reply');
    expect(reply.textContent).toContain('/user/getUserInfo.do');
    // Opening the reply shows the body with the figures, and no personal data.
    fireEvent.click(reply.querySelector('summary')!);
    (reply as HTMLDetailsElement).open = true;
    fireEvent(reply, new Event('toggle'));
    const body = (await screen.findByTestId('support-bundle-reply-body')).textContent ?? '';
    expect(body).toContain('81234.56');
    for (const secret of [USER.phone, USER.realName, USER.nickName, USER.idCard])
      expect(body).not.toContain(secret);
  });

  it('tells the user to repeat what went wrong when nothing was recorded', async () => {
    renderPage();
    expect((await screen.findByTestId('support-bundle-empty')).textContent).toContain(
      '请返回，重复出问题时的操作',
    );
    expect(screen.queryByTestId('support-bundle-reply')).toBeNull();
    // The page asks the server nothing, so it never records itself.
    expect(backend.calls).toHaveLength(0);
  });

  it('saves the masked bundle as one JSON file, and refresh takes in new replies', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:bundle';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderPage();
    await screen.findByTestId('support-bundle-empty');
    await request(getUserInfo);
    fireEvent.click(screen.getByTestId('support-bundle-refresh'));
    expect((await screen.findByTestId('support-bundle-replies')).textContent).toBe('1 条');
    fireEvent.click(screen.getByTestId('support-bundle-save'));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(clicked[0]!.download).toMatch(/^support-bundle-\d{8}-\d{6}\.json$/);
    const text = await blobs[0]!.text();
    const bundle = supportBundleSchema.parse(JSON.parse(text));
    expect(bundle.replies.map((r) => r.path)).toEqual(['/user/getUserInfo.do']);
    expect(JSON.parse(bundle.replies[0]!.body)).toMatchObject({ data: { userAmt: 81234.56 } });
    for (const secret of [USER.phone, USER.realName, USER.nickName, USER.idCard, 'USERtest'])
      expect(text).not.toContain(secret);
  });
});
