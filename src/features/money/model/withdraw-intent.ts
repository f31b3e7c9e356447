// What the intent record of a withdrawal keeps (sessionStorage): the amount only. The funds
// password is sent with the request and never stored.
export interface WithdrawIntent {
  amt: string;
}

/** A stored record's params of this shape, else null (the record is dropped). */
export const parseWithdrawIntent = (v: unknown): WithdrawIntent | null =>
  typeof v === 'object' && v !== null && typeof (v as { amt?: unknown }).amt === 'string'
    ? { amt: (v as { amt: string }).amt }
    : null;
