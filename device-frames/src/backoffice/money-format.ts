// Figures as the mock booked them, to the cent, without float arithmetic: the digits are grouped
// and padded as text, never rounded, so a booking with more than two decimals shows as it is.
import type { PendingDeposit, PendingWithdrawal } from './money-client';

const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;

/** `5000` → `¥5,000.00`, `'1234.5'` → `¥1,234.50`; anything else is shown unchanged. */
export const formatYuan = (value: number | string | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = PLAIN.exec(text);
  if (!match) return `¥${text}`;
  const [, sign = '', whole = '0', cents = ''] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}¥${grouped}.${cents.padEnd(2, '0')}`;
};

/** The reference's deposit channel labels (screens.md §9.3): 0 Alipay, 1 corporate transfer. */
const PAY_CHANNELS: Record<string, string> = { '0': 'Alipay', '1': 'bank transfer' };

/** The channel's kind (支付宝, 对公转账…) and the payee account's name. */
export const depositChannel = (
  row: PendingDeposit,
  channels: Record<string, string> = PAY_CHANNELS,
): string => {
  const raw = row.payChannel?.trim() ?? '';
  const kind = row.channelType?.trim() || channels[raw] || raw;
  return [kind, row.channelName?.trim()].filter(Boolean).join(' · ') || '—';
};

/** The card a withdrawal goes to: bank and the last four digits only. */
export const withdrawalChannel = (row: PendingWithdrawal): string => {
  const digits = row.bankNo?.replace(/\s/g, '') ?? '';
  const card = digits.length >= 4 ? `•••• ${digits.slice(-4)}` : digits;
  return [row.bankName?.trim(), card].filter(Boolean).join(' ') || '—';
};

/** Who owns the row, as support would name them: phone and real name. */
export const ownerOf = (
  row: { phone?: string | null; realName?: string | null; userId?: number | null },
  user: (id: number) => string = (id) => `user ${id}`,
) =>
  [row.phone || (row.userId != null ? user(row.userId) : '?'), row.realName]
    .filter(Boolean)
    .join(' · ');

/** A proof link the harness may open (http(s) only); a path is the mock's (`/upload/<key>`). */
export const proofHref = (url: string | null | undefined, mockOrigin: string): string | null => {
  if (!url?.trim()) return null;
  try {
    const parsed = new URL(url.trim(), mockOrigin);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
};
