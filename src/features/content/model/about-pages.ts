// /about?e=1..6 (screens §10.5): which page `e` names, its header title and the site-info field
// holding its text. The operator writes these in the back office's rich-text editor; the reference
// reads the same fields of getInfo.do. An unknown or missing `e` is page 1 (the version).
import type { SiteInfo } from '@/api/contracts/models/site';

export type AboutPageNumber = 1 | 2 | 3 | 4 | 5 | 6;

export type AboutTitle = 'version' | 'agreement' | 'privacy' | 'aboutUs' | 'rules' | 'notOpen';

interface AboutPage {
  title: AboutTitle;
  /** The site-info field of the operator's document; none for the version and "not yet open". */
  field?: keyof SiteInfo & ('companyInfo' | 'certImg1' | 'certImg2' | 'tradeAgreeText');
}

export const ABOUT_PAGES: Readonly<Record<AboutPageNumber, AboutPage>> = {
  1: { title: 'version' },
  2: { title: 'agreement', field: 'companyInfo' },
  3: { title: 'privacy', field: 'certImg1' },
  4: { title: 'aboutUs', field: 'certImg2' },
  5: { title: 'rules', field: 'tradeAgreeText' },
  6: { title: 'notOpen' },
};

const isAboutPage = (value: number): value is AboutPageNumber =>
  Number.isInteger(value) && value >= 1 && value <= 6;

/** The page a query string (`?e=5`) asks for; page 1 when it names none of the six. */
export const aboutPageOf = (search: string): AboutPageNumber => {
  const raw = new URLSearchParams(search).get('e')?.trim() ?? '';
  const e = /^\d+$/.test(raw) ? Number(raw) : NaN;
  return isAboutPage(e) ? e : 1;
};

/** The header's title key (`common:aboutTitles.*`) for the page a query string asks for. */
export const aboutTitleKey = (search: string) =>
  `aboutTitles.${ABOUT_PAGES[aboutPageOf(search)].title}` as const;

/** The operator's markup of a document page; undefined for the version and "not yet open". */
export const aboutDocument = (
  page: AboutPageNumber,
  info: SiteInfo | null | undefined,
): string | null | undefined => {
  const field = ABOUT_PAGES[page].field;
  return field ? info?.[field] : undefined;
};
