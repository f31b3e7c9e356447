import { describe, expect, it, vi } from 'vitest';

import { STORAGE_KEYS } from '@/config/storage-keys';
import {
  OVERFLOW_REPORT,
  OVERFLOW_REQUEST,
  type MeasuredOverflow,
} from '@/electron/shared/frame-protocol';

import { applyHarnessFrame, measureOverflow, type BridgeEnv } from './harness-bridge';

const HARNESS = 'http://localhost:18652';

interface FakeEnv extends BridgeEnv {
  replaced: string[];
  replies: { message: unknown; origin: string }[];
  send: (data: unknown, origin?: string, fromParent?: boolean) => void;
}

const fakeEnv = (href: string, items: MeasuredOverflow[] = []): FakeEnv => {
  const url = new URL(href);
  const listeners: ((event: MessageEvent) => void)[] = [];
  const env: FakeEnv = {
    location: { hostname: url.hostname, href },
    history: { state: null, replaceState: (_s, _t, next) => void env.replaced.push(String(next)) },
    parentOrigin: HARNESS,
    addMessageListener: (listener) => void listeners.push(listener),
    reply: (message, origin) => void env.replies.push({ message, origin }),
    isFromParent: (event) => event.source === null,
    measure: () => items,
    replaced: [],
    replies: [],
    send: (data, origin = HARNESS, fromParent = true) => {
      const event = new MessageEvent('message', { data, origin });
      env.isFromParent = () => fromParent;
      for (const listener of listeners) listener(event);
    },
  };
  return env;
};

describe('harness bridge', () => {
  it('stores the language, theme and token of a harness frame and strips them from the URL', () => {
    const env = fakeEnv(
      'http://f3.localhost:5173/?hf_lang=tg&hf_theme=black&hf_token=USERABC123&hf_frame=f3&x=1#/home',
    );
    const frame = applyHarnessFrame(env);

    expect(frame).toEqual({ frame: 'f3', language: 'tg', theme: 'black' });
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('tg');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('black');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('USERABC123');
    expect(env.replaced).toEqual(['http://f3.localhost:5173/?x=1#/home']);
  });

  it('does nothing on a real host, whatever the URL says', () => {
    const env = fakeEnv('https://trade.example.com/?hf_lang=en&hf_token=EVIL');
    expect(applyHarnessFrame(env)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
    expect(env.replaced).toEqual([]);
    env.send({ type: OVERFLOW_REQUEST, id: '1' });
    expect(env.replies).toEqual([]);
  });

  it('ignores a host that only looks like a frame', () => {
    for (const host of ['f1.localhost.evil.com', 'fx.localhost', 'f1.localhostx']) {
      expect(applyHarnessFrame(fakeEnv(`http://${host}/?hf_lang=en`))).toBeNull();
    }
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
  });

  it('drops values outside the allowed lists and over-long tokens', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'KEEP');
    const env = fakeEnv(
      `http://f1.localhost/?hf_lang=fr&hf_theme=green&hf_token=${'A'.repeat(257)}`,
    );
    expect(applyHarnessFrame(env)).toEqual({ frame: null, language: null, theme: null });
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('KEEP');
    // Rejected parameters are still removed from the address.
    expect(env.replaced).toEqual(['http://f1.localhost/']);
  });

  it('logs the frame out for an empty token and forgets the API base on a cold start', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'OLD');
    localStorage.setItem(STORAGE_KEYS.apiBase, 'http://localhost:1');
    applyHarnessFrame(fakeEnv('http://f2.localhost/?hf_token=&hf_cold=1'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.apiBase)).toBeNull();
  });

  it('holds the polls only when the harness says so', () => {
    const held = fakeEnv('http://f5.localhost/?hf_poll=held&hf_frame=f5');
    expect(applyHarnessFrame(held)).toMatchObject({ frame: 'f5', polls: 'held' });
    expect(held.replaced).toEqual(['http://f5.localhost/']);
    expect(applyHarnessFrame(fakeEnv('http://f5.localhost/?hf_poll=yes'))).not.toHaveProperty(
      'polls',
    );
  });

  it('leaves the address alone when no harness parameter is present', () => {
    const env = fakeEnv('http://f2.localhost/#/home');
    applyHarnessFrame(env);
    expect(env.replaced).toEqual([]);
  });

  it('answers an overflow check from the embedding harness only', () => {
    const items: MeasuredOverflow[] = [
      {
        tag: 'span',
        text: 'ยืนยันคำสั่งซื้อ',
        scrollWidth: 120,
        clientWidth: 80,
        rect: { x: 0, y: 0, width: 80, height: 20 },
      },
    ];
    const env = fakeEnv('http://f4.localhost/?hf_frame=m4', items);
    applyHarnessFrame(env);

    env.send({ type: OVERFLOW_REQUEST, id: 'q1' }, 'http://evil.localhost:1');
    env.send({ type: OVERFLOW_REQUEST, id: 'q2' }, HARNESS, false);
    env.send({ type: OVERFLOW_REQUEST, id: 'q3', extra: true });
    env.send({ type: 'something-else', id: 'q4' });
    expect(env.replies).toEqual([]);

    env.send({ type: OVERFLOW_REQUEST, id: 'q5' });
    expect(env.replies).toEqual([
      { message: { type: OVERFLOW_REPORT, id: 'q5', frame: 'm4', items }, origin: HARNESS },
    ]);
  });
});

describe('measureOverflow', () => {
  const box = (el: HTMLElement, scrollWidth: number, clientWidth: number) => {
    Object.defineProperty(el, 'scrollWidth', { value: scrollWidth });
    Object.defineProperty(el, 'clientWidth', { value: clientWidth });
  };

  it('lists text elements wider than their box and nothing else', () => {
    document.body.innerHTML =
      '<div id="a">Confirm the purchase order</div><div id="b">OK</div><div id="c"><span></span></div>';
    box(document.getElementById('a')!, 180, 100);
    box(document.getElementById('b')!, 40, 40);
    box(document.getElementById('c')!, 300, 100);

    const found = measureOverflow(document);
    expect(found.map((f) => f.text)).toEqual(['Confirm the purchase order']);
    expect(found[0]).toMatchObject({ tag: 'div', scrollWidth: 180, clientWidth: 100 });
  });
});

describe('the module on import', () => {
  it('is inert in a page that is not a harness frame', async () => {
    const spy = vi.spyOn(window.history, 'replaceState');
    const mod = await import('./harness-bridge');
    expect(mod.harnessFrame).toBeNull();
    expect(mod.harnessFrameTheme()).toBeNull();
    expect(spy).not.toHaveBeenCalled();
  });
});
