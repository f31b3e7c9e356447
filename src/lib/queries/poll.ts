// How often live data is asked again. Polls run as each query says, except in a harness frame whose
// polls are held (`hf_poll=held`, device-frames/README.md): there a screen changes only when it
// opens the first time or a write refreshes it (lib/queries/writes.ts), so support and QA can look
// at one state, and tests can tell a write's refresh from a poll.
//
// A poll keeps a fixed cadence from its first request. TanStack restarts a query's
// `refetchInterval` timer on every update of the query (request sent, reply in), so a plain number
// waits a whole interval after each reply: the period becomes interval + latency, and a slow reply
// pushes every later poll back (the soak bench's "dropped polls"). Given as a function, the
// interval is asked again at each of those restarts: it answers the time left to the next tick of
// the query's own grid. Never two requests of one poll in flight: a tick that finds the previous
// request still out joins it (TanStack's fetch), so a slow reply costs that one tick, and a
// refresh (a write) cancels the poll it overtakes, whose late reply is then dropped.
import { harnessFrame } from '@/lib/harness-frame';

const isHeld = (): boolean => harnessFrame?.polls === 'held';

/** When each polled query (TanStack's Query object) started its grid. */
const grids = new WeakMap<object, number>();

/** Time left to the query's next tick, in (0, ms]: 0 would stop TanStack's poll. */
const untilNextTick = (query: object, ms: number): number => {
  const now = Date.now();
  const start = grids.get(query) ?? now;
  grids.set(query, start);
  return ms - ((now - start) % ms);
};

/** A poll every `ms` on a fixed cadence for `refetchInterval`, or false while polls are held. */
export const livePoll =
  (ms: number) =>
  (query: object): number | false =>
    livePollOf(query, ms);

/** The same inside a `refetchInterval` function that picks the interval from the query. */
export const livePollOf = (query: object, ms: number): number | false =>
  isHeld() ? false : untilNextTick(query, ms);

/** How long live data counts as fresh: as given, or until a write refreshes it while held. */
export const liveStaleTime = (ms: number): number => (isHeld() ? Infinity : ms);
