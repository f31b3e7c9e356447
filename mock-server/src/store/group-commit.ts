// Group commit (ADR 0019): changes are counted as they happen; a write takes everything recorded
// so far that no write has taken yet, puts it on disk in one synchronous append, and then releases
// every reply that was waiting for any of it. Up to `MAX_WRITES` writes overlap (the disk's latency,
// not its bandwidth, is what limits), but a change counts as durable only once every write before
// it is too: replies are released in order, never while an earlier change could still be lost.
export const MAX_WRITES = 3;

export type Done = (isDurable: boolean) => void;

export class GroupCommit {
  /** Changes recorded so far. */
  seq = 0;
  /** Changes on disk, with every change before them. */
  durable = 0;
  /** Changes some write has taken. */
  private taken = 0;
  /** Writes under way, oldest first: up to which change each covers, and whether it is done. */
  private readonly writes: { upTo: number; isDone: boolean }[] = [];
  private inFlight = 0;
  private readonly waiting: { seq: number; done: Done }[] = [];
  private isScheduled = false;
  private failure: unknown;

  /**
   * @param writeBatch takes everything recorded since the previous call before its first `await`,
   * and resolves once that is durable.
   */
  constructor(
    private readonly writeBatch: () => Promise<void>,
    private readonly log: (line: string) => void,
  ) {}

  /** One more change to make durable. */
  note(): void {
    this.seq++;
    this.schedule();
  }

  /** True when changes were recorded since `seq` and are not on disk yet. */
  isPendingSince(seq: number): boolean {
    return this.seq !== seq && this.durable < this.seq;
  }

  /** Calls `done(true)` once change `seq` is on disk, `done(false)` if it can never be. */
  whenDurable(seq: number, done: Done): void {
    if (this.failure !== undefined) done(false);
    else if (this.durable >= seq) done(true);
    else this.waiting.push({ seq, done });
  }

  /** Resolves when every change recorded so far is durable (rejects after a disk failure). */
  flush(): Promise<void> {
    return new Promise((ok, fail) =>
      this.whenDurable(this.seq, (isDurable) =>
        isDurable ? ok() : fail(new Error('the write-ahead log failed')),
      ),
    );
  }

  private schedule(): void {
    if (this.isScheduled || this.failure !== undefined) return;
    if (this.taken >= this.seq || this.inFlight >= MAX_WRITES) return;
    this.isScheduled = true;
    // After this turn's other callbacks: the requests answered together share the write.
    setImmediate(() => {
      this.isScheduled = false;
      this.start();
    });
  }

  private start(): void {
    if (this.failure !== undefined || this.taken >= this.seq) return;
    const write = { upTo: this.seq, isDone: false };
    this.taken = write.upTo;
    this.writes.push(write);
    this.inFlight++;
    this.writeBatch().then(
      () => {
        this.inFlight--;
        write.isDone = true;
        this.settle();
        this.schedule();
      },
      (error: unknown) => this.fail(error),
    );
  }

  /** Advances `durable` over the writes done in order and releases their replies. */
  private settle(): void {
    while (this.writes[0]?.isDone) this.durable = this.writes.shift()!.upTo;
    let released = 0;
    while (released < this.waiting.length && this.waiting[released]!.seq <= this.durable)
      released++;
    for (const { done } of this.waiting.splice(0, released)) done(true);
  }

  private fail(error: unknown): void {
    if (this.failure !== undefined) return;
    // The disk refused: nothing after this point can be promised, so nothing is.
    this.failure = error;
    this.log(
      `[mock] could not write the write-ahead log, state changes are refused: ${String(error)}`,
    );
    for (const { done } of this.waiting.splice(0)) done(false);
  }
}
