// The back office's funding desk (issue 21, ADR 0029): applications awaiting review with Approve /
// Reject (a reason), and the sub-accounts trading or expired with their value now, lines, End and
// the moves to the warning and liquidation lines (the mock's lifecycle reacts at once: a message,
// or the forced close). Outcomes are listed; the view refreshes by itself and after every action.
import { useCallback } from 'react';

import styles from './back-office.module.css';
import { FundsCard, type FundsAct } from './funds-cards';
import { FUNDS_DESK_TEXTS as T } from './funds-desk-texts';
import { ListSection } from './list-section';
import { OutcomeLog, useOutcomeLog, type OutcomeTexts } from './outcome-log';
import { useFundsDesk } from './use-funds-desk';

const textsFor = (what: string): OutcomeTexts => ({
  done: () => T.done(what),
  already: (why) => T.already(what, why),
  gone: () => T.gone(what),
  failed: (why) => T.failed(what, why),
});

export const FundsSection = () => {
  const { client, view, error, refresh } = useFundsDesk();
  const { results, note } = useOutcomeLog();

  const act: FundsAct = useCallback(
    async (what, run) => {
      note(await run(), textsFor(what));
      await refresh();
    },
    [note, refresh],
  );

  const pending = view?.applications.filter((a) => a.status === 0);
  const live = view?.applications.filter((a) => a.status === 1 || a.status === 3);

  return (
    <section aria-label={T.region}>
      <h3 className={styles.subhead}>{T.title}</h3>
      <OutcomeLog results={results} label={T.results} />
      {error && (
        <p className={styles.error} role="alert">
          {T.loadFailed(error)}
        </p>
      )}
      {!view && !error && <p className={styles.hint}>{T.loading}</p>}
      <ListSection title={T.pending} label={T.pendingList} empty={T.noPending} rows={pending}>
        {(row) => <FundsCard key={row.id} row={row} act={act} client={client} />}
      </ListSection>
      <ListSection title={T.live} label={T.liveList} empty={T.noLive} rows={live}>
        {(row) => <FundsCard key={row.id} row={row} act={act} client={client} />}
      </ListSection>
    </section>
  );
};
