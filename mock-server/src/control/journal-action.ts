// Back-office actions in the request journal. The journal leaves the control API's own traffic out
// (journal.ts), yet a review that moves a trader's money — a deposit approved, a withdrawal paid,
// rejected — must show on the harness timeline beside the app's calls it explains. A control
// route records it here: one entry with the path it was called on, the owner's id (so a frame's
// filter shows it), its HTTP status and a note saying what happened.
import type { Clock } from '../clock';

import type { Journal } from './journal';

export interface ControlAction {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The control path called, e.g. `/__harness/money/withdrawals/12/reject`. */
  path: string;
  /** Whose money it was about. */
  userId?: number | null;
  status: number;
  /** What happened, shown in the timeline. */
  note: string;
  /** The JSON the control API answered (a sample, as for app calls). */
  reply?: unknown;
  params?: Record<string, string>;
}

export const journalControlAction = (journal: Journal, clock: Clock, action: ControlAction) => {
  const body = action.reply === undefined ? undefined : JSON.stringify(action.reply).slice(0, 2048);
  return journal.record({
    time: clock.now(),
    method: action.method,
    path: action.path,
    params: action.params ?? {},
    hasToken: false,
    ...(action.userId == null ? {} : { userId: action.userId }),
    status: action.status,
    latencyMs: 0,
    ...(body === undefined ? {} : { body }),
    bodyBytes: body === undefined ? 0 : Buffer.byteLength(body),
    note: action.note,
  });
};
