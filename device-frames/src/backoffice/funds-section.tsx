// The back office's funding desk (issue 21, ADR 0029): applications awaiting review with Approve /
// Reject (a reason), and the sub-accounts trading or expired with their value now, lines, End and
// the moves to the warning and liquidation lines (the mock's lifecycle reacts at once: a message,
// or the forced close). Outcomes are listed; the view refreshes by itself and after every action.
import { useTexts } from '../i18n/harness-language';

import { FundsCard } from './funds-cards';
import { createFundsClient, type FundsClient, type FundsDeskView } from './funds-client';
import { FUNDS_DESK_TEXTS } from './funds-desk-texts';
import { DeskSection } from './desk-section';
import { ListSection } from './list-section';
import { useDesk } from './use-desk';

export const FundsSection = () => {
  const T = useTexts(FUNDS_DESK_TEXTS);
  const desk = useDesk<FundsDeskView, FundsClient>(createFundsClient, T);
  const { client, view, act } = desk;

  const pending = view?.applications.filter((a) => a.status === 0);
  const live = view?.applications.filter((a) => a.status === 1 || a.status === 3);

  return (
    <DeskSection texts={T} desk={desk}>
      <ListSection title={T.pending} label={T.pendingList} empty={T.noPending} rows={pending}>
        {(row) => <FundsCard key={row.id} row={row} act={act} client={client} />}
      </ListSection>
      <ListSection title={T.live} label={T.liveList} empty={T.noLive} rows={live}>
        {(row) => <FundsCard key={row.id} row={row} act={act} client={client} />}
      </ListSection>
    </DeskSection>
  );
};
