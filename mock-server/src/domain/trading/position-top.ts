// getPositionTop.do's rows (api-contract §18.23) without the reference's leak: the newest positions
// of the whole site, each the position list's own VO (live P/L as §11.5, same quote) with every
// field that could lead back to a trader emptied.
import {
  anonymousPositionVO,
  type AnonymousPositionVO,
} from '../../../../src/api/contracts/models/position-top';
import type { Market } from '../../market/market';
import type { MockStore } from '../../store/store';

import { positionVO } from './views';

/** The newest `count` positions of all users (id descending), anonymized. */
export const topPositions = (
  store: MockStore,
  market: Market,
  count: number,
  now: number,
): AnonymousPositionVO[] =>
  [...store.tables.userPositions.rows]
    .sort((a, b) => b.id - a.id)
    .slice(0, Math.max(0, count))
    .map((p, index) =>
      // Parsing keeps only the schema's keys: anything a row carries beyond §15.3 (ours such as
      // `trailStopPct`, or a column added later) is dropped rather than passed on.
      anonymousPositionVO.parse({
        ...positionVO(p, market, now),
        id: index + 1,
        positionSn: '',
        userId: null,
        nickName: null,
        agentId: null,
        buyOrderId: null,
        sellOrderId: null,
        buyOrderTime: null,
        sellOrderTime: null,
      }),
    );
