// The once-per-intent submit as a form sees it: one request however often it is tapped, and when
// the reply is lost (or the page reloaded mid-submit) the server's records decide — never a resend.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api/api-error';
import { noteServerDate, resetServerClock, serverNow } from '@/lib/server-clock';

import { intentStorageKey, RECORD_MAX_AGE_MS, type IntentRecord } from './in-flight';
import { useIntentSubmit } from './use-intent-submit';

interface Withdraw {
  amt: string;
}

const SCOPE = 'money.withdraw';
const stored = (scope = SCOPE) => sessionStorage.getItem(intentStorageKey(scope));
const timeout = () => new ApiError('timeout', '/user/withdraw/outMoney.do');

/** A send whose reply the test releases (or fails) by hand. */
const deferred = <T>() => {
  let resolve: (v: T) => void = () => undefined;
  let reject: (e: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const setup = ({
  send = vi.fn(() => Promise.resolve('提现成功')),
  findEvidence = vi.fn(() => Promise.resolve(false)),
  scope = SCOPE,
  maxAgeMs,
}: {
  send?: (p: Withdraw, secret: string | undefined) => Promise<string>;
  findEvidence?: (r: IntentRecord<Withdraw>) => Promise<boolean>;
  scope?: string;
  maxAgeMs?: number;
} = {}) => {
  const onSuccess = vi.fn();
  const view = renderHook(() =>
    useIntentSubmit<Withdraw, string, string>({
      scope,
      send,
      findEvidence,
      onSuccess,
      maxAgeMs,
      parse: (p) =>
        typeof p === 'object' && p !== null && typeof (p as Withdraw).amt === 'string'
          ? (p as Withdraw)
          : null,
    }),
  );
  return { ...view, onSuccess, send, findEvidence };
};

afterEach(() => resetServerClock());

describe('useIntentSubmit', () => {
  it('ten taps while the first is in flight send one request; the record lives until the reply', async () => {
    const reply = deferred<string>();
    const send = vi.fn(() => reply.promise);
    const { result, onSuccess } = setup({ send });
    act(() => {
      for (let i = 0; i < 10; i++) void result.current.submit({ amt: '100.00' }, '123456');
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(true);
    const record = JSON.parse(stored()!) as IntentRecord<Withdraw>;
    expect(record.params).toEqual({ amt: '100.00' });
    // The funds password is sent, never stored.
    expect(send).toHaveBeenCalledWith({ amt: '100.00' }, '123456');
    expect(stored()).not.toContain('123456');
    await act(async () => reply.resolve('提现成功'));
    expect(result.current.outcome).toMatchObject({ phase: 'done', result: '提现成功' });
    expect(onSuccess).toHaveBeenCalledWith('提现成功', expect.objectContaining({ scope: SCOPE }));
    expect(stored()).toBeNull();
    // Done is final until dismissed: a late tap does not send again.
    await act(() => result.current.submit({ amt: '100.00' }));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a lost reply is checked against the records: found → done, and nothing is re-sent', async () => {
    noteServerDate('Wed, 18 Nov 2099 02:00:00 GMT');
    const reply = deferred<string>();
    const evidence = deferred<boolean>();
    const send = vi.fn(() => reply.promise);
    const findEvidence = vi.fn((_: IntentRecord<Withdraw>) => evidence.promise);
    const { result, onSuccess } = setup({ send, findEvidence });
    act(() => void result.current.submit({ amt: '100.00' }));
    await act(async () => reply.reject(timeout()));
    expect(result.current.outcome.phase).toBe('checking');
    expect(result.current.isBlocked).toBe(true);
    // A tap while the question is open sends nothing.
    await act(async () => void result.current.submit({ amt: '100.00' }));
    // Asked about this request, as of when it left on the server's clock (not the phone's).
    const asked = findEvidence.mock.calls[0]![0] as IntentRecord<Withdraw>;
    expect(asked.params).toEqual({ amt: '100.00' });
    expect(Math.abs(asked.at - serverNow())).toBeLessThan(1_000);
    expect(Math.abs(asked.at - Date.now())).toBeGreaterThan(60_000);
    await act(async () => evidence.resolve(true));
    expect(result.current.outcome).toMatchObject({ phase: 'done', result: null });
    expect(onSuccess).toHaveBeenCalledWith(null, expect.objectContaining({ scope: SCOPE }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(stored()).toBeNull();
  });

  it('not found: says so, keeps the record, and sends again only when the user asks', async () => {
    const send = vi.fn((): Promise<string> => Promise.reject(timeout()));
    const { result, onSuccess } = setup({ send });
    await act(() => result.current.submit({ amt: '50' }));
    expect(result.current.outcome.phase).toBe('not-found');
    expect(send).toHaveBeenCalledTimes(1);
    expect(stored()).not.toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();

    send.mockImplementation(() => Promise.resolve('ok'));
    await act(() => result.current.submit({ amt: '50' }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(result.current.outcome.phase).toBe('done');
  });

  it('a check that fails can be asked again; it never turns into a send', async () => {
    const findEvidence = vi.fn((): Promise<boolean> => Promise.reject(timeout()));
    const send = vi.fn((): Promise<string> => Promise.reject(new ApiError('empty-reply', '/x')));
    const { result } = setup({ send, findEvidence });
    await act(() => result.current.submit({ amt: '50' }));
    expect(result.current.outcome.phase).toBe('check-failed');
    await act(() => result.current.submit({ amt: '50' }));
    expect(send).toHaveBeenCalledTimes(1);
    findEvidence.mockImplementation(() => Promise.resolve(true));
    act(() => result.current.recheck());
    await waitFor(() => expect(result.current.outcome.phase).toBe('done'));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('after a reload mid-submit, the stored request is checked first and never sent', async () => {
    noteServerDate('Wed, 18 Nov 2026 02:00:00 GMT');
    const record: IntentRecord<Withdraw> = {
      v: 1,
      scope: SCOPE,
      params: { amt: '300' },
      at: serverNow() - 20_000,
    };
    sessionStorage.setItem(intentStorageKey(SCOPE), JSON.stringify(record));
    const evidence = deferred<boolean>();
    const findEvidence = vi.fn(() => evidence.promise);
    const { result, send, onSuccess } = setup({ findEvidence });
    expect(result.current.outcome).toEqual({ phase: 'checking', record });
    expect(findEvidence).toHaveBeenCalledTimes(1);
    await act(async () => evidence.resolve(true));
    expect(result.current.outcome).toMatchObject({ phase: 'done', result: null });
    // The page shows the outcome; the success handler is for this visit's submit only.
    expect(onSuccess).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    expect(stored()).toBeNull();
  });

  it('a business refusal clears the record and carries the server’s reason', async () => {
    const send = vi.fn((): Promise<string> =>
      Promise.reject(new ApiError('business', '/x', { serverMessage: '资金密码错误' })),
    );
    const { result, findEvidence } = setup({ send });
    await act(() => result.current.submit({ amt: '50' }, 'wrong'));
    expect(result.current.outcome).toMatchObject({ phase: 'refused', params: { amt: '50' } });
    const { outcome } = result.current;
    expect(outcome.phase === 'refused' && outcome.error.serverMessage).toBe('资金密码错误');
    expect(stored()).toBeNull();
    expect(findEvidence).not.toHaveBeenCalled();
    // A refusal leaves the form free: the user corrects and sends again.
    send.mockImplementation(() => Promise.resolve('ok'));
    await act(() => result.current.submit({ amt: '50' }, 'right'));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('scopes do not see each other’s records', () => {
    const record = { v: 1, scope: 'money.deposit', params: { amt: '1' }, at: serverNow() };
    sessionStorage.setItem(intentStorageKey('money.deposit'), JSON.stringify(record));
    const { result, findEvidence } = setup({ scope: 'money.transfer' });
    expect(result.current.outcome.phase).toBe('idle');
    expect(findEvidence).not.toHaveBeenCalled();
    // Nor is a record of one scope copied under another's key.
    sessionStorage.setItem(intentStorageKey(SCOPE), JSON.stringify(record));
    expect(setup().result.current.outcome.phase).toBe('idle');
    expect(stored('money.deposit')).not.toBeNull();
  });

  it('a record older than the limit, or of another shape, is dropped unread', () => {
    const old = { v: 1, scope: SCOPE, params: { amt: '1' }, at: serverNow() - 120_000 };
    sessionStorage.setItem(intentStorageKey(SCOPE), JSON.stringify(old));
    expect(setup({ maxAgeMs: 60_000 }).result.current.outcome.phase).toBe('idle');
    expect(stored()).toBeNull();

    const defaultAged = { ...old, at: serverNow() - RECORD_MAX_AGE_MS - 1 };
    sessionStorage.setItem(intentStorageKey(SCOPE), JSON.stringify(defaultAged));
    expect(setup().result.current.outcome.phase).toBe('idle');

    sessionStorage.setItem(intentStorageKey(SCOPE), JSON.stringify({ ...old, params: { a: 1 } }));
    expect(setup().result.current.outcome.phase).toBe('idle');
    sessionStorage.setItem(intentStorageKey(SCOPE), '{not json');
    expect(setup().result.current.outcome.phase).toBe('idle');
    expect(stored()).toBeNull();
  });

  it('dismiss frees the form for a new intent', async () => {
    const send = vi.fn((): Promise<string> => Promise.reject(timeout()));
    const { result } = setup({ send });
    await act(() => result.current.submit({ amt: '50' }));
    expect(result.current.outcome.phase).toBe('not-found');
    act(() => result.current.dismiss());
    expect(result.current.outcome.phase).toBe('idle');
    expect(result.current.isBlocked).toBe(false);
    expect(stored()).toBeNull();
  });
});
