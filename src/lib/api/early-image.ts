// The image an early reply names (/home's first banner, ADR 0040), asked for by the entry as soon
// as the reply is in, not once the page's chunks have run and rendered it. Entry code: no schemas;
// a reply this does not understand preloads nothing (the page still renders what the helper read).

/**
 * `url` when it may be preloaded: an absolute http(s) address without credentials. Anything else
 * (data: URLs need no download; a relative or scripted address, a user:password@ address) → null.
 */
export const preloadableImageUrl = (url: unknown): string | null => {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return null;
  try {
    const parsed = new URL(url);
    return parsed.username || parsed.password ? null : url;
  } catch {
    return null;
  }
};

/** The envelope's data of a successful reply body, else undefined. */
export const envelopeData = (text: string): unknown => {
  try {
    const body = JSON.parse(text) as { status?: unknown; data?: unknown } | null;
    return body?.status === 0 ? body.data : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Adds `<link rel="preload" as="image">` for `url` once. The exact address the page's `<img>`
 * then uses (same string, no crossorigin), so the browser hands the page this download.
 */
const preloaded = new Set<string>();

export const preloadImage = (url: unknown, doc: Document = document): string | null => {
  const href = preloadableImageUrl(url);
  if (!href || preloaded.has(href)) return null;
  preloaded.add(href);
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.setAttribute('href', href);
  doc.head.appendChild(link);
  return href;
};

/**
 * Paints /home's first banner in index.html's static skeleton (its `.sk-banner` place, sized as
 * the real banner): the trader sees it once downloaded, not once React has rendered the carousel.
 * Only while the skeleton is still there and the app is not about to mount; the caller checks
 * the page is still /home (the route table is not entry code: importing it here split it out of
 * the entry into a chunk of its own, +0.5 KiB on every route). An image index.html painted from
 * the last visit's banners (addendum 2) is replaced when this reply names another, or none.
 */
export const paintSkeletonBanner = (
  url: unknown,
  alt: unknown,
  doc: Document = document,
): boolean => {
  const src = preloadableImageUrl(url);
  const place = doc.querySelector('#root > .sk:not([data-mounting]) > .sk-banner');
  const shown = place?.querySelector('img');
  if (!place || (src && shown?.getAttribute('src') === src)) return false;
  shown?.remove();
  if (!src) return false;
  const img = doc.createElement('img');
  img.alt = typeof alt === 'string' ? alt : '';
  img.decoding = 'async';
  img.setAttribute('fetchpriority', 'high');
  img.src = src;
  place.appendChild(img);
  return true;
};
