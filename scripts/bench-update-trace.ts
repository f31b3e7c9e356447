// Main-thread work per poll update, from a Chromium trace (scripts/bench-interaction.ts, part d).
// Method: the page is traced (devtools.timeline categories) while it polls. For every reply of the
// polled endpoint (ResourceFinish of a request whose URL matches) we take the renderer main
// thread's tasks (RunTask) from the one in which the reply finishes, then every task that starts
// within GAP_MS of the previous one's end (TanStack's notify timer, React's scheduler slices, the
// frame that paints the result), and sum their durations: the main-thread time one update costs,
// under the CPU throttling in force. It also counts whatever else happens to run in that burst
// (another poll's reply at the same moment, a timer) — an upper bound, not a React-only figure.
// The longest single task of the burst is kept too (what a tap landing during the update waits).

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { requestId?: string; url?: string } };
}

export interface UpdateCost {
  /** Sum of the burst's task durations (ms). */
  work: number;
  /** Its longest task (ms). */
  longest: number;
  /** Tasks in the burst. */
  tasks: number;
}

const GAP_MS = 10;
/** A burst never spans more than this (ms) — a poll every second must not merge with the next. */
const MAX_SPAN_MS = 400;

export const updateCosts = (traceJson: string, urlPart: string): UpdateCost[] => {
  const parsed = JSON.parse(traceJson) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const urls = new Map<string, string>();
  for (const e of events) {
    if (e.name === 'ResourceSendRequest' && e.args?.data?.requestId && e.args.data.url) {
      urls.set(e.args.data.requestId, e.args.data.url);
    }
  }
  const finishes = events.filter(
    (e) =>
      e.name === 'ResourceFinish' &&
      (urls.get(e.args?.data?.requestId ?? '') ?? '').includes(urlPart),
  );
  if (finishes.length === 0) return [];
  // The renderer main thread is where the page's requests were sent from.
  const send = events.find(
    (e) => e.name === 'ResourceSendRequest' && (e.args?.data?.url ?? '').includes(urlPart),
  )!;
  const tasks = events
    .filter(
      (e) =>
        e.name === 'RunTask' && e.ph === 'X' && e.pid === send.pid && e.tid === send.tid && e.dur,
    )
    .sort((a, b) => a.ts - b.ts);
  return finishes.map((f) => {
    let i = tasks.findIndex((t) => t.ts + (t.dur ?? 0) >= f.ts);
    if (i < 0) return { work: 0, longest: 0, tasks: 0 };
    const start = tasks[i]!.ts;
    let end = tasks[i]!.ts + tasks[i]!.dur!;
    let work = 0;
    let longest = 0;
    let count = 0;
    for (; i < tasks.length; i++) {
      const t = tasks[i]!;
      if (count > 0 && (t.ts - end > GAP_MS * 1000 || t.ts - start > MAX_SPAN_MS * 1000)) break;
      work += t.dur! / 1000;
      longest = Math.max(longest, t.dur! / 1000);
      end = Math.max(end, t.ts + t.dur!);
      count++;
    }
    return { work, longest, tasks: count };
  });
};
