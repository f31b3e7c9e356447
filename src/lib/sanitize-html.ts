// The one sanitizer of server HTML (notices now; news, announcements, about and college pages
// next): an explicit allow-list of rich-text markup on a DOMPurify instance of its own. Anything
// outside it goes, keeping its text: no forms or controls (phishing), no `style`/positioning
// (overlays), no `id`/`name` (DOM clobbering), no SVG/MathML (namespace tricks), links only to
// https:, mailto: and tel:, images only from https: or inline raster data.
// Lint allows `dompurify` here only; tests/sanitizer runs a payload corpus through it in Chromium.
import DOMPurify, {
  type Config,
  type DOMPurify as Purifier,
  type UponSanitizeAttributeHookEvent,
} from 'dompurify';

/** Tags kept, with the attributes each may carry (all others are dropped). */
const TAG_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  p: [],
  div: [],
  span: [],
  br: [],
  hr: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  del: [],
  sub: [],
  sup: [],
  small: [],
  mark: [],
  blockquote: [],
  pre: [],
  code: [],
  ul: [],
  ol: ['start'],
  li: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  figure: [],
  figcaption: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** Attributes any kept tag may carry: `class` is filtered to the Quill classes below. */
const COMMON_ATTRIBUTES = ['class'] as const;

const ALLOWED_TAGS: readonly string[] = Object.keys(TAG_ATTRIBUTES);
const ALLOWED_LINK_SCHEMES: readonly string[] = ['https:', 'mailto:', 'tel:'];
/** Inline images the rich-text editor pastes (base64 rasters); SVG is not an image here. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/]+=*$/i;

/**
 * Quill's alignment and indent classes (the operator's editor: screens.md, /about). Any other class
 * could borrow the app's own styles (antd-mobile's full-screen mask is `adm-mask`).
 */
const QUILL_CLASS = /^ql-(?:align-(?:center|right|justify)|indent-[1-8])$/;
const SMALL_NUMBER = /^\d{1,4}$/;
const NUMERIC_ATTRIBUTES: readonly string[] = ['width', 'height', 'colspan', 'rowspan', 'start'];

const urlOf = (value: string): URL | null => {
  // Parsed without a base, as the browser will use it: relative URLs are refused too.
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

const isAllowedLink = (value: string): boolean => {
  const url = urlOf(value);
  return url !== null && ALLOWED_LINK_SCHEMES.includes(url.protocol);
};

const isAllowedImage = (value: string): boolean => {
  if (DATA_IMAGE.test(value.trim())) return true;
  return urlOf(value)?.protocol === 'https:';
};

const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...new Set([...Object.values(TAG_ATTRIBUTES).flat(), ...COMMON_ATTRIBUTES])],
  // Every other attribute's value is matched against this URL pattern, so the numeric ones (the
  // hook checks they are numbers) are declared URL-free.
  ALLOWED_URI_REGEXP: /^(?:https:|mailto:|tel:)/i,
  ADD_URI_SAFE_ATTR: [...NUMERIC_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // No id/name at all, so named-property clobbering has nothing to work with.
  SANITIZE_DOM: true,
  SAFE_FOR_XML: true,
  WHOLE_DOCUMENT: false,
  KEEP_CONTENT: true,
};

/** Keeps an attribute only where its tag allows it and its value is of the allowed shape. */
const checkAttribute = (node: Element, data: UponSanitizeAttributeHookEvent): void => {
  const tag = node.nodeName.toLowerCase();
  const name = data.attrName;
  const value = data.attrValue;
  if (name === 'class') {
    const kept = value.split(/\s+/).filter((token) => QUILL_CLASS.test(token));
    data.attrValue = kept.join(' ');
    data.keepAttr = kept.length > 0;
    return;
  }
  if (!TAG_ATTRIBUTES[tag]?.includes(name)) {
    data.keepAttr = false;
    return;
  }
  if (name === 'href') data.keepAttr = isAllowedLink(value);
  else if (name === 'src') data.keepAttr = isAllowedImage(value);
  else if (NUMERIC_ATTRIBUTES.includes(name)) data.keepAttr = SMALL_NUMBER.test(value.trim());
};

/** What the page adds: external links in a new tab without an opener; images lazy. */
const finishElement = (node: Element): void => {
  if (node.nodeName === 'A') {
    const href = node.getAttribute('href');
    if (href && urlOf(href)?.protocol === 'https:') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  } else if (node.nodeName === 'IMG') {
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
    node.setAttribute('referrerpolicy', 'no-referrer');
  }
};

let purifier: Purifier | null = null;

/** An instance of our own, so these hooks never meet another caller's. */
const getPurifier = () => {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', checkAttribute);
  purifier.addHook('afterSanitizeAttributes', finishElement);
  return purifier;
};

/** Server HTML reduced to the allow-list, as a string (tests, text lengths). */
export const sanitizeHtml = (html: string): string => getPurifier().sanitize(html, CONFIG);

/**
 * The same markup for `dangerouslySetInnerHTML`: a TrustedHTML from DOMPurify's `dompurify`
 * policy where the browser enforces Trusted Types, a string elsewhere.
 */
export const sanitizeHtmlForPage = (html: string): TrustedHTML =>
  getPurifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true });

/**
 * Text without any markup (some operators paste plain text into the editor's field): its line
 * breaks are its only layout, so the page keeps them (ServerHtml shows it with `pre-line`).
 */
export const isPlainText = (html: string): boolean => !/<[a-z!/?]/i.test(html);

/**
 * Whether the operator's markup shows anything once sanitized: some text or an image. A field left
 * blank, or holding only empty paragraphs (`<p><br></p>`, what an editor saves when cleared), is
 * blank: the page then says it is not published rather than showing an empty box.
 */
export const isBlankHtml = (html: string | null | undefined): boolean => {
  if (!html || html.trim() === '') return true;
  // A fragment, not a string set as innerHTML: nothing here needs a Trusted Types policy.
  const kept = getPurifier().sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  // No fragment at all when the markup parses to no body (a `<frameset>`): nothing shows.
  if (!kept) return true;
  return (kept.textContent ?? '').trim() === '' && kept.querySelector('img[src]') === null;
};
