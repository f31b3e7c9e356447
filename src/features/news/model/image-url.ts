// The news picture (`imgurl`) the page will load: a web address or an inline image, nothing else
// (a `javascript:` or `data:text/html` value from a tampered row is dropped, not handed to <img>).
const INLINE_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml)[;,]/i;

export const shownImage = (url: string | null | undefined): string | null => {
  const value = url?.trim() ?? '';
  if (INLINE_IMAGE.test(value)) return value;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
};
