// Business constants and limits (product-spec §9) and contract-level constants (api-contract §3, §7).

export const ALERT_AUTO_HIDE_MS = 2000;
export const TAB_HIGHLIGHT_MS = 500;
export const VIBRATION_MS = 55;
export const NEWS_PAGE = { pageNum: 1, pageSize: 15 } as const;
/** Visitor login sheet height, share of the screen. */
export const LOGIN_SHEET_HEIGHT = 0.5;
export const REQUEST_TIMEOUT_MS = 50_000;

export const MIN_DEPOSIT_YUAN = 100;
export const MIN_WITHDRAWAL_YUAN = 100;
export const MAX_WITHDRAWAL_YUAN = 1_000_000;
/** Withdrawal windows as the Chinese text states them (weekdays); arrival T+1 within 24 h. */
export const WITHDRAWAL_WINDOWS = [
  { begin: '09:30', end: '11:30' },
  { begin: '13:00', end: '15:00' },
] as const;
/** The English text's single window. */
export const WITHDRAWAL_WINDOW_EN = { begin: '09:30', end: '15:30' } as const;

export const SHARES_PER_LOT = 100;
export const LOTS_PER_ORDER = { min: 1, max: 100 } as const;
export const VERIFICATION_CODE_VALIDITY_MS = 60_000;
export const BANK_CARDS_PER_USER = 1;
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const LANGUAGES = ['zh-CN', 'en', 'tww', 'tg', 'yn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
export const BCP47_BY_LANGUAGE: Record<Language, string> = {
  'zh-CN': 'zh-CN',
  en: 'en',
  tww: 'zh-TW',
  tg: 'th',
  yn: 'vi',
};

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Session (api-contract §3). */
export const TOKEN_HEADER = 'USERTOKEN';
export const TOKEN_TTL_MS = 48 * 60 * 60 * 1000;
/** Captcha text lives 300 s, SMS codes 5400 s (api-contract §6.2, §7.1). */
export const CAPTCHA_TTL_MS = 300_000;
export const SMS_CODE_TTL_MS = 5_400_000;
