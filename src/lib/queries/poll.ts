// How often live data is asked again. Polls run as each query says, except in a harness frame whose
// polls are held (`hf_poll=held`, device-frames/README.md): there a screen changes only when it
// opens the first time or a write refreshes it (lib/queries/writes.ts), so support and QA can look
// at one state, and tests can tell a write's refresh from a poll.
//
// A poll waits its interval after each reply (TanStack restarts `refetchInterval` on every update of
// the query), so its period is interval + reply time. A fixed cadence from the first request was
// tried (issue 24) and stopped polls in the browser (a funds lifecycle e2e saw its list and message
// polls go silent), so it was taken out until that is understood.
import { harnessFrame } from '@/lib/harness-frame';

const isHeld = (): boolean => harnessFrame?.polls === 'held';

/** A poll interval for `refetchInterval`, or false while polls are held. */
export const livePoll = (ms: number): number | false => (isHeld() ? false : ms);

/** The same inside a `refetchInterval` function that picks the interval from the query. */
export const livePollOf = (_query: object, ms: number): number | false => livePoll(ms);

/** How long live data counts as fresh: as given, or until a write refreshes it while held. */
export const liveStaleTime = (ms: number): number => (isHeld() ? Infinity : ms);
