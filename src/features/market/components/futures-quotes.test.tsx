// The market tab's futures list over the real request layer: queryList.do answers only a live
// session (api-contract §18.11), so a visitor is offered the login sheet and nothing is asked —
// asking would come back "請先登錄" and send the visitor to /login.
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { http, setApiBase } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';

import { DEFAULT_SORT } from '../model/sorting';

import { FuturesQuotes } from './live-lists';

const LIST = '/api/futures/queryList.do';

const ROWS = [
  { id: 1, futuresName: '美原油', futuresCode: 'CL', futuresGid: 'hf_CL', nowPrice: '71.35' },
  { id: 2, futuresName: '美黄金', futuresCode: 'GC', futuresGid: 'hf_GC', nowPrice: '2650.1' },
].map((r) => ({ ...r, lastClose: '70.10', coinRate: 7.12, isOption: '0' }));

let sent: InternalAxiosRequestConfig[] = [];

const adapter: AxiosAdapter = (config) => {
  sent.push(config);
  const body = config.url === LIST ? { status: 0, msg: '', data: ROWS } : { status: 1, msg: '' };
  return Promise.resolve({
    data: JSON.stringify(body),
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });
};

const renderList = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <FuturesQuotes sort={DEFAULT_SORT} sortBar={null} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  sent = [];
  http.defaults.adapter = adapter;
  setApiBase('http://api.test');
  queryClient.clear();
});

afterEach(() => {
  useAppStore.getState().clearSession();
  useAppStore.setState({ dialogVisible: false });
});

describe('futures list', () => {
  it('offers a visitor the login sheet and asks the backend nothing', async () => {
    renderList();
    const prompt = await screen.findByTestId('futures-visitor');
    expect(prompt.textContent).toContain('Log in to see futures');
    fireEvent.click(screen.getByRole('button', { name: 'Log in to continue' }));
    expect(useAppStore.getState().dialogVisible).toBe(true);
    expect(sent.filter((c) => c.url === LIST)).toHaveLength(0);
  });

  it('lists the products for a logged-in trader, asked with the token', async () => {
    useAppStore.getState().setToken('USERtest');
    renderList();
    const list = await screen.findByTestId('quote-list');
    await waitFor(() => expect(list.dataset.rows).toBe(String(ROWS.length)));
    expect(screen.queryByTestId('futures-visitor')).toBeNull();
    const asked = sent.filter((c) => c.url === LIST);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked[0]?.headers.get('USERTOKEN')).toBe('USERtest');
  });
});
