// The harness's shared state: the host, the control client, the persisted layout, and each
// frame's current load (a counter that remounts its iframe plus the one-off parameters of that
// load: a fresh token, a cold start). Panels change the mock through the client and then ask for
// the frames that are affected to reload.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

import type { HarnessApi, HarnessEndpoints } from '../../src/electron/shared/harness-api';

import { createControlClient, type ControlClient } from './controls/control-client';
import { accountByPhone } from './frames/accounts';
import { loadLayout, saveLayout, type Layout } from './frames/layout';
import { defineTexts, useTexts } from './i18n/harness-language';

const NOTICE_TEXTS = defineTexts({
  en: {
    failed: (label: string, why: string) => `${label} failed: ${why}`,
    noPassword: (phone: string) =>
      `no password known for ${phone}: type it in the frame's user field`,
    loginFailed: (phone: string, why: string) => `login of ${phone} failed: ${why}`,
  },
  'zh-CN': {
    failed: (label: string, why: string) => `${label}失败：${why}`,
    noPassword: (phone: string) => `不知道 ${phone} 的密码：请在设备窗口的用户栏中输入`,
    loginFailed: (phone: string, why: string) => `${phone} 登录失败：${why}`,
  },
});

export interface FrameRun {
  nonce: number;
  token?: string;
  isColdStart?: boolean;
}

export interface Notice {
  id: number;
  text: string;
  isError: boolean;
}

export interface ReloadOptions {
  isColdStart?: boolean;
}

interface HarnessState {
  api: HarnessApi;
  endpoints: HarnessEndpoints;
  control: ControlClient;
  layout: Layout;
  setLayout: (change: (layout: Layout) => Layout) => void;
  runs: Record<number, FrameRun>;
  reload: (ids: readonly number[], options?: ReloadOptions) => void;
  /** Loads a frame afresh with these one-off parameters (e.g. a token logged in beforehand). */
  loadFrame: (id: number, run: Omit<FrameRun, 'nonce'>) => void;
  /** Logs the frame in as `phone` (null: visitor) and reloads it with the new session. */
  signIn: (id: number, phone: string | null, password?: string) => Promise<void>;
  notices: Notice[];
  notify: (text: string, isError?: boolean) => void;
  /** Runs a control action, reporting its failure as a notice; resolves true on success. */
  act: (label: string, action: () => Promise<unknown>) => Promise<boolean>;
}

const HarnessContext = createContext<HarnessState | null>(null);

export const useHarness = (): HarnessState => {
  const state = useContext(HarnessContext);
  if (!state) throw new Error('useHarness outside HarnessProvider');
  return state;
};

interface ProviderProps {
  api: HarnessApi;
  endpoints: HarnessEndpoints;
  children: ReactNode;
}

let noticeId = 0;

export const HarnessProvider = ({ api, endpoints, children }: ProviderProps) => {
  const control = useMemo(() => createControlClient(endpoints.mockOrigin), [endpoints]);
  const [layout, setLayoutState] = useState<Layout>(() => loadLayout(localStorage));
  const [runs, setRuns] = useState<Record<number, FrameRun>>({});
  const [notices, setNotices] = useState<Notice[]>([]);
  const t = useTexts(NOTICE_TEXTS);

  useEffect(() => saveLayout(localStorage, layout), [layout]);

  const setLayout = useCallback((change: (l: Layout) => Layout) => setLayoutState(change), []);

  const notify = useCallback((text: string, isError = false) => {
    const notice = { id: ++noticeId, text, isError };
    setNotices((list) => [...list.slice(-4), notice]);
    setTimeout(() => setNotices((list) => list.filter((n) => n.id !== notice.id)), 6000);
  }, []);

  const act = useCallback(
    async (label: string, action: () => Promise<unknown>) => {
      try {
        await action();
        notify(label);
        return true;
      } catch (e) {
        notify(t.failed(label, e instanceof Error ? e.message : String(e)), true);
        return false;
      }
    },
    [notify, t],
  );

  const load = useCallback((id: number, extra: Omit<FrameRun, 'nonce'>) => {
    setRuns((all) => ({ ...all, [id]: { nonce: (all[id]?.nonce ?? 0) + 1, ...extra } }));
  }, []);

  const reload = useCallback(
    (ids: readonly number[], options: ReloadOptions = {}) => {
      for (const id of ids) load(id, { isColdStart: options.isColdStart });
    },
    [load],
  );

  const signIn = useCallback(
    async (id: number, phone: string | null, password?: string) => {
      if (phone === null) {
        load(id, { token: '' });
        return;
      }
      const secret = password ?? accountByPhone(phone)?.password;
      if (!secret) {
        notify(t.noPassword(phone), true);
        return;
      }
      try {
        load(id, { token: await control.login(phone, secret) });
      } catch (e) {
        notify(t.loginFailed(phone, e instanceof Error ? e.message : String(e)), true);
      }
    },
    [control, load, notify, t],
  );

  const value = useMemo<HarnessState>(
    () => ({
      api,
      endpoints,
      control,
      layout,
      setLayout,
      runs,
      reload,
      loadFrame: load,
      signIn,
      notices,
      notify,
      act,
    }),
    [api, endpoints, control, layout, setLayout, runs, reload, load, signIn, notices, notify, act],
  );
  return <HarnessContext.Provider value={value}>{children}</HarnessContext.Provider>;
};
