// The support-bundle panel and a replayed frame's badge against a fake mock: what support sees of
// a file, and what opening and ending a replay sends and does to the frames.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { InHarness, reply } from '../backoffice/desk-testing';
import { useHarness } from '../harness-context';

import { BundlePanel } from './bundle-panel';
import { TEST_BUNDLE } from './bundle-testing';
import { ReplayBadge } from './replay-badge';

const BUNDLE = { ...TEST_BUNDLE, serverOffsetMs: 2000, isTruncated: true };

const mock = {
  replays: [] as object[],
  sent: [] as { method: string; path: string; body: string }[],
};

const fakeFetch = (url: string, init?: RequestInit) => {
  const path = url.replace('/__mock/8091', '');
  const method = init?.method ?? 'GET';
  if (method !== 'GET') mock.sent.push({ method, path, body: String(init?.body ?? '') });
  if (path === '/api/user/login.do') {
    const phone = new URLSearchParams(String(init?.body)).get('phone');
    return reply({ status: 0, data: { token: `token-${phone}` } });
  }
  if (path === '/__harness/replays' && method === 'POST') {
    const { frame } = JSON.parse(String(init?.body)) as { frame: string };
    const summary = { frame, createdAt: BUNDLE.createdAt, timeZoneOffsetMinutes: 480 };
    mock.replays = [{ ...summary, answered: { bundle: 4, fixtures: 1 } }];
    return reply(summary, 201);
  }
  if (path.startsWith('/__harness/replays/') && method === 'DELETE') {
    mock.replays = [];
    return reply({ ended: 1 });
  }
  if (path === '/__harness/replays') return reply({ replays: mock.replays });
  return reply({});
};

/** The frames as the layout holds them, with the token each was (re)loaded with. */
const Frames = () => {
  const { layout, runs } = useHarness();
  return (
    <ul aria-label="frames">
      {layout.frames.map((f) => (
        <li key={f.id}>
          {[`f${f.id}`, f.language, f.theme, f.route, f.user ?? 'visitor', runs[f.id]?.token]
            .filter((part) => part)
            .join(' ')}
        </li>
      ))}
    </ul>
  );
};

const choose = async (doc: unknown) => {
  const user = userEvent.setup();
  render(
    <>
      <BundlePanel />
      <ReplayBadge id={2} />
      <Frames />
    </>,
    { wrapper: InHarness },
  );
  const file = new File([JSON.stringify(doc)], 'support-bundle.json', { type: 'application/json' });
  await user.upload(screen.getByLabelText('bundle file'), file);
  return user;
};

const frames = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('support bundle panel', () => {
  beforeEach(() => {
    localStorage.clear();
    Object.assign(mock, { replays: [], sent: [] });
    vi.stubGlobal('fetch', vi.fn(fakeFetch));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says a file is not a bundle and offers nothing to open', async () => {
    await choose({ version: 1, user: { phone: '13800000001' }, rows: {} });
    expect((await screen.findByRole('alert')).textContent).toMatch(/not a support bundle/);
    expect(screen.queryByRole('button', { name: 'open in a new frame' })).toBeNull();
  });

  it('shows the summary, replays in a new frame signed in as the fallback user, and ends it', async () => {
    const user = await choose(BUNDLE);
    const summary = await screen.findByTestId('bundle-summary');
    expect(summary.textContent).toContain('1.4.0 · abc1234 · production');
    expect(summary.textContent).toContain('2026-11-18 10:00:00 (UTC+08:00)');
    expect(summary.textContent).toContain('yes: older replies were dropped');
    expect(screen.getByLabelText('fallback user')).toHaveProperty('value', '13800000001');

    await user.click(screen.getByRole('button', { name: 'open in a new frame' }));
    expect(
      await screen.findByText('f2 tww black /warehouse 13800000001 token-13800000001'),
    ).toBeTruthy();
    expect(frames()[0]).toBe('f1 zh-CN red /home visitor');
    const started = mock.sent.find((s) => s.path === '/__harness/replays');
    expect(JSON.parse(started?.body ?? '{}')).toEqual({ frame: 'f2', bundle: BUNDLE });
    // The clock is left alone unless asked.
    expect(mock.sent.some((s) => s.path === '/__harness/clock')).toBe(false);

    const badge = await screen.findByTestId('replay-badge');
    expect(badge.getAttribute('title')).toContain('4 calls from the bundle, 1 from the fixtures');
    await user.click(screen.getByRole('button', { name: 'end replay' }));
    expect(mock.sent.at(-1)).toMatchObject({ method: 'DELETE', path: '/__harness/replays/f2' });
    await vi.waitFor(() => expect(screen.queryByTestId('replay-badge')).toBeNull());
  });

  it("opens a visitor's bundle as a visitor, and sets the mock clock when asked", async () => {
    const user = await choose({ ...BUNDLE, isLoggedIn: false });
    expect(screen.getByLabelText('fallback user')).toHaveProperty('value', '');
    await user.click(screen.getByLabelText("set the mock clock to the bundle's time"));
    await user.click(screen.getByRole('button', { name: 'open in a new frame' }));
    expect(await screen.findByText('f2 tww black /warehouse visitor')).toBeTruthy();
    const clock = mock.sent.find((s) => s.path === '/__harness/clock');
    expect(JSON.parse(clock?.body ?? '{}')).toEqual({ at: Date.parse('2026-11-18T02:00:02.000Z') });
  });
});
