// The control API's funding desk (`/__harness/funds`, mock-server/src/control/funds-routes.ts),
// reached through the page's own origin like every control call.
import { readControl, writeControl, type ControlOutcome, type Fetch } from './control-call';

/** One application as GET /__harness/funds lists it (domain/funds/back-office.ts). */
export interface FundsDeskRow {
  id: number;
  orderNumber: string | null;
  userId: number | null;
  phone: string | null;
  name: string | null;
  /** 0 pending, 1 trading, 2 rejected, 3 expired, 4 ended. */
  status: number;
  margin: number | null;
  lever: number | null;
  tradersCycle: number | null;
  payAmount: number | null;
  subaccountNumber: number | null;
  endTime: number | null;
  lineWarning: number | null;
  lineUnwind: number | null;
  openPositions: number;
  /** The sub-account's value now (2 dp text), for trading and expired ones. */
  value: string | null;
  auditOpinion: string | null;
}

export interface FundsDeskView {
  applications: FundsDeskRow[];
}

export type FundsLine = 'warning' | 'unwind';

export const createFundsClient = (base: string, fetchImpl: Fetch = fetch) => {
  const root = `${base}/__harness/funds`;
  const post = (id: number, action: string, body: object = {}): Promise<ControlOutcome> =>
    writeControl(fetchImpl, `${root}/applications/${id}/${action}`, 'POST', body);

  return {
    view: async (): Promise<FundsDeskView> => {
      const body = (await readControl(fetchImpl, root)) as Partial<FundsDeskView>;
      if (!Array.isArray(body.applications)) throw new Error('the reply has no applications');
      return body as FundsDeskView;
    },
    approve: (id: number) => post(id, 'approve'),
    reject: (id: number, reason: string) => post(id, 'reject', { reason }),
    end: (id: number) => post(id, 'end'),
    priceTo: (id: number, line: FundsLine) => post(id, 'price-to', { line }),
  };
};

export type FundsClient = ReturnType<typeof createFundsClient>;
