// Field building blocks shared by the models (api-contract §1 "Numbers", "Dates").
import { z } from 'zod/mini';

/** Java int / long. */
export const int = z.number().check(z.int());
/** Java BigDecimal → JSON number. */
export const decimal = z.number();
/** A `Date` without a JSON format annotation: Jackson writes epoch milliseconds. */
export const epochMs = z.number().check(z.int());
/** A `Date` with `@JsonFormat("yyyy-MM-dd HH:mm:ss", GMT+8)`. */
export const dateTimeText = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/));
/** Config switches are Java `Boolean`; absent columns come back as null. */
export const flag = z.boolean();
