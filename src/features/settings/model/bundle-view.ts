// Pure view helpers of the support-bundle page: the time-zone offset as people write it, the file
// size, the replies newest first, and a reply body laid out for reading.
import type { BundleReply } from '@/api/contracts/support-bundle';

/** +480 → "+08:00", -330 → "-05:30", 0 → "+00:00". */
export const formatOffset = (minutes: number): string => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
};

/** Bytes as KB with one decimal (at least 0.1 for a non-empty file). */
export const kilobytes = (bytes: number): string =>
  bytes === 0 ? '0' : Math.max(bytes / 1024, 0.1).toFixed(1);

export interface ReplyRow {
  /** Stable within one bundle: its position in the bundle (oldest = 0). */
  key: number;
  reply: BundleReply;
}

/** The newest reply first, as someone looking for what just went wrong reads them. */
export const newestFirst = (replies: readonly BundleReply[]): ReplyRow[] =>
  replies.map((reply, key) => ({ key, reply })).reverse();

/** JSON indented for reading; any other text as it is. */
export const readableBody = (body: string): string => {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
};
