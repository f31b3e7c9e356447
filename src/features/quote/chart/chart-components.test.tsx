// Light component tests: ECharts is replaced by a fake (jsdom has no canvas); what is checked is
// the React side — attributes for e2e, the long-press panels, no context menu, i18n captions.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import chartZh from '@/locales/zh-CN/chart.json';

import { KlineChart } from './kline-chart';
import { TimeShareChart } from './time-share-chart';
import type { Bar } from './transforms-bars';

const fakeChart = {
  setOption: vi.fn(),
  dispatchAction: vi.fn(),
  resize: vi.fn(),
  dispose: vi.fn(),
  convertFromPixel: vi.fn(() => 10.5),
};

vi.mock('./load-engine', () => ({
  loadChartEngine: () => Promise.resolve({ createChart: () => fakeChart }),
  preloadChartEngine: () => undefined,
}));

const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: 'zh-CN',
  resources: { 'zh-CN': { chart: chartZh } },
  ns: ['chart'],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

const T0 = Date.parse('2024-03-01T00:00:00+08:00');
const bars: Bar[] = Array.from({ length: 200 }, (_, i) => ({
  t: T0 + i * 86_400_000,
  o: 10,
  h: 11,
  l: 9,
  c: 10 + (i % 2 ? 0.5 : -0.5),
  v: 12_345_678,
}));

const sizes = {
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
};

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => 390,
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 300,
  });
});

afterAll(() => {
  if (sizes.clientWidth)
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', sizes.clientWidth);
  if (sizes.clientHeight)
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', sizes.clientHeight);
});

const wrap = (ui: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

const longPress = async (el: Element, x: number, y: number) => {
  fireEvent.pointerDown(el, { pointerId: 1, clientX: x, clientY: y, pointerType: 'touch' });
  await act(() => new Promise((r) => setTimeout(r, 450)));
};

describe('KlineChart', () => {
  it('exposes test ids, period and visible bar count, and paints through the engine', async () => {
    wrap(<KlineChart bars={bars} period="day" />);
    const root = screen.getByTestId('kline-chart');
    expect(root.dataset.period).toBe('day');
    await waitFor(() => expect(root.dataset.bars).toBe('60'));
    await waitFor(() => expect(root.dataset.ready).toBe('true'));
    expect(fakeChart.setOption).toHaveBeenCalled();
    expect(root.getAttribute('aria-label')).toContain('K线图');
  });

  it('long-press shows the OHLC panel of the bar under the finger until release', async () => {
    wrap(<KlineChart bars={bars} period="day" />);
    const root = screen.getByTestId('kline-chart');
    await waitFor(() => expect(root.dataset.ready).toBe('true'));
    const host = root.lastElementChild!;
    await longPress(host, 385, 100);
    const panel = await screen.findByTestId('kline-ohlc');
    expect(panel.textContent).toContain('开盘');
    expect(panel.textContent).toContain('成交量');
    expect(screen.getByTestId('kline-ohlc-time').textContent).toBe('2024-09-16');
    expect(screen.getByTestId('kline-ohlc-close').textContent).toContain('10.50');
    expect(screen.getByTestId('kline-ohlc-change').textContent).toContain('+10.53%');
    expect(screen.getByTestId('kline-ohlc-volume').textContent).toContain('1234.57万');
    fireEvent.pointerUp(host, { pointerId: 1, pointerType: 'touch' });
    await waitFor(() => expect(screen.queryByTestId('kline-ohlc')).toBeNull());
  });

  it('a short tap shows nothing; the context menu is suppressed', async () => {
    wrap(<KlineChart bars={bars} period="day" />);
    const root = screen.getByTestId('kline-chart');
    const host = root.lastElementChild!;
    fireEvent.pointerDown(host, { pointerId: 1, clientX: 100, clientY: 100, pointerType: 'touch' });
    fireEvent.pointerUp(host, { pointerId: 1, pointerType: 'touch' });
    await act(() => new Promise((r) => setTimeout(r, 450)));
    expect(screen.queryByTestId('kline-ohlc')).toBeNull();
    expect(fireEvent.contextMenu(host)).toBe(false);
  });

  it('shows the empty message without bars', async () => {
    wrap(<KlineChart bars={[]} period="5m" />);
    expect(await screen.findByText('暂无图表数据')).toBeTruthy();
    expect(screen.getByTestId('kline-chart').dataset.period).toBe('5m');
  });
});

describe('TimeShareChart', () => {
  const line = {
    time: ['09:31', '09:32', '09:33'],
    price: [10.1, 10.0, 10.2],
    averagePrice: [],
    volumes: [100, 200, 100],
    amounts: [1010, 2000, 1020],
    rates: [1, 0, 2],
  };

  it('long-press shows time, price, average, change and volume', async () => {
    wrap(<TimeShareChart line={line} />);
    const root = screen.getByTestId('timeshare-chart');
    await waitFor(() => expect(root.dataset.ready).toBe('true'));
    await waitFor(() => expect(root.dataset.points).toBe('3'));
    await longPress(root.lastElementChild!, 2, 100);
    const panel = await screen.findByTestId('timeshare-panel');
    expect(screen.getByTestId('timeshare-panel-time').textContent).toBe('09:31');
    expect(panel.textContent).toContain('均价');
    expect(screen.getByTestId('timeshare-panel-price').textContent).toContain('10.10');
    expect(screen.getByTestId('timeshare-panel-change').textContent).toContain('+1.00%');
    fireEvent.pointerCancel(root.lastElementChild!, { pointerId: 1, pointerType: 'touch' });
    await waitFor(() => expect(screen.queryByTestId('timeshare-panel')).toBeNull());
  });
});
