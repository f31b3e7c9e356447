// How often live data is asked again. Polls run as each query says, except in a harness frame whose
// polls are held (`hf_poll=held`, device-frames/README.md): there a screen changes only when it
// opens the first time or a write refreshes it (lib/queries/writes.ts), so support and QA can look
// at one state, and tests can tell a write's refresh from a poll.
import { harnessFrame } from '@/lib/harness-frame';

const isHeld = (): boolean => harnessFrame?.polls === 'held';

/** A poll interval, or false while polls are held. */
export const livePoll = (ms: number): number | false => (isHeld() ? false : ms);

/** How long live data counts as fresh: as given, or until a write refreshes it while held. */
export const liveStaleTime = (ms: number): number => (isHeld() ? Infinity : ms);
