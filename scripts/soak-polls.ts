// The dropped-poll count of the soak bench (scripts/bench-soak.ts), apart so it can be tested. A
// poll series is one request (path, query and body) the page asked 3+ times; its cadence is the
// median gap between starts (the app polls on a fixed cadence: TanStack's `refetchInterval` is a
// setInterval that skips a tick while the previous request is still in flight). A gap longer than
// 1.5 cadences is a drop, its missing polls counted, and its likely cause named:
//  - 'reply late': the previous reply came after the tick was due, so that tick was skipped
//    (no two requests of one poll in flight) — the mock or the network was slow;
//  - 'waited after the reply': the request came one cadence after the previous reply, not after
//    the previous request — a poll whose period is interval + latency (the app's fault);
//  - 'main thread busy': a long task (> 50 ms) ran between the due tick and the late request;
//  - 'timer late': neither — the renderer ran the timer late (throttled or starved of CPU).
// Times are the browser's own (request start and reply end), not when the bench heard of them,
// so a busy bench process cannot make gaps appear.

export interface Sent {
  start: number;
  /** When the reply ended, or undefined if none came. */
  end: number | undefined;
}

export interface LongTask {
  start: number;
  duration: number;
}

export type DropCause = 'reply late' | 'waited after the reply' | 'main thread busy' | 'timer late';

export interface Drop {
  at: number;
  gap: number;
  missing: number;
  cause: DropCause;
  /** What backs the cause: the late reply's duration or the long tasks' total, in ms. */
  evidence: number;
}

export interface PollSeries {
  key: string;
  count: number;
  cadence: number;
  mean: number;
  longest: number;
  dropped: number;
  drops: Drop[];
}

/** A gap counts as a drop past this many cadences. */
export const DROP_FACTOR = 1.5;

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const causeOf = (prev: Sent, next: Sent, cadence: number, tasks: LongTask[]) => {
  const due = prev.start + cadence;
  if (prev.end === undefined || prev.end > due) {
    return { cause: 'reply late' as const, evidence: (prev.end ?? next.start) - prev.start };
  }
  const latency = prev.end - prev.start;
  if (latency > 0.2 * cadence && Math.abs(next.start - (prev.end + cadence)) <= 0.1 * cadence) {
    return { cause: 'waited after the reply' as const, evidence: latency };
  }
  const busy = tasks
    .filter((t) => t.start < next.start && t.start + t.duration > due)
    .reduce((n, t) => n + t.duration, 0);
  return busy > 0
    ? { cause: 'main thread busy' as const, evidence: busy }
    : { cause: 'timer late' as const, evidence: 0 };
};

/** One poll series: cadence, drops (with causes) and the polls missing after the last one. */
export const pollSeries = (
  key: string,
  sent: Sent[],
  tasks: LongTask[],
  endOfRun: number,
): PollSeries => {
  const list = [...sent].sort((a, b) => a.start - b.start);
  const gaps = list.slice(1).map((s, i) => s.start - list[i]!.start);
  const cadence = median(gaps);
  const missing = (gap: number) =>
    gap > DROP_FACTOR * cadence ? Math.max(1, Math.round(gap / cadence) - 1) : 0;
  const drops: Drop[] = [];
  gaps.forEach((gap, i) => {
    const n = missing(gap);
    if (n > 0) {
      const prev = list[i]!;
      drops.push({
        at: prev.start,
        gap,
        missing: n,
        ...causeOf(prev, list[i + 1]!, cadence, tasks),
      });
    }
  });
  const last = list[list.length - 1]!;
  const tail = missing(endOfRun - last.start);
  if (tail > 0) {
    const still = { start: endOfRun, end: undefined };
    drops.push({
      at: last.start,
      gap: endOfRun - last.start,
      missing: tail,
      ...causeOf(last, still, cadence, tasks),
    });
  }
  return {
    key,
    count: list.length,
    cadence,
    mean: (last.start - list[0]!.start) / gaps.length,
    longest: Math.max(...gaps),
    dropped: drops.reduce((n, d) => n + d.missing, 0),
    drops,
  };
};

/** Every series asked 3+ times, most requests first. */
export const pollReport = (
  requests: Map<string, Sent[]>,
  tasks: LongTask[],
  endOfRun: number,
): PollSeries[] =>
  [...requests.entries()]
    .filter(([, sent]) => sent.length >= 3)
    .map(([key, sent]) => pollSeries(key, sent, tasks, endOfRun))
    .sort((a, b) => b.count - a.count);

/** "2 reply late (1.2–1.4 s), 1 timer late": the drops of a series by cause. */
export const describeDrops = (drops: Drop[]): string => {
  const by = new Map<DropCause, Drop[]>();
  for (const d of drops) by.set(d.cause, [...(by.get(d.cause) ?? []), d]);
  return [...by.entries()]
    .map(([cause, ds]) => {
      const ev = ds.map((d) => d.evidence).filter((e) => e > 0);
      const range = ev.length
        ? ` (${cause === 'main thread busy' ? 'long tasks' : 'reply'} ${(Math.min(...ev) / 1000).toFixed(2)}–${(Math.max(...ev) / 1000).toFixed(2)} s)`
        : '';
      return `${ds.reduce((n, d) => n + d.missing, 0)} ${cause}${range}`;
    })
    .join(', ');
};
