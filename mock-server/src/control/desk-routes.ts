// What the control API's desks (new shares, funding) share: the lifecycle's steps written to the
// journal under their owner's id, an id from the path, and the reply of one action — 200 with
// `{done}` or the domain's refusal (404 / 409) with `{error}` — journaled either way, so the harness
// timeline shows every back-office action beside the app's calls it explains.
import type { Response } from 'express';

import type { MockStore } from '../store/store';

import type { Journal } from './journal';
import { journalControlAction } from './journal-action';
import { badRequest, type Operation } from './operations';

/** What a domain rule made of an action: its result, or why not (HTTP status and text). */
export type DeskResult<T> =
  { ok: true; value: T } | { ok: false; status: 404 | 409; error: string };

export const mapOk = <T, U>(result: DeskResult<T>, f: (value: T) => U): DeskResult<U> =>
  result.ok ? { ok: true, value: f(result.value) } : result;

/** A desk's operations under its base path, for `GET /__harness/`. */
export const deskOperations = (
  base: string,
  rows: [method: Operation['method'], path: string, purpose: string][],
): Operation[] => rows.map(([method, path, purpose]) => ({ method, path: base + path, purpose }));

interface LifecycleEvent {
  step: string;
  userId?: number | null | undefined;
  note: string;
}

export const deskRoutes = (store: MockStore, journal: Journal, base: string) => ({
  /** The sink a lifecycle is attached to: each step, journaled as `<base>/lifecycle/<step>`. */
  lifecycleSink:
    (label: string) =>
    (s: MockStore, event: LifecycleEvent): void =>
      void journalControlAction(journal, s.clock, {
        method: 'POST',
        path: `${base}/lifecycle/${event.step}`,
        userId: event.userId ?? null,
        status: 200,
        note: `${label}: ${event.note}`,
      }),

  /** The path's id as a positive whole number; else a 400 is sent and undefined returned. */
  idOf: (res: Response, raw: string | undefined): number | undefined => {
    const id = Number(raw);
    if (Number.isInteger(id) && id > 0) return id;
    badRequest(res, 'id: a positive whole number');
    return undefined;
  },

  /** Answers one action (`path` below the base) and journals it under its owner's id. */
  reply: <T>(
    res: Response,
    path: string,
    result: DeskResult<T>,
    note: (value: T) => string,
    userId?: number | null,
  ): void => {
    const status = result.ok ? 200 : result.status;
    const body = result.ok ? { done: result.value } : { error: result.error };
    journalControlAction(journal, store.clock, {
      method: 'POST',
      path: base + path,
      userId: userId ?? null,
      status,
      note: result.ok ? `back office: ${note(result.value)}` : `back office: ${result.error}`,
      reply: body,
    });
    res.status(status).json(body);
  },
});
