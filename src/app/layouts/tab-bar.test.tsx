import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';

import { initI18n } from '@/lib/i18n';

import { AppTabBar } from './tab-bar';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const renderBar = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppTabBar />
      <Where />
    </MemoryRouter>,
  );

describe('the tab bar', () => {
  beforeAll(async () => {
    await initI18n('zh-CN');
  });

  it('names its five tabs and marks the one shown, whatever the path’s case', () => {
    renderBar('/mylist');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => a.textContent);
    expect(links).toEqual(['首页', '行情', '持仓', '自选', '我的']);
    expect(screen.getByTestId('tab-mylist').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('tab-home').getAttribute('aria-current')).toBeNull();
    // The icons are decoration: the tab's name is its text.
    expect(nav.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(5);
  });

  it('a tap on another tab goes there and highlights the tapped tab', () => {
    renderBar('/home');
    fireEvent.click(screen.getByTestId('tab-user'));
    expect(screen.getByTestId('where').textContent).toBe('/user');
    expect(screen.getByTestId('tab-user').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('tab-user').getAttribute('data-pulse')).toBe('true');
  });

  it('a tap on the tab already shown stays put', () => {
    renderBar('/warehouse');
    fireEvent.click(screen.getByTestId('tab-warehouse'));
    expect(screen.getByTestId('where').textContent).toBe('/warehouse');
    expect(screen.getByTestId('tab-warehouse').getAttribute('data-pulse')).toBeNull();
  });
});
