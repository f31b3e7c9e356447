// The spread rate's home: what an order asks the backend, and when it asks again.
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';

import { queryClient } from '@/lib/query-client';
import { startApp } from '@/testing/app-under-test';
import { ok, scriptedBackend } from '@/testing/fake-backend';

import { fetchSpreadRate, useSpreadRate, type SpreadOrder } from './spread-rate';

const PATH = '/api/user/findSpreadRateOne.do';
let backend: ReturnType<typeof scriptedBackend>;

beforeEach(async () => {
  backend = scriptedBackend();
  // 0.05 % from 100 shares on, none below (a turnover rule, as the operator sets them).
  backend.replies[PATH] = [
    (call) =>
      Number(call.params.get('turnover')) >= 100 * 12.34
        ? ok({ typeName: '成交额', spreadRate: 0.0005 })
        : ok(null),
  ];
  await startApp({ adapter: backend.adapter });
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

const ORDER: SpreadOrder = { code: '600519', shares: 100, price: 12.34, changePct: 2.5 };

describe('the spread rate home', () => {
  it('sends change %, turnover to the cent, code and unit price; 0 when no rule matches', async () => {
    expect(await fetchSpreadRate(ORDER)).toBe(0.0005);
    const params = backend.calls[0]!.params;
    expect(Object.fromEntries(params)).toMatchObject({
      applies: '2.5',
      turnover: '1234',
      code: '600519',
      unitprice: '12.34',
    });
    expect(await fetchSpreadRate({ ...ORDER, shares: 99 })).toBe(0);
  });

  it('asks again for a new quantity, keeping the previous rate meanwhile; a price tick does not', async () => {
    const { result, rerender } = renderHook((order: SpreadOrder) => useSpreadRate(order), {
      wrapper,
      initialProps: ORDER,
    });
    await waitFor(() => expect(result.current.data).toBe(0.0005));
    rerender({ ...ORDER, price: 12.35 });
    expect(backend.callsTo(PATH)).toHaveLength(1);

    rerender({ ...ORDER, price: 12.35, shares: 50 });
    expect(result.current).toMatchObject({ data: 0.0005, isPlaceholderData: true });
    await waitFor(() =>
      expect(result.current).toMatchObject({ data: 0, isPlaceholderData: false }),
    );
    // The request read the price of the moment it was sent.
    expect(backend.callsTo(PATH)[1]!.params.get('unitprice')).toBe('12.35');
  });

  it('asks again for a new typed price when the price is the trader’s own', async () => {
    const { result, rerender } = renderHook(
      (order: SpreadOrder) => useSpreadRate(order, { keyByPrice: true }),
      { wrapper, initialProps: ORDER },
    );
    await waitFor(() => expect(result.current.data).toBe(0.0005));
    rerender({ ...ORDER, price: 5 });
    await waitFor(() => expect(result.current.data).toBe(0));
    expect(backend.callsTo(PATH)).toHaveLength(2);
  });

  it('does not ask without a code, a quantity or a price', () => {
    for (const order of [
      { ...ORDER, code: '' },
      { ...ORDER, shares: 0 },
      { ...ORDER, price: null },
    ]) {
      renderHook(() => useSpreadRate(order), { wrapper });
    }
    renderHook(() => useSpreadRate(ORDER, { enabled: false }), { wrapper });
    expect(backend.callsTo(PATH)).toHaveLength(0);
  });
});
