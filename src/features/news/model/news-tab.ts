// The tab a `?type=` asks for: one of the four home categories, or none (the page picks the first).
import { isNewsTabType, type NewsTabType } from '@/lib/queries/news';

export const tabOf = (value: string | null | undefined): NewsTabType | undefined => {
  const type = Number(value);
  return isNewsTabType(type) ? type : undefined;
};
