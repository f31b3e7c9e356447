// Money orders made the way a trader's app makes them (app endpoints, the trader's own login), so
// the back-office spec reviews real orders: a deposit with an uploaded proof (`inMoney.do`) and a
// withdrawal to the trader's card (`outMoney.do`). Their ids come from the control API's lists.
import type { APIRequestContext } from '@playwright/test';

import { PayChannelType } from '../../src/api/contracts/codes';
import type { MockControl } from '../e2e/control';
import { PNG_1PX } from '../e2e/pages/kyc.page';

interface Envelope<T> {
  status: number;
  msg?: string;
  data?: T;
}

export interface Trader {
  phone: string;
  password: string;
}

export interface Balances {
  userAmt: number;
  enableAmt: number;
}

const envelope = async <T>(reply: { json(): Promise<unknown> }, what: string): Promise<T> => {
  const body = (await reply.json()) as Envelope<T>;
  if (body.status !== 0) throw new Error(`${what}: ${JSON.stringify(body)}`);
  return body.data as T;
};

export class TraderApi {
  private constructor(
    private readonly api: APIRequestContext,
    private readonly origin: string,
    private readonly token: string,
  ) {}

  static async logIn(api: APIRequestContext, origin: string, user: Trader): Promise<TraderApi> {
    const reply = await api.post(`${origin}/api/user/login.do`, {
      form: { phone: user.phone, userPwd: user.password },
    });
    const { token } = await envelope<{ token: string }>(reply, `login ${user.phone}`);
    return new TraderApi(api, origin, token);
  }

  private post(path: string, form?: Record<string, string | number>) {
    return this.api.post(`${this.origin}${path}`, { headers: { USERTOKEN: this.token }, form });
  }

  async balances(): Promise<Balances> {
    return envelope<Balances>(await this.post('/user/getUserInfo.do'), 'user info');
  }

  /** A bank-transfer deposit under review, with a proof image uploaded first. */
  async deposit(amt: string, payer: string): Promise<void> {
    const upload = await this.api.post(`${this.origin}/user/upload.do`, {
      headers: { USERTOKEN: this.token },
      multipart: { upload_file: { name: 'proof.png', mimeType: 'image/png', buffer: PNG_1PX } },
    });
    const { url } = await envelope<{ url: string }>(upload, 'proof upload');
    const channels = await envelope<{ id: number; ctype: number }[]>(
      await this.post('/api/site/getPayInfo.do'),
      'channels',
    );
    const channel = channels.find((c) => c.ctype !== PayChannelType.DIGITAL_ASSET);
    if (!channel) throw new Error('no bank or Alipay channel is open');
    await envelope(
      await this.post('/user/recharge/inMoney.do', {
        amt,
        payType: 1,
        payId: channel.id,
        payUsername: payer,
        payUrl: url,
      }),
      'deposit',
    );
  }

  async withdraw(amt: string, fundsPassword: string): Promise<void> {
    await envelope(
      await this.post('/user/withdraw/outMoney.do', { amt, withPwd: fundsPassword }),
      'withdrawal',
    );
  }
}

interface Row {
  id: number;
  userId: number | null;
  phone: string | null;
}

/** The newest order under review of one trader, as the back office lists it. */
export const newestPending = async (
  control: MockControl,
  list: 'deposits' | 'withdrawals',
  phone: string,
): Promise<number> => {
  const { rows } = await control.get<{ rows: Row[] }>(`/money/${list}?status=0`);
  const ids = rows.filter((r) => r.phone === phone).map((r) => r.id);
  if (ids.length === 0) throw new Error(`no pending ${list} of ${phone}`);
  return Math.max(...ids);
};
