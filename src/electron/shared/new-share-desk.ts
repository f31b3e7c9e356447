// The control API's new-share desk view (`GET /__harness/new-shares`, ADR 0027): what the mock
// (mock-server/src/domain/new-shares/back-office.ts) sends and the harness's desk reads. Pure types,
// so the mock may import them too; the phases are the mock's unions, plain strings to the harness.

export interface DeskShare<Phase extends string = string> {
  id: number;
  code: string;
  name: string;
  type: number | null;
  market: string | null;
  price: number | null;
  subscribeAt: number | null;
  publishAt: number | null;
  reminderAt: number | null;
  deadline: number | null;
  listAt: number | null;
  phase: Phase;
  applications: number;
}

export interface DeskApplication<Phase extends string = string> {
  id: number;
  orderNo: string | null;
  userId: number | null;
  phone: string | null;
  realName: string | null;
  code: string;
  name: string | null;
  type: number | null;
  status: number | null;
  applyNums: number | null;
  applyNumber: number | null;
  bond: number | null;
  addTime: string | null;
  endTime: string | null;
  submitTime: string | null;
  fixTime: string | null;
  remarks: string | null;
  phase: Phase;
  /** What the seeded draw would decide at the current rate (meaningful while pending). */
  drawWouldAllot: boolean;
}

export interface DeskView<SharePhase extends string = string, AppPhase extends string = string> {
  /** The allotment rate of the seeded draw. */
  rate: number;
  /** The mock clock's now (epoch ms). */
  now: number;
  shares: DeskShare<SharePhase>[];
  applications: DeskApplication<AppPhase>[];
}
