// Failure hooks: make a store operation fail on purpose, to reach replies that the happy path
// never produces (e.g. reg.do's status-0 "注册出错, 请重试" on a failed insert). Armed faults are
// consumed one call at a time. A later control API (`/__harness/`) arms them over HTTP.
export type FaultName = 'user.insert';

export class Faults {
  private readonly armed = new Map<FaultName, number>();

  /** The next `times` operations named `name` fail. */
  arm(name: FaultName, times = 1): void {
    this.armed.set(name, (this.armed.get(name) ?? 0) + times);
  }

  /** True (and one use consumed) when the operation should fail now. */
  take(name: FaultName): boolean {
    const left = this.armed.get(name) ?? 0;
    if (left <= 0) return false;
    if (left === 1) this.armed.delete(name);
    else this.armed.set(name, left - 1);
    return true;
  }

  clear(): void {
    this.armed.clear();
  }
}
