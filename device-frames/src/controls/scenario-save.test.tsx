// "Save as scenario": what is sent (the world now + the frames), an existing name replaced only
// when asked, a bad name stopped before anything is sent, and the file offered as a download.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { HarnessApi } from '../../../src/electron/shared/harness-api';
import { LAYOUT_KEY } from '../frames/layout';
import { HarnessProvider } from '../harness-context';
import { DEFAULT_ENDPOINTS } from '../host/browser-adapter';

import { createFakeMock, framesNow, HarnessProbe, SNAPSHOT } from './scenario-testing';
import { WorldPanel } from './world-panel';

let mock = createFakeMock();
const saveFile = vi.fn<HarnessApi['saveFile']>();
const api = {
  host: 'browser',
  endpoints: () => Promise.resolve(DEFAULT_ENDPOINTS),
  saveFile,
} as unknown as HarnessApi;
const Wrapper = ({ children }: { children: ReactNode }) => (
  <HarnessProvider api={api} endpoints={DEFAULT_ENDPOINTS}>
    {children}
  </HarnessProvider>
);

const FRAMES = [
  {
    id: 1,
    deviceId: 'iphone-se',
    language: 'en',
    theme: 'black',
    user: '13800000007',
    route: '/warehouse',
  },
  { id: 4, deviceId: 'pixel-7', isLandscape: true, language: 'yn', user: null, route: '/home' },
];
const SAVED_FRAMES = [
  {
    device: 'iphone-se',
    landscape: false,
    language: 'en',
    theme: 'black',
    user: '13800000007',
    route: '/warehouse',
  },
  { device: 'pixel-7', landscape: true, language: 'yn', theme: 'red', user: null, route: '/home' },
];

const fillIn = async (name: string, description: string) => {
  const user = userEvent.setup();
  render(
    <>
      <WorldPanel />
      <HarnessProbe />
    </>,
    { wrapper: Wrapper },
  );
  await screen.findByRole('option', { name: 'two-traders' });
  if (name) await user.type(screen.getByLabelText('scenario name'), name);
  if (description) await user.type(screen.getByLabelText('scenario description'), description);
  return user;
};
const notices = () => framesNow(screen.getByRole('list', { name: 'notices' }));

describe('saving the world as a scenario', () => {
  beforeEach(() => {
    mock = createFakeMock();
    mock.scenarios = [{ name: 'two-traders', description: 'two' }];
    vi.stubGlobal('fetch', vi.fn(mock.fetch));
    saveFile.mockReset().mockResolvedValue({ saved: true });
    const layout = { version: 1, nextId: 5, zoom: 'fit', view: 'frames', frames: FRAMES };
    localStorage.setItem(LAYOUT_KEY, JSON.stringify(layout));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("sends the world of the frames' users with the frames, then lists and selects it", async () => {
    const user = await fillIn('lunch-trader', 'The trader at lunch');
    await user.click(screen.getByRole('button', { name: 'save as scenario' }));
    await waitFor(() => expect(notices()).toEqual(['scenario lunch-trader saved']));
    expect(mock.snapshots).toEqual(['13800000007']);
    expect(mock.saves).toEqual([
      {
        url: '/__harness/scenarios/lunch-trader',
        body: {
          description: 'The trader at lunch',
          ...SNAPSHOT,
          user: '13800000007',
          frames: SAVED_FRAMES,
        },
      },
    ]);
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLSelectElement>('scenario').value).toBe('lunch-trader'),
    );
  });

  it('replaces an existing scenario only after "replace"', async () => {
    const user = await fillIn('two-traders', 'Again');
    await user.click(screen.getByRole('button', { name: 'save as scenario' }));
    const question = await screen.findByRole('alert');
    expect(question.textContent).toContain('Scenario two-traders exists already. Replace it?');
    expect(notices()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'replace' }));
    await waitFor(() => expect(notices()).toEqual(['scenario two-traders saved']));
    expect(mock.saves.map((s) => s.url)).toEqual([
      '/__harness/scenarios/two-traders',
      '/__harness/scenarios/two-traders?replace=1',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stops a bad name or a missing description before sending anything', async () => {
    const user = await fillIn('Lunch Trader', '');
    await user.click(screen.getByRole('button', { name: 'save as scenario' }));
    expect(screen.getByRole('alert').textContent).toContain('lowercase letters, digits and "-"');
    await user.clear(screen.getByLabelText('scenario name'));
    await user.type(screen.getByLabelText('scenario name'), 'lunch-trader');
    await user.click(screen.getByRole('button', { name: 'download file' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Write a description: the scenario list shows it.',
    );
    expect(mock.snapshots).toEqual([]);
    expect(mock.saves).toEqual([]);
    expect(saveFile).not.toHaveBeenCalled();
  });

  it("shows the mock's reason when it refuses the file", async () => {
    mock.saveStatus = 400;
    const user = await fillIn('lunch-trader', 'x');
    await user.click(screen.getByRole('button', { name: 'save as scenario' }));
    expect((await screen.findByRole('alert')).textContent).toBe('frames.0.route: bad route');
    expect(notices()).toEqual([
      'error: saving scenario lunch-trader failed: frames.0.route: bad route',
    ]);
  });

  it('downloads the same file, named after the scenario', async () => {
    const user = await fillIn('lunch-trader', 'For the ticket');
    await user.click(screen.getByRole('button', { name: 'download file' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [file, text] = saveFile.mock.calls[0]!;
    expect(file).toBe('lunch-trader.json');
    expect(JSON.parse(String(text))).toEqual({
      description: 'For the ticket',
      ...SNAPSHOT,
      user: '13800000007',
      frames: SAVED_FRAMES,
    });
    expect(mock.saves).toEqual([]);
    expect(notices()).toEqual(['lunch-trader.json saved']);
  });
});
