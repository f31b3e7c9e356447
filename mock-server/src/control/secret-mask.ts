// Masks for the secrets the journal and `/__db` would otherwise show: login and funds passwords,
// block-trade keys (`password` of `stock_dz` and of buyStockDz.do), session tokens, ID numbers,
// bank card numbers. A mask keeps what support needs: whether a value was there at all, and the
// last 4 characters of a card, an ID number or a token (to tell one from another).
// The token holder gets raw values with `?raw=1`.

/** What stands for a hidden password or key. */
export const MASK = '•••';

type Kind = 'secret' | 'tail';

/** Field names (request parameters, reply and row keys) that hold a secret, by kind. */
const kindOf = (key: string): Kind | undefined => {
  // userPwd, oldPwd, newPwd, withPwd, withdrawalPwd, password (block-trade key), passwordConfirm.
  if (/pwd|passw/i.test(key)) return 'secret';
  // token (login reply), ossToken; USERTOKEN as a parameter.
  if (/token/i.test(key)) return 'tail';
  // idCard (KYC, getUserInfo), bankNo (bank cards, withdrawals), cardNo / cardNumber.
  if (/idcard|idno|bankno|cardno|cardnumber/i.test(key)) return 'tail';
  return undefined;
};

export const isSecretKey = (key: string): boolean => kindOf(key) !== undefined;

const TAIL = 4;

/** `•••` + the last 4 characters (when the value is long enough for that to reveal little). */
const maskTail = (value: string): string =>
  value.length > 2 * TAIL ? `${MASK}${value.slice(-TAIL)}` : MASK;

/** The masked form of `value` under `key`; empty and absent values stay as they are. */
export const maskValue = (key: string, value: unknown): unknown => {
  const kind = kindOf(key);
  if (kind === undefined || value === null || value === undefined || value === '') return value;
  if (typeof value !== 'string' && typeof value !== 'number') return MASK;
  return kind === 'secret' ? MASK : maskTail(String(value));
};

/** A copy of a row (or any plain object tree) with every secret field masked. */
export const maskRow = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(maskRow);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] = isSecretKey(key) ? maskValue(key, field) : maskRow(field);
  }
  return out;
};

/**
 * `"key": "text"` or `"key": 123` in JSON text, also in a sample cut off mid-document (a value cut
 * off at the end is masked whole).
 */
const JSON_FIELD = /"([A-Za-z0-9_$]+)"(\s*:\s*)("(?:[^"\\]|\\.)*(?:"|$)|-?\d[\d.eE+-]*)/g;

/**
 * Endpoints whose reply carries a secret outside a named field: findIdWithPwd.do answers the
 * stored funds password in `msg` (api-contract §11.12).
 */
const SECRET_MSG_PATHS = /\/findIdWithPwd\.do$/;

const maskField = (key: string, text: string): string => {
  if (text.startsWith('"')) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return JSON.stringify(MASK);
    }
    return JSON.stringify(maskValue(key, value));
  }
  return JSON.stringify(maskValue(key, text));
};

/**
 * A token carried inside a text rather than in a named field: a link's `token=` query parameter
 * (the payment station's pay URLs, ADR 0025) or a form's hidden `token` input (its page).
 */
const EMBEDDED_TOKEN = /([?&](?:amp;)?token=|name="token" value=")([^&"'\s<\\]+)/gi;

/** A reply body (JSON text or a page, perhaps truncated) with its secrets masked. */
export const maskReplyText = (path: string, text: string): string => {
  // Only a success carries the password; a failure's msg says there is none ("请设置提现密码！").
  const isMsgSecret = SECRET_MSG_PATHS.test(path) && /"status"\s*:\s*0\s*[,}]/.test(text);
  return text
    .replace(JSON_FIELD, (whole, key: string, colon: string, value: string) => {
      if (isSecretKey(key)) return `"${key}"${colon}${maskField(key, value)}`;
      if (isMsgSecret && key === 'msg' && value !== '""') return `"${key}"${colon}"${MASK}"`;
      return whole;
    })
    .replace(EMBEDDED_TOKEN, (_whole, lead: string, value: string) => lead + maskTail(value));
};
