// After a close whose reply never came (timeout, dropped connection, empty body — the reference's
// sell.do swallows exceptions into an empty reply), the position is read again and compared with
// what it was: only a position that is clearly unchanged may be closed again. Never guess.

export type CloseOutcome =
  /** The requested shares are gone: the close went through. */
  | 'done'
  /** Same shares as before: nothing happened, a retry is safe. */
  | 'not-done'
  /** Something else changed (another close, an add-on): show the position, do not retry blindly. */
  | 'changed';

/**
 * `after` is the position's share count as read now among the open positions, or null when it is
 * no longer open. (A failed read is not an answer: callers do not call this then.)
 */
export const judgeCloseOutcome = (
  before: number,
  requested: number,
  after: number | null,
): CloseOutcome => {
  if (after === null) return requested >= before ? 'done' : 'changed';
  if (after === before) return 'not-done';
  if (after === before - requested) return 'done';
  return 'changed';
};
