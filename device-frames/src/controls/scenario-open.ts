// Opening a scenario in one go: the mock loads its world on fresh fixtures, then the harness's
// frames become the scenario's, each logged in as its user. The logins come first and the frames
// load once with their tokens; a frame whose user cannot log in opens as a visitor and says why.
import { useCallback } from 'react';

import { accountByPhone } from '../frames/accounts';
import { useHarness } from '../harness-context';
import { useTexts } from '../i18n/harness-language';

import type { ControlClient } from './control-client';
import { layoutWithScenarioFrames, layoutWithScenarioUser } from './scenario-frames';
import { SCENARIO_TEXTS } from './scenario-texts';

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

type Login = { token: string } | { phone: string; error: string };

const logIn = async (
  control: ControlClient,
  phone: string | null,
  noPassword: string,
): Promise<Login> => {
  if (phone === null) return { token: '' };
  const password = accountByPhone(phone)?.password;
  if (!password) return { phone, error: noPassword };
  try {
    return { token: await control.login(phone, password) };
  } catch (e) {
    return { phone, error: messageOf(e) };
  }
};

/** Resolves true when the world loaded (the frames then show it, logged in or not). */
export const useOpenScenario = (): ((name: string) => Promise<boolean>) => {
  const { control, layout, setLayout, loadFrame, notify } = useHarness();
  const t = useTexts(SCENARIO_TEXTS);
  return useCallback(
    async (name: string) => {
      let loaded: Awaited<ReturnType<ControlClient['loadScenario']>>;
      try {
        loaded = await control.loadScenario(name);
      } catch (e) {
        notify(t.openFailed(name, messageOf(e)), true);
        return false;
      }
      const next = loaded.frames?.length
        ? layoutWithScenarioFrames(layout, loaded.frames, loaded.user)
        : layoutWithScenarioUser(layout, loaded.user);
      const started = await Promise.all(
        next.frames.map(async (frame) => ({
          frame,
          login: await logIn(control, frame.user, t.noPassword),
        })),
      );
      const frames = started.map(({ frame, login }) =>
        'error' in login ? { ...frame, user: null } : frame,
      );
      setLayout(() => ({ ...next, frames }));
      for (const { frame, login } of started)
        loadFrame(frame.id, { token: 'token' in login ? login.token : '' });
      const failures = started.flatMap(({ login }) => ('error' in login ? [login] : []));
      for (const f of failures) notify(t.loginFailed(name, f.phone, f.error), true);
      if (failures.length === 0) notify(t.opened(name));
      return true;
    },
    [control, layout, setLayout, loadFrame, notify, t],
  );
};
