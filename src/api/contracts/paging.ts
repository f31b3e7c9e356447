// A PageInfo built with the no-arg constructor and only `list` set (getFundsTypeList,
// getUserSubaccount, findUserPositionByCode; api-contract §2.3): counters stay 0 and
// `navigatepageNums`, an unset Java array, serialises as null.
import { z } from 'zod';

import { pageInfo } from './envelope';

export const listOnlyPage = <T extends z.ZodType>(item: T) =>
  pageInfo(item).extend({ navigatepageNums: z.array(z.number().int()).nullable() });
