import { describe, expect, it, vi } from 'vitest';

import { STORAGE_KEYS } from '@/config/storage-keys';
import {
  FRAME_STATE,
  OVERFLOW_REPORT,
  OVERFLOW_REQUEST,
  type MeasuredOverflow,
} from '@/electron/shared/frame-protocol';

import { applyHarnessFrame, measureOverflow, type BridgeEnv, type Shown } from './harness-bridge';

const HARNESS = 'http://localhost:18652';

interface FakeEnv extends BridgeEnv {
  replaced: string[];
  replies: { message: unknown; origin: string }[];
  send: (data: unknown, origin?: string, fromParent?: boolean) => void;
  /** What the app shows; `show` changes it and tells the bridge, as the page would. */
  shown: Shown;
  show: (change: Partial<Shown>) => void;
}

const fakeEnv = (href: string, items: MeasuredOverflow[] = []): FakeEnv => {
  const url = new URL(href);
  const listeners: ((event: MessageEvent) => void)[] = [];
  const watchers: (() => void)[] = [];
  const env: FakeEnv = {
    location: { hostname: url.hostname, href },
    history: { state: null, replaceState: (_s, _t, next) => void env.replaced.push(String(next)) },
    parentOrigin: HARNESS,
    addMessageListener: (listener) => void listeners.push(listener),
    reply: (message, origin) => void env.replies.push({ message, origin }),
    isFromParent: (event) => event.source === null,
    measure: () => items,
    readShown: () => env.shown,
    watchShown: (onChange) => void watchers.push(onChange),
    shown: { lang: null, theme: null, hash: url.hash },
    show: (change) => {
      env.shown = { ...env.shown, ...change };
      for (const watcher of watchers) watcher();
    },
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

describe('the frame tells its harness what it shows', () => {
  const states = (env: FakeEnv) => env.replies.filter((r) => isState(r.message));
  const isState = (m: unknown) => (m as { type?: string }).type === FRAME_STATE;

  it('posts once the app shows its language and theme, then on every change', () => {
    const env = fakeEnv('http://f2.localhost:5173/?hf_frame=f2#/home');
    applyHarnessFrame(env);
    // Still starting: nothing true to say yet.
    expect(states(env)).toEqual([]);

    env.show({ lang: 'zh-CN', theme: 'red' });
    env.show({ theme: 'black' });
    env.show({ lang: 'en' });
    env.show({ hash: '#/setting' });
    env.show({ hash: '#/setting' });

    expect(states(env)).toEqual(
      [
        { language: 'zh-CN', theme: 'red', route: '/home' },
        { language: 'zh-CN', theme: 'black', route: '/home' },
        { language: 'en', theme: 'black', route: '/home' },
        { language: 'en', theme: 'black', route: '/setting' },
      ].map((s) => ({ message: { type: FRAME_STATE, frame: 'f2', ...s }, origin: HARNESS })),
    );
  });

  it('reads the app language from its BCP-47 tag and says nothing for an unknown one', () => {
    const env = fakeEnv('http://f1.localhost/?hf_frame=f1#/home');
    applyHarnessFrame(env);
    env.show({ lang: 'fr', theme: 'red' });
    expect(states(env)).toEqual([]);
    env.show({ lang: 'zh-TW' });
    expect(states(env).map((r) => (r.message as { language: string }).language)).toEqual(['tww']);
  });

  it('tells only its embedder, and nothing off a frame host or outside a frame', () => {
    const framed = fakeEnv('http://f3.localhost/#/home');
    applyHarnessFrame(framed);
    framed.show({ lang: 'en', theme: 'red' });
    expect(states(framed).map((r) => r.origin)).toEqual([HARNESS]);

    const real = fakeEnv('https://trade.example.com/#/home');
    applyHarnessFrame(real);
    real.show({ lang: 'en', theme: 'red' });
    expect(real.replies).toEqual([]);

    const alone = fakeEnv('http://f4.localhost/#/home');
    alone.parentOrigin = null;
    applyHarnessFrame(alone);
    alone.show({ lang: 'en', theme: 'red' });
    expect(alone.replies).toEqual([]);
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
    await import('./harness-bridge');
    const frame = await import('./harness-frame');
    expect(frame.harnessFrame).toBeNull();
    expect(frame.harnessFrameTheme()).toBeNull();
    expect(spy).not.toHaveBeenCalled();
  });
});
