// The control API's new-share desk (`/__harness/new-shares`, mock-server/src/control/
// new-share-routes.ts), reached through the page's own origin like every control call. The view's
// types are the mock's own (src/electron/shared/new-share-desk.ts).
import type { DeskView } from '../../../src/electron/shared/new-share-desk';

import { readControl, writeControl, type ControlOutcome, type Fetch } from './control-call';

export type DeskOutcome = ControlOutcome;

export const createNewSharesClient = (base: string, fetchImpl: Fetch = fetch) => {
  const root = `${base}/__harness/new-shares`;

  const send = (method: 'POST' | 'PUT', path: string, body: object = {}) =>
    writeControl(fetchImpl, `${root}${path}`, method, body);

  return {
    view: async (): Promise<DeskView> => {
      const body = (await readControl(fetchImpl, root)) as Partial<DeskView>;
      if (!Array.isArray(body.shares) || !Array.isArray(body.applications)) {
        throw new Error('the reply has no calendar');
      }
      return body as DeskView;
    },
    setRate: (rate: number): Promise<DeskOutcome> => send('PUT', '/rate', { rate }),
    draw: (code?: string): Promise<DeskOutcome> =>
      send('POST', '/draw', code === undefined ? {} : { code }),
    decide: (id: number, action: 'allot' | 'not-allot'): Promise<DeskOutcome> =>
      send('POST', `/applications/${id}/${action}`),
    list: (code: string): Promise<DeskOutcome> => send('POST', '/list', { code }),
    lapse: (code: string): Promise<DeskOutcome> => send('POST', '/lapse', { code }),
  };
};

export type NewSharesClient = ReturnType<typeof createNewSharesClient>;

/** Beijing "MM-dd HH:mm" of an instant (the mock's calendar is Beijing time). */
export const beijingShort = (ms: number | null): string =>
  ms == null ? '—' : new Date(ms + 8 * 3_600_000).toISOString().slice(5, 16).replace('T', ' ');
