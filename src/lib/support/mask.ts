// Masks secrets and personal data in what a support bundle carries (issue 23): request parameters
// and reply bodies. JSON is parsed and masked by key first, then every other string by pattern; a
// body that is not JSON is masked by pattern alone. Values a reply named under a personal key are
// also starred wherever else they appear in the bundle (collectKnown). Figures (balances, prices,
// quantities, stock codes, ids, order and position serials, times) are left exactly as they were,
// so a replayed screen shows the same numbers the user saw.
//
// How much is kept: secrets (tokens, passwords, codes sent by SMS, ID photos, IPs and addresses)
// become a fixed marker, so not even their length is told. Phone and ID numbers become stars of
// the same length: a hint that one was set and looked right, nothing of its digits (a phone's
// first and last digits narrow the search a lot in a small user base). A bank card keeps its
// length and last 2 digits, enough to tell which of the user's cards a reply spoke of. Names
// become stars of the same length. '' and null stay as they are: "not set" is what support needs.

/** What a masked secret becomes. */
export const SECRET_MARK = '[masked]';

type Kind = 'secret' | 'phone' | 'id' | 'card' | 'name';

// Keys by kind, case-insensitively (the contract's real names: src/api/contracts/models/ and
// endpoints/). Anchored where a looser match would hit figures or flags.
const KEY_KINDS: readonly (readonly [Kind, RegExp])[] = [
  ['secret', /token|pwd|passw|secret|^key$|yzm|smscode|verifycode|^img\d+key$|^bankimg$/i],
  ['secret', /^(?:ip|regip|addip|regaddress|addaddress|address)$/i],
  ['phone', /phone|mobile|^tel$/i],
  ['id', /idcard|^(?:idno|idnumber|certno)$/i],
  ['card', /^(?:bankno|bankcardno|bankcard|cardno|cardnum|cardnumber|accountno)$/i],
  [
    'name',
    /^(?:realname|nickname|username|truename|withname|payusername|accountname|cardname)$|^payer|holder/i,
  ],
];

// Keys whose values are identifiers or figures: never masked by pattern (an 18-digit position
// serial is not an ID number, a 16-digit order number is not a card).
const FIGURE_KEY = /(?:id|sn|no|num|number|code|gid|time|date|amt|price)$/i;

export const kindOfKey = (key: string): Kind | null =>
  KEY_KINDS.find(([, pattern]) => pattern.test(key))?.[0] ?? null;

const stars = (text: string): string => '*'.repeat([...text].length);

const maskCard = (digits: string): string =>
  digits.length <= 2 ? stars(digits) : `${'*'.repeat(digits.length - 2)}${digits.slice(-2)}`;

const maskByKind = (kind: Kind, text: string): string => {
  if (text === '') return text;
  switch (kind) {
    case 'secret':
      return SECRET_MARK;
    case 'card':
      return maskCard(text);
    default:
      return stars(text);
  }
};

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** An 18-character mainland ID number: region, birth date, serial and a valid check character. */
const isIdNumber18 = (text: string): boolean => {
  if (!/^[1-9]\d{5}(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/.test(text))
    return false;
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(text[i]), 0);
  return ID_CHECK[sum % 11] === text[17]!.toUpperCase();
};

// Runs of digits not inside a word (or an 18-digit ID ending in X). No lookbehind: older Safari
// cannot parse it.
const DIGIT_RUN = /(^|[^\dA-Za-z])(\d{11,19}[Xx]?)(?![\dA-Za-z])/g;
const OLD_ID_15 = /^[1-9]\d{5}\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}$/;
const PHONE = /^(?:86)?1[3-9]\d{9}$/;

const maskRun = (run: string): string => {
  if (PHONE.test(run)) return stars(run);
  if (run.length === 18 && isIdNumber18(run)) return stars(run);
  if (run.length === 15 && OLD_ID_15.test(run)) return stars(run);
  // Any 16–19 digit run in free text is taken for a card: free text (messages, summaries) has
  // no figure that long, and identifiers that long sit under their own keys (FIGURE_KEY).
  if (/^\d{16,19}$/.test(run)) return maskCard(run);
  return run;
};

// A secret carried in a link's query (a payment page's address with `token=…`).
const QUERY_SECRET = /([?&](?:usertoken|token|key|sign|pwd|password)=)[^&#\s"'<]+/gi;

/** Masks phone, ID and card numbers, and secrets in link queries, found inside any text. */
export const maskPatterns = (text: string): string =>
  text
    .replace(QUERY_SECRET, `$1${SECRET_MARK}`)
    .replace(DIGIT_RUN, (_match, before: string, run: string) => `${before}${maskRun(run)}`);

/**
 * Personal values the bundle's own replies named (a user's name under `realName`…), found again
 * in free text: a message "王芳，您的提现已到账" names the user where no key says so.
 */
export type KnownValues = ReadonlySet<string>;

const NO_KNOWN: KnownValues = new Set();

const sweepKnown = (text: string, known: KnownValues): string => {
  let out = text;
  for (const value of known) if (out.includes(value)) out = out.split(value).join(stars(value));
  return out;
};

const maskString = (key: string | null, value: string, known: KnownValues): string => {
  const kind = key === null ? null : kindOfKey(key);
  if (kind) return maskByKind(kind, value);
  if (key !== null && FIGURE_KEY.test(key)) return value;
  return sweepKnown(maskPatterns(value), known);
};

/** Masks a parsed JSON value; `key` is the name it sits under (array items inherit it). */
export const maskValue = (
  value: unknown,
  key: string | null = null,
  known: KnownValues = NO_KNOWN,
): unknown => {
  if (typeof value === 'string') return maskString(key, value, known);
  if (typeof value === 'number') {
    // A number under a personal key (a phone sent as a number) becomes 0: same type, no digits.
    const kind = key === null ? null : kindOfKey(key);
    return kind ? 0 : value;
  }
  if (Array.isArray(value)) return value.map((item) => maskValue(item, key, known));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskValue(v, k, known)]));
  }
  return value;
};

const collectValue = (value: unknown, key: string | null, out: Set<string>): void => {
  if (typeof value === 'string') {
    const kind = key === null ? null : kindOfKey(key);
    // One character (a surname alone) would star every text it appears in.
    if (kind && kind !== 'secret' && [...value.trim()].length >= 2) out.add(value.trim());
  } else if (Array.isArray(value)) {
    for (const item of value) collectValue(item, key, out);
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) collectValue(v, k, out);
  }
};

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  const trimmed = text.trim();
  if (!(trimmed.startsWith('{') || trimmed.startsWith('[') || trimmed.startsWith('"')))
    return { ok: false };
  try {
    return { ok: true, value: JSON.parse(trimmed) };
  } catch {
    return { ok: false };
  }
};

/** Adds the names, phones, ID and card numbers a body or a request names under their keys. */
export const collectKnown = (
  out: Set<string>,
  body: string,
  params: URLSearchParams = new URLSearchParams(),
): void => {
  const parsed = parseJson(body);
  if (parsed.ok) collectValue(parsed.value, null, out);
  for (const [key, value] of params) collectValue(value, key, out);
};

/** Masks a reply body: JSON by key then pattern, anything else by pattern. */
export const maskBody = (body: string, known: KnownValues = NO_KNOWN): string => {
  const parsed = parseJson(body);
  if (parsed.ok) return JSON.stringify(maskValue(parsed.value, null, known));
  return sweepKnown(maskPatterns(body), known);
};

/** Masks request parameters by name, then by pattern. */
export const maskParams = (
  params: URLSearchParams,
  known: KnownValues = NO_KNOWN,
): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, value] of params) out[key] = maskString(key, value, known);
  return out;
};
