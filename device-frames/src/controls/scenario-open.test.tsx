// Opening a scenario from the world panel, and from the page's address: the world loads and the
// harness's frames become the scenario's, each logged in as its user.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { InHarness } from '../backoffice/desk-testing';
import { LAYOUT_KEY } from '../frames/layout';

import { createFakeMock, framesNow, HarnessProbe } from './scenario-testing';
import { WorldPanel } from './world-panel';

const TWO_TRADERS = {
  name: 'two-traders',
  description: 'A trader and a visitor side by side',
  user: '13800000007',
  frames: [
    {
      device: 'iphone-se',
      landscape: false,
      language: 'en',
      theme: 'black',
      user: '13800000007',
      route: '/warehouse',
    },
    {
      device: 'pixel-7',
      landscape: true,
      language: 'yn',
      theme: 'red',
      user: null,
      route: '/home',
    },
  ],
};
const NO_FRAMES = { name: 'low-balance-trader', description: 'Only 150.00', user: '13800000001' };

let mock = createFakeMock();

const renderPanel = () =>
  render(
    <StrictMode>
      <InHarness>
        <WorldPanel />
        <HarnessProbe />
      </InHarness>
    </StrictMode>,
  );
const frames = () => framesNow(screen.getByRole('list', { name: 'frames now' }));
const notices = () => framesNow(screen.getByRole('list', { name: 'notices' }));

const openScenario = async (name: string) => {
  const user = userEvent.setup();
  renderPanel();
  await screen.findByRole('option', { name });
  await user.selectOptions(screen.getByLabelText('scenario'), name);
  await user.click(screen.getByRole('button', { name: 'open scenario' }));
};

describe('opening a scenario', () => {
  beforeEach(() => {
    mock = createFakeMock();
    mock.scenarios = [TWO_TRADERS, NO_FRAMES, { name: 'broken', error: 'broken.json: bad JSON' }];
    vi.stubGlobal('fetch', vi.fn(mock.fetch));
    // Three frames of the developer's own, the third logged in.
    const saved = {
      version: 1,
      nextId: 4,
      zoom: 'fit',
      view: 'frames',
      frames: [1, 2, 3].map((id) => ({ id, user: id === 3 ? '13800000002' : null })),
    };
    localStorage.setItem(LAYOUT_KEY, JSON.stringify(saved));
    window.history.replaceState(null, '', '/?mock=http://localhost:8091');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows what a scenario is before it is opened: description and frames', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole('option', { name: 'two-traders' });
    await user.selectOptions(screen.getByLabelText('scenario'), 'two-traders');
    expect(screen.getByText('A trader and a visitor side by side')).toBeTruthy();
    expect(framesNow(screen.getByRole('list', { name: 'scenario frames' }))).toEqual([
      'f1 · iPhone SE · en · black · 13800000007 · /warehouse',
      'f2 · Pixel 7 ⟲ · yn · red · visitor · /home',
    ]);
    expect(mock.loads).toEqual([]);
  });

  it("replaces the frames with the scenario's, each logged in as its user or a visitor", async () => {
    await openScenario('two-traders');
    await waitFor(() =>
      expect(frames()).toEqual([
        'f1 13800000007 /warehouse en black iphone-se · token token-13800000007',
        'f2 visitor /home yn red pixel-7 landscape · token ',
      ]),
    );
    expect(mock.loads).toEqual(['two-traders']);
    expect(mock.logins).toEqual(['13800000007']);
    expect(notices()).toEqual(['scenario two-traders opened']);
  });

  it('keeps the frames of a scenario without any, the first logging in as its user', async () => {
    await openScenario('low-balance-trader');
    await waitFor(() => expect(notices()).toEqual(['scenario low-balance-trader opened']));
    expect(frames()).toEqual([
      'f1 13800000001 /home zh-CN red iphone-14 · token token-13800000001',
      'f2 visitor /home zh-CN red iphone-14 · token ',
      'f3 13800000002 /home zh-CN red iphone-14 · token token-13800000002',
    ]);
  });

  it('says which user could not log in, and opens that frame as a visitor', async () => {
    mock.refusedLogins = ['13800000007'];
    await openScenario('two-traders');
    await waitFor(() =>
      expect(notices()).toEqual([
        'error: scenario two-traders: 13800000007 could not log in (账号已锁定); that frame opens as a visitor',
      ]),
    );
    expect(frames()[0]).toBe('f1 visitor /warehouse en black iphone-se · token ');
  });

  it('shows why an unreadable scenario cannot be opened', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole('option', { name: 'broken (cannot be read)' });
    await user.selectOptions(screen.getByLabelText('scenario'), 'broken');
    expect(screen.getByText('broken.json: bad JSON')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'open scenario' }).disabled).toBe(
      true,
    );
  });

  it('changes no frame when the mock cannot load it, and says why', async () => {
    window.history.replaceState(null, '', '/?scenario=no-such-thing');
    renderPanel();
    await waitFor(() =>
      expect(notices()).toEqual([
        'error: opening scenario no-such-thing failed: no scenario no-such-thing',
      ]),
    );
    expect(frames().map((f) => f.split(' ').slice(0, 2).join(' '))).toEqual([
      'f1 visitor',
      'f2 visitor',
      'f3 13800000002',
    ]);
    expect(mock.logins).toEqual([]);
  });

  it('opens the scenario named in the address once, and takes it out of the address', async () => {
    window.history.replaceState(null, '', '/?mock=http://localhost:8091&scenario=two-traders');
    renderPanel();
    await waitFor(() => expect(notices()).toEqual(['scenario two-traders opened']));
    expect(mock.loads).toEqual(['two-traders']);
    expect(window.location.search).toBe('?mock=http%3A%2F%2Flocalhost%3A8091');
    const select = screen.getByLabelText<HTMLSelectElement>('scenario');
    expect(select.value).toBe('two-traders');
    expect(
      within(screen.getByRole('list', { name: 'frames now' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });
});
