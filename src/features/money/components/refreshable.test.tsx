// Pull to refresh on the records lists: a pull past the line asks again once; a short pull does not.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { i18n, initI18n } from '@/lib/i18n';

import { Refreshable } from './refreshable';

const pull = (el: HTMLElement, px: number) => {
  fireEvent.touchStart(el, { touches: [{ clientY: 100 }] });
  fireEvent.touchMove(el, { touches: [{ clientY: 100 + px }] });
};

beforeEach(async () => {
  await initI18n('zh-CN');
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['money']);
});

describe('Refreshable', () => {
  it('refreshes once when released past the line, saying so on the way', async () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    render(
      <Refreshable onRefresh={onRefresh}>
        <p>rows</p>
      </Refreshable>,
    );
    const area = screen.getByText('rows');
    pull(area, 40);
    expect(screen.getByTestId('pull-refresh').textContent).toBe('下拉刷新');
    pull(area, 200);
    expect(screen.getByTestId('pull-refresh').textContent).toBe('释放立即刷新');
    fireEvent.touchEnd(area);
    await waitFor(() => expect(screen.getByTestId('pull-refresh').dataset.phase).toBe('complete'));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a short pull', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    render(
      <Refreshable onRefresh={onRefresh}>
        <p>rows</p>
      </Refreshable>,
    );
    const area = screen.getByText('rows');
    pull(area, 60);
    fireEvent.touchEnd(area);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.getByTestId('pull-refresh').dataset.phase).toBe('idle');
  });
});
