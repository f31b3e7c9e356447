// A short digest of the fixture world of a seed. A saved state carries the digest of the fixtures
// it grew from, so a start after the fixtures changed (a new pay channel, the agreement PDFs, a new
// table's rows) can say that the saved world lacks them, instead of the pages quietly missing them.
import { createHash } from 'node:crypto';

import { buildDb } from '../../../fixtures/src/db';

const bySeed = new Map<number, string>();

export const fixturesFingerprint = (seed: number): string => {
  let digest = bySeed.get(seed);
  if (digest === undefined) {
    digest = createHash('sha256')
      .update(JSON.stringify(buildDb(seed)))
      .digest('hex')
      .slice(0, 16);
    bySeed.set(seed, digest);
  }
  return digest;
};
