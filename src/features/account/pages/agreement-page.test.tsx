// /trade, /agree, /aggre as a trader sees them (ADR 0026): the operator's text from getInfo.do as
// sentences (never as markup), and our own text only when the operator sends none — with a note
// saying so, in every language.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';

import { http, setApiBase } from '@/lib/api-client';
import { i18n, initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

import type { AgreementName } from '../model/operator-agreement';

import AgreementPage from './agreement-page';

let reply: { status: number; msg: string; data?: unknown };

const backend: AxiosAdapter = async (config) => ({
  data: JSON.stringify(config.url === '/api/site/getInfo.do' ? reply : { status: 1, msg: '?' }),
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
});

const renderPage = (name: AgreementName) =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/${name}`]}>
        <Suspense fallback={null}>
          <AgreementPage name={name} />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );

const siteWith = (fields: Record<string, unknown>) => ({
  status: 0,
  msg: '',
  data: { id: 1, siteName: '测试站', ...fields },
});

beforeEach(() => {
  queryClient.clear();
  http.defaults.adapter = backend;
  setApiBase('http://api.test');
});

describe('the operator’s agreement', () => {
  it('/trade: its title and its text sentence by sentence, markup shown as nothing but text', async () => {
    await initI18n('zh-CN');
    await i18n.loadNamespaces(['account']);
    reply = siteWith({
      tradeAgreeTitle: '风险揭示书（运营方）',
      tradeAgreeText: '<p>第一句。第二句。</p><img src=x onerror="window.__pwned=1">第三句',
    });
    renderPage('trade');
    expect((await screen.findByTestId('agreement-title')).textContent).toContain(
      '风险揭示书（运营方）',
    );
    expect(screen.getAllByTestId('agreement-sentence').map((p) => p.textContent)).toEqual([
      '第一句。',
      '第二句。',
      '第三句',
    ]);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.queryByTestId('agreement-fallback-note')).toBeNull();
    expect(screen.queryByTestId('agreement-pdf')).toBeNull();
  });
});

describe('our own text as the fallback', () => {
  it.each(['zh-CN', 'en', 'tww', 'tg', 'yn'] as const)(
    '%s: says the operator sent none, above our own title and text',
    async (lng) => {
      await initI18n(lng);
      await i18n.loadNamespaces(['account']);
      reply = siteWith({ tradeAgree: '', tradeAgreeText: null, tradeAgreeTitle: '只有标题' });
      renderPage('trade');
      const note = await screen.findByTestId('agreement-fallback-note');
      expect(note.textContent).toContain(i18n.t('account:agreements.fallbackNote'));
      expect(note.textContent?.length).toBeGreaterThan(10);
      expect(screen.getByTestId('agreement-title').textContent).toContain(
        i18n.t('account:agreements.tradeTitle'),
      );
      expect(screen.getByTestId('agreement-trade').getAttribute('data-source')).toBe('ours');
    },
  );

  it('says the operator’s agreement could not be read when getInfo fails', async () => {
    await initI18n('en');
    await i18n.loadNamespaces(['account']);
    reply = { status: 1, msg: '设置信息info不存在' };
    renderPage('agree');
    // The query retries once before it gives up.
    const note = await screen.findByTestId('agreement-fallback-note', {}, { timeout: 5000 });
    expect(note.textContent).toContain(i18n.t('account:agreements.unreadableNote'));
  });
});
