// Shared by the engine's tests: the fixture securities and a market over them, and Beijing
// wall-clock instants by text.
import { DEFAULT_SEED, seedFixtures } from '../../../fixtures/src/random';
import { buildSecurities, type Securities } from '../../../fixtures/src/securities';

import { createMarket, type Instrument, type Market } from './market';

export const fixtureSecurities = (seed: number = DEFAULT_SEED): Securities => {
  seedFixtures(seed);
  return buildSecurities();
};

export const fixtureMarket = (
  seed: number = DEFAULT_SEED,
  holidays?: () => ReadonlySet<string>,
): { market: Market; securities: Securities } => {
  const securities = fixtureSecurities(seed);
  return { market: createMarket({ seed, securities: () => securities, holidays }), securities };
};

/** `YYYY-MM-DD HH:mm[:ss]` Beijing time → epoch ms. */
export const at = (text: string): number => Date.parse(`${text.replace(' ', 'T')}+08:00`);

export const stockOf = (market: Market, code: string): Instrument => {
  const instrument = market.stock(code);
  if (!instrument) throw new Error(`no stock ${code}`);
  return instrument;
};
