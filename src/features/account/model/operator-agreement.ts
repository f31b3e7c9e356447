// What the operator publishes for each agreement page in getInfo.do (api-contract §10.4, screens
// §5.5/§10.5, ADR 0026): a title, a text shown sentence by sentence (split at 。) and a PDF.
// `/agree` reads the registration fields (`regAgreeText`, `regAgree`) — the reference front end
// shows `tradeAgreeText` there, a slip we do not copy; `/trade` the trading ones; `/aggre` (the
// reference's broken page) the trading title and text, without a PDF. Pure: no DOM, no React.
import type { SiteInfo } from '@/api/contracts/models/site';

export type AgreementName = 'agree' | 'aggre' | 'trade';

export interface OperatorAgreement {
  /** The operator's title, when it sends one. */
  title?: string;
  sentences: string[];
  /** An absolute http(s) URL of the PDF. */
  pdfUrl?: string;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/**
 * The plain text of an admin-editor value (HTML or plain): block ends and `<br>` become line
 * breaks, every other tag is dropped. The result is only ever rendered as text, never as markup.
 */
export const plainText = (value: string): string =>
  decodeEntities(
    value
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr|blockquote)\s*>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  );

/** Sentences of a text: split at 。 (kept) and at line breaks; blanks dropped. */
export const agreementSentences = (value: string | null | undefined): string[] =>
  plainText(value ?? '')
    .split(/\n+/)
    .flatMap((line) => line.match(/[^。]+。?|。/g) ?? [])
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '' && sentence !== '。');

/** The value as an absolute http(s) URL, or undefined (blank, relative, another scheme). */
export const documentUrl = (value: string | null | undefined): string | undefined => {
  const text = value?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
};

const FIELDS: Record<
  AgreementName,
  { title?: keyof SiteInfo; text: keyof SiteInfo; pdf?: keyof SiteInfo }
> = {
  agree: { text: 'regAgreeText', pdf: 'regAgree' },
  trade: { title: 'tradeAgreeTitle', text: 'tradeAgreeText', pdf: 'tradeAgree' },
  aggre: { title: 'tradeAgreeTitle', text: 'tradeAgreeText' },
};

const textField = (info: SiteInfo, key: keyof SiteInfo | undefined): string | undefined => {
  const value = key ? info[key] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/**
 * The operator's agreement for a page, or null when it sends neither text nor PDF for it (the
 * page then shows our own text and says so).
 */
export const operatorAgreement = (
  name: AgreementName,
  info: SiteInfo | null | undefined,
): OperatorAgreement | null => {
  if (!info) return null;
  const fields = FIELDS[name];
  const sentences = agreementSentences(textField(info, fields.text));
  const pdfUrl = documentUrl(textField(info, fields.pdf));
  if (sentences.length === 0 && !pdfUrl) return null;
  const title = textField(info, fields.title)?.trim();
  return { sentences, ...(title ? { title } : {}), ...(pdfUrl ? { pdfUrl } : {}) };
};
