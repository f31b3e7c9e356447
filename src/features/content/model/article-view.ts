// Which announcement an article page shows (/newGg, /alertdetail): the id the link names — the
// reference's /newGg always showed the newest, ours shows the one asked for — or, on /newGg
// without one, the newest. A hidden row (isShow ≠ 0) or an unknown id is "not found".
import type { SiteArticle } from '@/api/contracts/models/site';

/** The `id` of a query string as a positive whole number; undefined when absent or malformed. */
export const articleIdOf = (search: string): number | undefined => {
  const raw = new URLSearchParams(search).get('id')?.trim() ?? '';
  if (!/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
};

/** Shown to traders: the back office's "show" flag is 0 (art/list lists only those). */
export const isPublished = (article: SiteArticle | null | undefined): article is SiteArticle =>
  !!article && article.isShow === 0;

export type ArticleLookup =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'found'; article: SiteArticle }
  /** The id names no published announcement. */
  | { kind: 'not-found' }
  /** No id given and nothing published yet. */
  | { kind: 'none' };

interface QueryState<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
}

/** What the page shows, from the detail query (an id given) or the newest list (none given). */
export const lookupArticle = (
  id: number | undefined,
  detail: QueryState<SiteArticle | null>,
  latest: QueryState<SiteArticle[]>,
): ArticleLookup => {
  const query = id === undefined ? latest : detail;
  if (query.isPending) return { kind: 'loading' };
  if (query.isError) return { kind: 'error' };
  if (id === undefined) {
    const newest = latest.data?.[0];
    return newest ? { kind: 'found', article: newest } : { kind: 'none' };
  }
  return isPublished(detail.data) ? { kind: 'found', article: detail.data } : { kind: 'not-found' };
};

/**
 * The list picture (`artImg`) when it is an address an image may come from — https, or an inline
 * image (the fixtures' SVG banners); anything else is not shown.
 */
export const pictureUrl = (value: string | null | undefined): string | undefined => {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^data:image\/(?:png|jpeg|gif|webp|svg\+xml)[;,]/i.test(text)) return text;
  try {
    return new URL(text).protocol === 'https:' ? text : undefined;
  } catch {
    return undefined;
  }
};
