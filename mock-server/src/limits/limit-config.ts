// Every attempt limit and quota of the mock in one place (issue 17: account takeover through the
// 4-digit reset code, no login lockout, unlimited uploads). The control API can change them
// (`PUT /__harness/limits`); a state reset brings these defaults back.
//
// Sizing: one full e2e run (two phone projects against one shared mock, all from 127.0.0.1) sends
// about 24 SMS, checks about 36 codes (8 of them wrong), logs in about 46 times (6 refused) and
// uploads a handful of photos per fresh user. The per-address limits leave room for several runs
// an hour against a reused mock; the per-phone and per-code ones are what stop a guesser.
import { z } from 'zod';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const MIB = 1024 * 1024;

const window = z
  .object({ max: z.number().int().positive(), windowMs: z.number().int().positive() })
  .strict();
export type WindowLimit = z.infer<typeof window>;

export const limitConfig = z
  .object({
    /** Wrong tries one SMS code survives: the last one voids it, right code or not after. */
    codeTries: z.number().int().positive(),
    /** SMS sent to one phone (register + forget). */
    smsPerPhone: window,
    /** SMS sent from one address, whatever the phone. */
    smsPerAddress: window,
    /** Code checks (reg.do, updatePwd.do) against one phone's code. */
    codeChecksPerPhone: window,
    /** Code checks from one address. */
    codeChecksPerAddress: window,
    /** Wrong codes from one address (a guesser spreading over many phones). */
    codeFailuresPerAddress: window,
    /** Login attempts from one address. */
    loginsPerAddress: window,
    /** Wrong passwords from one address (credential stuffing over many phones). */
    loginFailuresPerAddress: window,
    /** Per phone: after `freeFailures` wrong passwords in a row, each next try waits, doubling. */
    loginBackoff: z
      .object({
        freeFailures: z.number().int().positive(),
        firstWaitMs: z.number().int().positive(),
        maxWaitMs: z.number().int().positive(),
        /** A run of failures older than this is forgotten. */
        forgetAfterMs: z.number().int().positive(),
      })
      .strict(),
    /** Per user: files kept and their bytes (`/user/upload.do`). */
    uploadsPerUser: z
      .object({ files: z.number().int().positive(), bytes: z.number().int().positive() })
      .strict(),
    /** All users' uploads together (they are kept in memory). */
    uploadsTotalBytes: z.number().int().positive(),
  })
  .strict();
export type LimitConfig = z.infer<typeof limitConfig>;

export const DEFAULT_LIMITS: LimitConfig = {
  codeTries: 5,
  smsPerPhone: { max: 5, windowMs: HOUR },
  smsPerAddress: { max: 150, windowMs: HOUR },
  codeChecksPerPhone: { max: 10, windowMs: HOUR },
  codeChecksPerAddress: { max: 200, windowMs: HOUR },
  codeFailuresPerAddress: { max: 60, windowMs: HOUR },
  loginsPerAddress: { max: 600, windowMs: 10 * MINUTE },
  loginFailuresPerAddress: { max: 60, windowMs: HOUR },
  loginBackoff: {
    freeFailures: 5,
    firstWaitMs: 30_000,
    maxWaitMs: 15 * MINUTE,
    forgetAfterMs: HOUR,
  },
  uploadsPerUser: { files: 20, bytes: 40 * MIB },
  uploadsTotalBytes: 512 * MIB,
};

/** What `PUT /__harness/limits` takes: any subset; windows and objects replaced whole. */
export const limitConfigPatch = limitConfig.partial();
export type LimitConfigPatch = z.infer<typeof limitConfigPatch>;
