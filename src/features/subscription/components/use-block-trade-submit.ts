// The block-trade order sent once per intent (scope `subscription.blockTrade`): a double tap joins
// the request in flight, a lost reply or a reload mid-submit is answered from my block-trade
// positions, never by a second send. The secret key goes with the request as the intent's secret:
// it is never written to the record. Held by the tab, so a record left by a reload is checked on
// arrival even before any ticket opens.
import { useIntentSubmit } from '@/lib/intent/use-intent-submit';
import { afterWrite } from '@/lib/queries/writes';
import { showToast } from '@/lib/load-overlays';

import {
  BLOCK_TRADE_SCOPE,
  findBlockTradeEvidence,
  parseBlockTradeIntent,
  sendBlockTrade,
} from '../api/block-trade-api';
import type { BlockTradeIntent } from '../model/block-trade-ticket';

export const useBlockTradeSubmit = ({
  onBooked,
  doneText,
}: {
  onBooked: () => void;
  doneText: string;
}) =>
  useIntentSubmit<BlockTradeIntent, string, string>({
    scope: BLOCK_TRADE_SCOPE,
    send: (params, key) => sendBlockTrade(params, key ?? ''),
    findEvidence: findBlockTradeEvidence,
    parse: parseBlockTradeIntent,
    onSuccess: () => {
      void afterWrite('booking');
      showToast({ content: doneText, icon: 'success' });
      onBooked();
    },
  });

export type BlockTradeSubmit = ReturnType<typeof useBlockTradeSubmit>;
