// Refusals of ours for the mock's attempt limits, current-password locks and upload quota (issue 17). The reference backend
// has no such limits and so no wording: the mock answers these texts (status 1, in Chinese like
// every reference message) and the app recognises them and shows them in the trader's language.
// Texts with a wait carry it in whole seconds, so the app can say "try again in N s".
import { keyOfText } from './text-key';

export const LIMIT_TEXT = {
  /** A code had too many wrong tries and is void: a new one must be requested. */
  codeVoid: '验证码错误次数过多，请重新获取验证码',
  /** The user's upload quota (files) is used up. */
  uploadCount: '上传图片数量已达上限',
  /** The user's upload quota (bytes) is used up. */
  uploadBytes: '上传图片总大小已达上限',
  /** All uploads together fill the server's store. */
  uploadFull: '服务器存储空间已满，请稍后再试',
} as const;

/**
 * Ours (issue 17), for every check of a current password (funds password change, login password
 * change): after `WRONG_PASSWORD_TRIES` wrong answers the check is refused, right answer or not,
 * for `WRONG_PASSWORD_LOCK_MINUTES`.
 */
export const WRONG_PASSWORD_TRIES = 5;
export const WRONG_PASSWORD_LOCK_MINUTES = 15;
export const WRONG_PASSWORD_LOCKED_TEXT = `密码错误次数过多，请${WRONG_PASSWORD_LOCK_MINUTES}分钟后再试`;

const TOO_FREQUENT = /^操作过于频繁，请(\d+)秒后再试$/;
const LOGIN_BACKOFF = /^登录失败次数过多，请(\d+)秒后再试$/;

/** SMS sending, code checking or logging in too often (per phone or per address). */
export const tooFrequentText = (seconds: number): string => `操作过于频繁，请${seconds}秒后再试`;

/** Too many wrong passwords for this phone in a row: the next try must wait. */
export const loginBackoffText = (seconds: number): string =>
  `登录失败次数过多，请${seconds}秒后再试`;

export type LimitRefusal =
  | { kind: 'tooFrequent' | 'loginBackoff'; seconds: number }
  | { kind: 'codeVoid' | 'uploadCount' | 'uploadBytes' | 'uploadFull' };

/** Which of these refusals a server message is, or undefined for any other text. */
export const readLimitText = (message: string): LimitRefusal | undefined => {
  const text = message.trim();
  const frequent = TOO_FREQUENT.exec(text);
  if (frequent) return { kind: 'tooFrequent', seconds: Number(frequent[1]) };
  const backoff = LOGIN_BACKOFF.exec(text);
  if (backoff) return { kind: 'loginBackoff', seconds: Number(backoff[1]) };
  const kind = keyOfText(LIMIT_TEXT, text);
  return kind ? { kind } : undefined;
};
