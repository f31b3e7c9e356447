// A connection to the API's origin opened as soon as the address is known (cached, the build's
// snapshot, or the first config answer), so the first screen's requests do not wait for one.
// `use-credentials`: the request helper sends cookies, and the browser keeps credentialed and
// anonymous connections apart.

/** Adds `<link rel="preconnect">` for the address's origin, once per origin. */
export const preconnect = (address: string | null | undefined, doc: Document = document): void => {
  let origin: string;
  try {
    origin = new URL(address ?? '').origin;
  } catch {
    return;
  }
  if (origin === 'null' || origin === doc.location.origin) return;
  const links = doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]');
  if ([...links].some((link) => link.href.replace(/\/$/, '') === origin)) return;
  const link = doc.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  link.crossOrigin = 'use-credentials';
  doc.head.append(link);
};
