// Splitting long work: awaiting nextTask() ends the current task, so the browser can paint and
// answer a tap before the rest runs (a microtask, e.g. an awaited resolved promise, would not).
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
