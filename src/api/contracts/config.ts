// The remote config document (product-spec §4): `ads` holds the API base address.
import { z } from 'zod/mini';

export const appConfig = z.object({
  ads: z
    .string()
    .check(z.trim(), z.regex(/^https?:\/\/[^\s/]+/i, 'ads must be an http(s) address')),
});
export type AppConfig = z.infer<typeof appConfig>;
