// A PageInfo built with the no-arg constructor and only `list` set (getFundsTypeList,
// getUserSubaccount, findUserPositionByCode; api-contract §2.3): counters stay 0 and
// `navigatepageNums`, an unset Java array, serialises as null.
import { z } from 'zod/mini';

import { pageInfo } from './envelope';

export const listOnlyPage = <T extends z.ZodMiniType>(item: T) =>
  z.extend(pageInfo(item), { navigatepageNums: z.nullable(z.array(z.number().check(z.int()))) });
